-- Twofold Chimera (myth, both). Materials: 3 monsters. Void: When this card
-- is summoned: your opponent loses 500 LP. Real: ... loses 500 HP.
local function hit(e) monster_damage(e, e.opponent, 500) end
return {
  myth { materials = { any_monster, any_monster, any_monster } },
  when("on_summon", hit, { face = "void", text = "Your opponent loses 500 LP" }),
  when("on_summon", hit, { face = "real", text = "Your opponent loses 500 HP" }),
}
