-- Gale Current: Return 1 monster to its owner's hand.
test("CW-7.6.1, CW-7.6.2: the chosen monster returns to its owner's hand", function()
  setup { p1 = { hand = { "Gale Current" }, monster = { "Ember Drake" } }, p2 = { monster = { "Prism Knight" } } }
  act("Activate Gale Current", 1)
  act("Prism Knight", 1)
  pass(2)
  assert(find("Prism Knight", 2, "hand") and count("monster", 2) == 0, "in P2's hand")
  assert(find("Ember Drake", 1, "monster"), "the other monster stays")
  assert(find("Gale Current", 1, "graveyard"), "in the graveyard")
end)

test("CW-4.5: the returned monster is a new card: its ATK bonus is gone", function()
  setup { turn = 2, p1 = { hand = { "Surge Edict", "Gale Current" }, monster = { "Ember Drake" } } }
  act("Activate Surge Edict", 1)
  pass(2)
  act("Activate Gale Current", 1)
  pass(2)
  act("Normal summon Ember Drake", 1)
  act("Real-ATK", 1)
  local d = find("Ember Drake", 1, "monster")
  assert(d and atk(d) == 1700, "ATK " .. (d and atk(d) or -1))
end)

test("CW-7.6.3, CW-10.3: set, it removes an attacker in the opponent's turn and the attack ends", function()
  setup { active = 2, turn = 4, p1 = { magic = { { "Gale Current", face_down = true, vars = { set_turn = 3 } } } },
          p2 = { monster = { { "Ember Drake", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 2)
  pass(3)                                   -- P1 ends the main phase; both pass the battle start
  act("Attack with Ember Drake", 2)
  pass(1)                                   -- P2 passes first in the attack step
  act("Activate the set Gale Current", 1)
  pass(2)
  assert(find("Ember Drake", 2, "hand"), "the attacker is in P2's hand")
  pass(2)
  assert(pvar(1, "lp") == 7000, "no damage: LP " .. pvar(1, "lp"))
end)
