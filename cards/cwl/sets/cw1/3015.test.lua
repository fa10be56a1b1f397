-- Clockwork Bastion. Real: Once per turn, in either turn: change 1 Real monster to defence position.

local function p2_attacks()
  act("Pass, to the battle phase", 2)
  pass(1)
  pass(2)
  act("Attack with Prism Knight", 2)        -- the Real Bastion is its only target
  pass(1)                                   -- the attack step: P2 (the TP) passes to P1
end

test("CW-7.11, CW-11.1, CW-10.4: in P2's turn it turns the Real attacker to defence and the attack ends", function()
  setup { active = 2, p1 = { monster = { { "Clockwork Bastion", tapped = true } } },
          p2 = { monster = { "Prism Knight", { "Gale Squire", vars = { void = 1 } } } } }
  p2_attacks()
  act("Activate Clockwork Bastion", 1)      -- the only Real monster in attack position: not asked
  pass(2)
  assert(in_defence(find("Prism Knight", 2, "monster")), "Prism Knight is in defence position")
  assert(not in_defence(find("Gale Squire", 2, "monster")), "the Void monster is out of reach")
  pass(2)                                   -- the damage step: a monster in defence does not battle
  assert(find("Clockwork Bastion", 1, "monster") and find("Prism Knight", 2, "monster"), "no battle")
  assert(pvar(2, "hp") == 7000 and pvar(1, "hp") == 7000, "no damage")
end)

test("CW-7.11: once per turn", function()
  setup { p1 = { monster = { "Clockwork Bastion" } }, p2 = { monster = { "Prism Knight", "Tide Lancer" } } }
  act("Activate Clockwork Bastion", 1)
  act("Prism Knight", 1)
  pass(2)
  assert(in_defence(find("Prism Knight", 2, "monster")), "Prism Knight turned")
  assert(not has_option("Activate Clockwork Bastion"), "offered again this turn")
end)

test("CW-9.3, CW-7.11: in Void it is not offered", function()
  setup { p1 = { monster = { { "Clockwork Bastion", vars = { void = 1 } } } }, p2 = { monster = { "Prism Knight" } } }
  assert(not has_option("Activate Clockwork Bastion"), "offered in Void")
end)
