-- Sanctuary Veil (continuous): Once per turn, when a monster you control would be
-- destroyed by battle, return it to your hand instead.

local function to_battle(p)
  act("Pass, to the battle phase", p)
  pass(3)                                   -- the other player ends the main phase; both pass the battle start
end

test("CW-11.8, CW-10.4: the first battle loss of the turn returns to the hand; the second does not", function()
  setup { turn = 2, p1 = { hand = { "Sanctuary Veil" }, monster = { "Rift Hound", "Ash Imp" } },
          p2 = { monster = { "Gate Colossus" } } }
  act("Activate Sanctuary Veil", 1)
  pass(2)
  assert(find("Sanctuary Veil", 1, "magic"), "it stays on the field")
  to_battle(1)
  act("Attack with Rift Hound", 1)
  pass(2)
  assert(find("Rift Hound", 1, "hand"), "Rift Hound returned to the hand instead")
  assert(pvar(1, "hp") == 7000 - (2800 - 1600), "the damage still happens: HP " .. pvar(1, "hp"))
  act("Attack with Ash Imp", 1)
  pass(2)
  assert(find("Ash Imp", 1, "graveyard"), "once per turn: Ash Imp is destroyed")
end)

test("CW-11.8: it is used again in the next turn", function()
  setup { turn = 2, p1 = { hand = { "Sanctuary Veil" }, monster = { "Rift Hound", "Ash Imp" } },
          p2 = { monster = { "Gate Colossus" } } }
  act("Activate Sanctuary Veil", 1)
  pass(2)
  to_battle(1)
  act("Attack with Rift Hound", 1)
  pass(2)
  pass(1)                                   -- P1 ends the battle step
  pass(4)                                   -- battle end and end phase: both pass
  pass(2)                                   -- P2's draw phase
  assert(active_player() == 2 and step() == "main", "P2's main phase")
  to_battle(2)
  act("Attack with Gate Colossus", 2)       -- its only target: Ash Imp
  pass(2)
  assert(find("Ash Imp", 1, "hand"), "Ash Imp returned to the hand")
end)

test("CW-11.8: only battle, and only its controller's monsters", function()
  setup { turn = 2, p1 = { hand = { "Sanctuary Veil", "Glimmer Bolt" }, monster = { "Gate Colossus", "Ash Imp" } },
          p2 = { monster = { "Rift Hound" } } }
  act("Activate Sanctuary Veil", 1)
  pass(2)
  act("Activate Glimmer Bolt", 1)
  act("Ash Imp", 1)
  pass(2)
  assert(find("Ash Imp", 1, "graveyard"), "destroyed by an effect: the graveyard")
  to_battle(1)
  act("Attack with Gate Colossus", 1)
  pass(2)
  assert(find("Rift Hound", 2, "graveyard"), "the opponent's monster: the graveyard")
end)
