-- Reed Weaver (female, 3). Mending Thread: once per play phase, with HP below max HP, you may
-- discard 1 card to recover 1 HP. An active skill (BW-12.6).

test("BW-12.6, BW-12.7, BW-0.3.3: hidden, the active skill is its owner's option; using it reveals, discards 1, recovers 1", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Reed Weaver" }, hand = { "Parry", "Remedy" }, vars = { hp = 1, maxhp = 3 } }) }
  assert(has_option("Use skill Mending Thread"))
  assert(decision_view(2).keys == 2 and decision_view(2).options == nil, "the others see no options")
  act("Use skill Mending Thread", 1)
  act("Main", 1)
  act("Parry", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "mshow") == 1)
  assert(pvar(1, "hp") == 2 and count("hand", 1) == 1 and count("discard") == 1)
  assert(not has_option("Mending Thread"), "once per play phase (BW-12.6)")
end)

test("BW-12.6: not offered at max HP, nor with no card to discard", function()
  setup { players = 3, p1 = { hero_up = { "Reed Weaver" }, hand = { "Parry" }, vars = { mshow = 1, hp = 3, maxhp = 3 } } }
  assert(not has_option("Mending Thread"), "at max HP")
  setup { players = 3, p1 = { hero_up = { "Reed Weaver" }, vars = { mshow = 1, hp = 2, maxhp = 3 } } }
  assert(not has_option("Mending Thread"), "no card")
end)
