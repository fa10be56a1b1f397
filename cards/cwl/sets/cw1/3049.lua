-- Rift Communion (combination). Materials: 1 Dark monster + 1 magic card.
-- Your opponent loses 1000 LP.
return {
  combo { materials = { is_attribute("Dark"), any_magic }, effect = function(e) lose_lp(e.opponent, 1000) end },
}
