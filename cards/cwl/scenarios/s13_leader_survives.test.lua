-- CW-S13: a Leader survives "negate and destroy" (CW-3.1, CW-8.7, CW-7.10).
-- P1 activates Warden Aria's skill; P2 answers with Null Ward, set on an
-- earlier turn ("When a card or effect is activated: negate its effect and
-- destroy that card.").

test("CW-S13, CW-3.1, CW-8.7, CW-7.10: Null Ward negates Aria's skill; Aria stays, Null Ward goes to the graveyard", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" } },
          p2 = { magic = { { "Null Ward", face_down = true, vars = { set_turn = 1 } } } } }
  act("Activate Warden Aria", 1)
  assert(decision().player == 2, "P2 may answer")
  act("Activate the set Null Ward", 2)
  assert(chain_size() == 2, "two links")
  pass(2)                                   -- the whole chain resolves
  assert(chain_size() == 0, "the chain is done")
  assert(find("Warden Aria", 1, "leader") and count("leader", 1) == 1, "Warden Aria stays in the Leader slot")
  assert(count("graveyard", 1) == 0, "nothing of P1's went to the graveyard")
  assert(atk(find("Ember Drake", 1, "monster")) == 1700, "the skill did nothing")
  assert(find("Null Ward", 2, "graveyard") and count("magic", 2) == 0, "Null Ward is in the graveyard")
end)

test("CW-S13, CW-8.7: against a monster's effect the same Null Ward does destroy the card", function()
  setup { p1 = { monster = { { "Echo Seer", vars = { void = 1 } } } },
          p2 = { magic = { { "Null Ward", face_down = true, vars = { set_turn = 1 } } } } }
  local hand = count("hand", 1)
  act("Activate Echo Seer", 1)              -- Void: draw 1 card
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(count("hand", 1) == hand, "the effect is negated")
  assert(find("Echo Seer", 1, "graveyard") and count("monster", 1) == 0, "Echo Seer is destroyed")
  assert(find("Null Ward", 2, "graveyard"), "Null Ward is in the graveyard")
end)
