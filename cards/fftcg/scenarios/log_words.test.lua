-- What players read: an action is one log line in the game's words, and a
-- chain entry names its ability as the card prints it, never an event name.
test("FF-11.3: casting a summon is logged once (\"P1 casts\")", function()
  setup { p1 = { hand = { "Mind Tether", "Spark Courier", "Volt Adept" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Mind Tether", 1)
  assert(log_containing("casts Mind Tether") == 1 and log_containing("Cast Mind Tether") == 0, table.concat(log_lines(), " | "))
end)

test("FF-10.1.2: declaring an attack is logged once; FF-11.8: a trigger's link reads as printed", function()
  setup { step = "declare", p1 = { field = { "Trophy Hunter" } }, p2 = { field = { "Militia Pikeman" } } }
  act("Attack with Trophy Hunter", 1)
  assert(log_containing("Trophy Hunter#") == 1 and log_containing("Attack with") == 0, table.concat(log_lines(), " | "))
  pass(2)
  act("Militia Pikeman", 2)
  pass(2)
  local label = chain_link(1).label
  assert(label:find("^Trophy Hunter#%d+: When Trophy Hunter breaks a Forward, draw 1 card%.$"), label)
end)
