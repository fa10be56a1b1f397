-- Prism Acolyte. Void: When this card is normal summoned: gain 500 LP.
-- Real: When this card is normal summoned: gain 500 HP.
local function normal(_, _, _, _, _, kind) return kind == S_NORMAL end
local function gain(e) monster_recovery(e, e.you, 500) end
return {
  when("on_summon", gain, { face = "void", filter = normal, text = "Gain 500 LP" }),
  when("on_summon", gain, { face = "real", filter = normal, text = "Gain 500 HP" }),
}
