-- Reef Diver: Back Attack.
test("played in the opponent's turn with a summon on the stack (FF-15.2.5)", function()
  setup { p1 = { hand = { "Rally Cry", "Cinder Scout" }, field = { "Cinder Vanguard" } },
          p2 = { hand = { "Reef Diver", "Bold Sentry" } } }
  act("Cast Rally Cry", 1)
  pass(1)
  act("Play Reef Diver", 2)
  assert(find("Reef Diver", 2, "field") and chain_size() == 1, "no stack for it; the summon waits")
  assert(decision().player == 1, "then the TP receives priority (FF-16.17)")
end)
test("without Back Attack a character cannot be played in the opponent's turn", function()
  setup { p1 = { field = { "Cinder Vanguard" } }, p2 = { hand = { "Bold Sentry", "Tide Adept" } } }
  pass(1)
  assert(decision().player == 2 and not has_option("Play Bold Sentry"))
end)
