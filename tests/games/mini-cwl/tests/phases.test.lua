-- CW-6.7: the TP's pass in the main phase says which phase comes next.

local function passes(d)
  local out = {}
  for _, l in ipairs(d.options) do if l:find("^Pass") then out[#out + 1] = l end end
  return table.concat(out, " / ")
end

test("CW-6.7: the TP's pass in the main phase names the next phase; the NTP's pass does not", function()
  setup { step = "main", p2 = { hand = { "Ping" } } }
  assert(passes(decision()) == "Pass, naming the next phase", "the TP's only pass: " .. passes(decision()))
  act("Pass, naming", 1)
  assert(decision().prompt == "Which phase comes next?" and decision().player == 1)
  act("The end phase", 1)
  assert(decision().player == 2 and passes(decision()) == "Pass", "the NTP has the plain pass")
  act("Play Ping", 2)
  assert(passes(decision()) == "Pass", "with a chain, the TP's pass is the plain one")
  pass(2)                      -- P1, P2: Ping resolves
  assert(pvar(1, "life") == 4 and decision().player == 1)
  act("Pass, naming", 1)
  act("The battle phase", 1)   -- the TP's last word stands
  pass(1)                      -- P2: the main phase ends
  assert(gvar("x") == 7, "the battle phase came: x = " .. gvar("x"))
  assert(pvar(2, "life") == 4 and active_player() == 2, "then P2's turn")
end)

test("CW-6.7: a TP who names the end phase skips the battle", function()
  setup { step = "main" }
  act("Pass, naming", 1)
  act("The end phase", 1)
  pass(1)                      -- P2
  assert(gvar("x") == 0 and pvar(2, "life") == 5 and active_player() == 2, "no battle, then P2's turn")
end)

test("CW-6.7: a pass that says something is still a pass: the NTP's action reopens the round", function()
  setup { step = "main", p2 = { hand = { "Ping" } } }
  act("Pass, naming", 1)
  act("The battle phase", 1)
  act("Play Ping", 2)
  pass(2)
  assert(step() == "main" and decision().player == 1, "the phase goes on until both pass in succession")
end)
