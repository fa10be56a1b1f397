-- Counterstroke (tactic, generic): "Activate when your opponent activates a
-- magic card: negate its effect."

test("CW-7.9, CW-8.7: it negates Glimmer Bolt, which still goes to the graveyard", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Rift Hound" }, tactic = { "Counterstroke" } } }
  act("Activate Glimmer Bolt", 1)           -- the only target: Rift Hound
  act("Use Counterstroke", 2)
  pass(2)
  assert(find("Rift Hound", 2, "monster"), "Rift Hound survives")
  assert(find("Glimmer Bolt", 1, "graveyard"), "the negated magic card is in the graveyard")
  assert(find("Counterstroke", 2, "graveyard"), "Counterstroke is in the graveyard")
end)

test("CW-7.9: not offered against a Leader's skill or with an empty chain", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" }, tactic = { "Counterstroke" } },
          p2 = { tactic = { "Counterstroke" } } }
  assert(not has_option("Use Counterstroke"), "nothing to answer")
  act("Activate Warden Aria", 1)
  assert(decision().player == 2 and not has_option("Use Counterstroke"), "a skill is not a magic card")
end)

test("CW-7.9, CW-8.7: a tactic counts as a magic activation, so Counterstroke negates one", function()
  setup { p1 = { tactic = { "Signal Flare" } }, p2 = { tactic = { "Counterstroke" } } }
  local hand = count("hand", 1)
  act("Use Signal Flare", 1)
  act("Use Counterstroke", 2)
  pass(2)
  assert(count("hand", 1) == hand, "Signal Flare drew nothing")
  assert(find("Signal Flare", 1, "graveyard"), "Signal Flare is in the graveyard")
end)
