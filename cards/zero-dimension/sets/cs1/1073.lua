-- Storm Caller: 【During opponent's turn】 «Storm» characters you control get (DEF)+1000.
return {
  aura({ def = 1000 }, function(self, c) return my_character(self, c) and has(c, "attributes", "Storm") end,
    { during = "opponent_turn" }),
}
