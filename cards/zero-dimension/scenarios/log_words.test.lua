-- What players read: an action is one log line in the game's words, and a
-- chain entry names its ability as the card prints it, never an event name.
test("ZD-7.2, ZD-9.5: using Bell Herald is logged once; its on-deploy link reads as printed", function()
  setup { p1 = { hand = { "Bell Herald" }, resource = { 1002, 1002 } } }
  act("Use Bell Herald", 1)
  act("Ember Pike", 1)
  assert(log_containing("uses Bell Herald") == 1 and log_containing("Use Bell Herald") == 0,
    "one line for the use: " .. table.concat(log_lines(), " | "))
  pass(2)
  local label = chain_link(1).label
  assert(label:find("^Bell Herald#%d+: 【On deploy】 Draw 1 card%.$"), label)
end)

test("ZD-10.1: initiating a battle is logged once, as the attack", function()
  setup { p1 = { battle = { "Ember Pike" } } }
  act("Initiate a battle", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(log_containing("attacks") == 1 and log_containing("Initiate a battle") == 0, table.concat(log_lines(), " | "))
end)
