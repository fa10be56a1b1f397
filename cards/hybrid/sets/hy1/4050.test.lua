-- Backdraft (quick magic, 2 mana): "Return target attacking creature to its owner's hand."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.9.2, HY-11.2: set, it returns an attacker to its owner's hand; the attack deals nothing", function()
  setup { p1 = { creature = { "Cliff Ram" } },
          p2 = { magic = { { "Backdraft", face_down = true } }, vars = { mana = 2 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- the Ram at P2, its only target
  pass(1)                                              -- P1 passes in the declared window
  act("Activate the set", 2)
  pass(2)
  assert(find("Cliff Ram", 1, "hand"), "the Ram is back in P1's hand")
  until_priority(1, "battle")
  assert(pvar(2, "life") == 20, "no damage")
  assert(find("Backdraft", 2, "graveyard") and pvar(2, "mana") == 0)
end)

test("HY-8.6: a creature that is not attacking is no target", function()
  setup { p1 = { creature = { "Cliff Ram" } }, p2 = { magic = { { "Backdraft", face_down = true } }, vars = { mana = 2 } } }
  pass(1)                                              -- P2 has priority in P1's main phase
  assert(decision().player == 2 and not has_option("Activate the set"), "nothing attacks")
end)

test("HY-4.2, HY-4.6: a returned token ceases to exist", function()
  local r = setup { p1 = { hand = { "Call the Swarm" }, vars = { mana = 2 } },
                    p2 = { magic = { { "Backdraft", face_down = true } }, vars = { mana = 2 } } }
  act("Activate Call the Swarm", 1); pass(2)
  for _, c in ipairs(cards("creature", 1)) do set_var(c, "entered", 0) end   -- as if made last turn
  until_priority(1, "battle")
  act("Declare an attack", 1); act("Ember Wisp", 1)   -- one Wisp, at P2 (its only target)
  act("None", 1)                                       -- no second attacker
  pass(1)
  act("Activate the set", 2)                           -- its one target: the attacking Wisp
  pass(2)
  assert(count("creature", 1) == 1 and not find("Ember Wisp", 1, "hand"), "the token did not reach the hand")
end)
