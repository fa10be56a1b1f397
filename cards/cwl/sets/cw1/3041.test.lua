-- Bulwark Call: Activate only when an opponent's monster declares an attack:
-- change it to defence position; the attack ends.

-- P2's turn: P2 declares a direct attack with its Void Ember Drake.
local function p2_attacks(p1)
  setup { active = 2, turn = 4, p1 = p1, p2 = { monster = { { "Ember Drake", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 2)
  pass(1)                                   -- P1: the main phase ends
  pass(2)                                   -- battle start: both pass
  act("Attack with Ember Drake", 2)         -- one target: P1 directly
  pass(1)                                   -- attack step: P2 (the TP) passes first
end

test("CW-7.6.3, CW-10.6: set, it answers an attack: the attacker goes to defence and the attack ends", function()
  p2_attacks({ magic = { { "Bulwark Call", face_down = true, vars = { set_turn = 3 } } } })
  act("Activate the set Bulwark Call", 1)
  pass(2)                                   -- it resolves
  local d = find("Ember Drake", 2, "monster")
  assert(in_defence(d), "Ember Drake is in defence position")
  pass(2)                                   -- the attack step closes: damage step
  assert(pvar(1, "lp") == 7000 and pvar(1, "hp") == 7000, "no damage: LP " .. pvar(1, "lp"))
  assert(find("Bulwark Call", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.6.1, CW-8.6: from the hand it cannot answer the attack", function()
  p2_attacks({ hand = { "Bulwark Call" } })
  assert(decision().player == 1 and not has_option("Activate Bulwark Call"), "speed 1 never answers")
  pass(1)
  assert(pvar(1, "lp") == 7000 - 1900, "the attack goes through: LP " .. pvar(1, "lp"))
end)

test("CW-7.6.3: its printed condition must hold: not without an opposing attack", function()
  setup { turn = 2, p1 = { magic = { { "Bulwark Call", face_down = true, vars = { set_turn = 1 } } } },
          p2 = { monster = { "Ember Drake" } } }
  assert(not has_option("Activate the set Bulwark Call"), "not in the open state")
end)
