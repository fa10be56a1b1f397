-- Solar Regent (myth, Real). Materials: 1 Warrior monster + 1 Light monster.
-- Real: When this card is summoned: gain 1000 HP.
return {
  myth { materials = { is_race("Warrior"), is_attribute("Light") } },
  when("on_summon", function(e) monster_recovery(e, e.you, 1000) end, { face = "real", text = "Gain 1000 HP" }),
}
