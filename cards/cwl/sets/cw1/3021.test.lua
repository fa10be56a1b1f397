-- Stormcall Adept. Void: Once per turn: your opponent loses 400 LP.

test("CW-11.1, CW-9.3: in Void, P2 loses 400 LP and no HP", function()
  setup { p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } } }
  act("Activate Stormcall Adept", 1)
  pass(2)
  assert(pvar(2, "lp") == 7000 - 400 and pvar(2, "hp") == 7000, "HP " .. pvar(2, "hp") .. " LP " .. pvar(2, "lp"))
  assert(pvar(1, "lp") == 7000, "its controller loses nothing")
end)

test("CW-7.11: once per turn", function()
  setup { p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } } }
  act("Activate Stormcall Adept", 1)
  pass(2)
  assert(not has_option("Activate Stormcall Adept"), "offered again this turn")
end)

test("CW-7.11, CW-9.3: in Real it has no effect to activate", function()
  setup { p1 = { monster = { "Stormcall Adept" } } }
  assert(not has_option("Activate Stormcall Adept"), "offered in Real")
end)

test("CW-7.11, CW-7.0: an ignition effect is not offered in the opponent's turn", function()
  setup { active = 2, p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } } }
  act("Pass, to the end phase", 2)
  assert(decision().player == 1 and not has_option("Activate Stormcall Adept"), "offered to the NTP")
end)

test("CW-1.3.1, CW-1.5: P2 at 400 LP loses when it resolves", function()
  setup { p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } }, p2 = { vars = { lp = 400 } } }
  act("Activate Stormcall Adept", 1)
  pass(2)
  local r = result()
  assert(r.over and r.winners[1] == 1 and #r.winners == 1, "P1 wins")
end)
