-- HY-1.6: the active player leaves in the middle of a chain in their own
-- turn: their links leave the chain, their effects end, every card they own
-- goes, and the next remaining player begins a turn. P1 leaves by conceding
-- (HY-1.5), then by drawing from an empty deck (HY-1.4).

-- P1's Battle Fury (+2 ATK until end of turn) has resolved on P3's Moss Tortoise;
-- then P1's Sudden Spark at the Tortoise is C0 and P2's set Sudden Spark at it is C1.
local function position()
  setup { players = 3,
          p1 = { hand = { "Battle Fury", "Sudden Spark" }, creature = { "Cinder Pup" }, vars = { mana = 5 } },
          p2 = { magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 1 } },
          p3 = { creature = { "Moss Tortoise" } } }
  act("Activate Battle Fury", 1)
  act("Moss Tortoise", 1)
  pass(3)
  assert(atk(find("Moss Tortoise", 3, "creature")) == 3, "+2 ATK from P1's Battle Fury")
  act("Activate Sudden Spark", 1)
  act("Moss Tortoise", 1)                              -- C0, P1's
  act("Activate the set", 2)                           -- C1, P2's
  act("Moss Tortoise", 2)
  assert(chain_size() == 2)
end

test("HY-1.6, HY-1.5: P1 concedes mid-chain in their turn: C0 never resolves, Battle Fury ends, P2's turn begins", function()
  position()
  pass(1)                                              -- P3 passes: P1 has priority
  assert(decision().player == 1)
  concede(1)
  assert(not in_game(1) and not result().over, "P1 is out; the game goes on")
  local t = find("Moss Tortoise", 3, "creature")
  assert(t and atk(t) == 1, "P1's Battle Fury effect ended: ATK " .. atk(t))
  assert(var(t, "damage") < 4, "the Tortoise is not at 4 damage: P1's link left the chain")
  assert(count("creature", 1) == 0 and count("hand", 1) == 0 and count("graveyard", 1) == 0 and count("magic", 1) == 0,
         "every card P1 owns left the game")
  assert(not find("Sudden Spark", 2, "magic"), "P2's Sudden Spark is not left hanging in the magic zone")
  assert(active_player() == 2, "the next remaining player begins a turn: P" .. active_player())
  assert(chain_size() == 0)
end)

test("HY-1.4, HY-1.6: P1's Scavenger's Ledger (C2) decks P1 out: C0 is gone, Battle Fury ends, P2's turn begins", function()
  setup { players = 3,
          p1 = { hand = { "Battle Fury", "Sudden Spark", "Scavenger's Ledger" }, graveyard = { "Healing Salve" },
                 vars = { mana = 5 } },
          p2 = { magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 1 } },
          p3 = { creature = { "Moss Tortoise" } } }
  for _, c in ipairs(cards("deck", 1)) do move(c, "gone", 1) end   -- an empty deck
  act("Activate Battle Fury", 1)                       -- its only target: the Tortoise
  pass(3)
  act("Activate Sudden Spark", 1)                      -- C0, P1's
  act("Activate the set", 2)                           -- C1, P2's
  pass(1)                                              -- P3
  act("Use Scavenger's Ledger", 1)                     -- C2: draw 2 from an empty deck
  pass(3)
  assert(not in_game(1) and not result().over, "P1 lost at the draw (HY-1.4) and left")
  local t = find("Moss Tortoise", 3, "creature")
  assert(t and atk(t) == 1, "P1's Battle Fury ended")
  assert(var(t, "damage") < 4, "P1's C0 left the chain")
  assert(count("graveyard", 1) == 0 and count("hand", 1) == 0, "P1's cards left the game")
  assert(active_player() == 2 and chain_size() == 0, "P2's turn begins")
end)
