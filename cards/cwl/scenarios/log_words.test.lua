-- What players read: an action is one log line in the game's words.
test("CW-7.9: using a tactic is logged once, as its activation", function()
  setup { p1 = { tactic = { "Signal Flare" } } }
  act("Use Signal Flare", 1)
  for p = 1, 2 do
    assert(log_containing("activates Signal Flare", p) == 1 and log_containing("Use Signal Flare", p) == 0 and log_containing("Use a tactic", p) == 0,
      "P" .. p .. ": " .. table.concat(log_lines(p), " | "))
  end
end)

test("CW-7.6.3: setting a magic card is one line: its name for its player, \"a magic card\" for the other", function()
  setup { p1 = { hand = { "Phase Shift" } } }
  act("Set Phase Shift", 1)
  assert(log_containing("Set Phase Shift", 1) == 1 and log_containing("magic card", 1) == 0, table.concat(log_lines(1), " | "))
  assert(log_containing("Set a magic card", 2) == 1 and log_containing("Phase Shift", 2) == 0, table.concat(log_lines(2), " | "))
end)
