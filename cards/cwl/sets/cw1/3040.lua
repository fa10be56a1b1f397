-- Seeker's Map. Add 1 level 3 or lower monster from your deck to your hand.
return {
  magic { effect = function(e)
    search(e.you, function(c) return get(c, "type") == "monster" and level(c) <= 3 end, 1, "Add a level 3 or lower monster")
  end },
}
