-- Temple Sage: Other «Temple» characters in your battle zone get (ATK)+500 (DEF)+500.
return {
  aura({ atk = 500, def = 500 }, function(self, c) return other_my_character(self, c) and has(c, "attributes", "Temple") end),
}
