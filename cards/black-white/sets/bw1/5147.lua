-- Scrap Tinker (male, max HP 3). Makeshift: you may use or play any equipment card, in your hand
-- or equipped, as a Thrust. A conversion skill (BW-12.3, BW-12.6); an equipped weapon or mount so
-- used gives that use no range or distance (BW-1.3.2: `reaches` in rules/40_use.lua).
return { custom_ability { kind = "skill", name = "Makeshift", as = "thrust", zones = { "hand", "equip" },
  filter = function(p, c) return key_of(c) == "equip" end } }
