-- Control as a layer (ruleset key control_char; core: Game::settle_control).
-- A control effect sets the characteristic; the core gives the card to that
-- player, back when the effect ends, runs control_changed(card, old, new)
-- after each change and raises the event control_changed.

test("a stored control effect gives the card at once; it comes back when the effect ends", function()
  setup { p1 = { board = { "Doll" } } }
  local d = find("Doll", 1, "board")
  modify(d, "control", "set", 2, { duration = "end_of_turn" })
  assert(controller(d) == 2 and owner(d) == 1, "P2 controls it at once: P" .. controller(d))
  assert(var(d, "changes") == 1, "control_changed ran once: " .. var(d, "changes"))
  assert(select(2, zone_of(d)) == 1, "no control_takes_zone: it stays on P1's board")
  pass(2)                                   -- both pass: the turn ends, the effect with it
  assert(controller(d) == 1 and var(d, "changes") == 2, "back to P1: P" .. controller(d))
end)

test("the latest control effect wins; when it ends the earlier one applies again", function()
  setup { p1 = { board = { "Doll" } } }
  local d = find("Doll", 1, "board")
  modify(d, "control", "set", 2)                                  -- lasting
  modify(d, "control", "set", 1, { duration = "end_of_turn" })    -- later, until the end of the turn
  assert(controller(d) == 1 and var(d, "changes") == 2)
  pass(2)
  assert(controller(d) == 2, "the lasting effect applies again: P" .. controller(d))
end)

test("set_controller sets the controller without control effects: an effect still applies, and ends back there", function()
  setup { p1 = { board = { "Doll" } } }
  local d = find("Doll", 1, "board")
  modify(d, "control", "set", 2, { duration = "end_of_turn" })
  set_controller(d, 1)
  assert(controller(d) == 1)
  pass(2)
  assert(controller(d) == 1, "the effect ended: back to the controller set_controller gave it")
end)

test("a continuous control effect follows its condition, checked before the state checks", function()
  setup { p1 = { board = { "Doll" } }, p2 = { board = { "Puppeteer" } } }
  local d = find("Doll", 1, "board")
  assert(controller(d) == 1)
  set_gvar("pull", 1)
  pass(2)                                   -- the next turn's first priority: control settled first
  assert(controller(d) == 2, "the Puppeteer's effect applies: P" .. controller(d))
  set_gvar("pull", 0)
  pass(2)
  assert(controller(d) == 1, "its condition ended: back to P1")
  assert(var(d, "changes") == 2)
end)

test("the control_changed event: a trigger of the card sees the old and the new controller", function()
  setup { p1 = { board = { "Weathervane" } } }
  local w = find("Weathervane", 1, "board")
  modify(w, "control", "set", 2, { duration = "end_of_turn" })
  pass(2)                                   -- the turn ends: the effect ends, control comes back
  assert(chain_size() == 2, "it triggered twice, both on the chain at the next priority: " .. chain_size())
  while chain_size() > 0 do pass(2) end
  local h = gvar("heard")
  assert(h == 1221 or h == 2112, "P1 -> P2 and P2 -> P1: " .. h)
end)
