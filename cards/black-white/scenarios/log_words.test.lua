-- What players read: an action is one log line in the game's words.
test("BW-12.1: using a card is logged once, with its targets (\"P1 uses Thrust on P2\")", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hand = { "Bounty" } }, p3 = { hand = { "Bounty" } } }
  act("Use Thrust on P2", 1)
  assert(log_containing("uses Thrust") == 1 and log_containing("Use Thrust") == 0, table.concat(log_lines(), " | "))
end)
