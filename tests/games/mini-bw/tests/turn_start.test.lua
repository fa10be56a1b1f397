-- BW-18.3, BW-18.6: turn-start skills polled in seat order from the
-- current-turn character, each question a part of its own (checkpoint).

test("BW-18.3: at the start of a turn every character is polled in seat order; hidden ones privately (BW-18.6)", function()
  setup { players = 3, step = "play", p1 = { skills = { "Lookout" }, faction = { "Black" } },
          p2 = { skills = { "Lookout" } }, p3 = { skills = { "Lookout" }, faction = { "White" } } }
  pass(1)                       -- P1's play phase ends; P2's turn begins
  assert(active_player() == 2)
  local d = decision()
  assert(d.player == 2 and d.prompt == "Use Lookout (turn start)?", "P2 first: " .. d.prompt)
  assert(decision_view(1).kind ~= "private", "P2's faction is not hidden: asked openly")
  act("Use Lookout", 2)
  assert(decision().player == 3 and decision_view(1).kind == "private", "then P3, privately")
  save_and_restore()            -- a snapshot inside the part after a checkpoint
  act("Decline", 3)
  assert(decision().player == 1, "then P1")
  act("Use Lookout", 1)
  assert(gvar("x") == 88, "P2's and P1's watches: x = " .. gvar("x"))
  assert(step() == "play" and count("hand", 2) == 2, "P2 drew 2, once, and plays")
end)
