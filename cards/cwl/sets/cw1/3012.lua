-- Ember Wyrmlord. Real: When this card is tribute summoned: destroy 1 Real
-- monster your opponent controls.
return {
  when("on_summon", destroy_target, { face = "real", text = "Destroy 1 Real monster your opponent controls",
    filter = function(_, _, _, _, _, kind) return kind == S_TRIBUTE end,
    target = target_opponents_monster() }),
}
