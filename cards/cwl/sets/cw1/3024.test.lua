-- Dusk Drummer. Void: At the start of your end phase: your opponent loses 200 LP.

local function to_end_phase(p)
  act("Pass, to the end phase", p)
  pass(1)                                   -- the other player passes: the main phase ends
end

test("CW-6.5, CW-9.3, CW-11.1: in Void, at the start of its controller's end phase P2 loses 200 LP", function()
  setup { p1 = { monster = { { "Dusk Drummer", vars = { void = 1 } } } } }
  to_end_phase(1)
  assert(step() == "end" and chain_size() == 1, "its trigger is on the chain in the end phase")
  pass(2)
  assert(pvar(2, "lp") == 7000 - 200 and pvar(2, "hp") == 7000, "HP " .. pvar(2, "hp") .. " LP " .. pvar(2, "lp"))
end)

test("CW-9.3: in Real it does not trigger", function()
  setup { p1 = { monster = { "Dusk Drummer" } } }
  to_end_phase(1)
  assert(step() == "end" and chain_size() == 0, "no trigger")
  pass(2)
  assert(pvar(2, "lp") == 7000 and pvar(2, "hp") == 7000, "P2 lost nothing")
end)

test("CW-6.5: not in the opponent's end phase", function()
  setup { active = 2, p1 = { monster = { { "Dusk Drummer", vars = { void = 1 } } } } }
  to_end_phase(2)
  assert(step() == "end" and chain_size() == 0, "no trigger")
  pass(2)
  assert(pvar(2, "lp") == 7000 and pvar(1, "lp") == 7000, "nobody lost LP")
end)
