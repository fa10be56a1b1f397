-- Mutual Ruin: Each player scraps one character they control.
return {
  tactic_text { effect = function()
    scrap_all(each_player_picks("Scrap a character you control", characters))   -- ZD-1.11
  end },
}
