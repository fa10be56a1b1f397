-- What players read: an action is one log line in the game's words.
test("HY-7.6: summoning is logged once (\"P1 summons\")", function()
  setup { p1 = { hand = { "Dune Jackal" }, vars = { mana = 2, mana_max = 2 } } }
  act("Summon Dune Jackal", 1)
  assert(log_containing("summons Dune Jackal") == 1 and log_containing("Summon Dune Jackal") == 0, table.concat(log_lines(), " | "))
end)

test("HY-7.8: setting a creature is one line: its name for its player, \"a creature\" for the others", function()
  setup { p1 = { hand = { "Dune Jackal" } } }
  act("Set Dune Jackal", 1)
  assert(log_containing("Set Dune Jackal", 1) == 1 and log_containing("a creature", 1) == 0, table.concat(log_lines(1), " | "))
  assert(log_containing("Set a creature", 2) == 1 and log_containing("Dune Jackal", 2) == 0, table.concat(log_lines(2), " | "))
end)
