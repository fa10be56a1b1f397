-- HY-S13: the end phase (HY-6.3, HY-9.4, HY-10.5; L35, L288-292). Placeholders:
-- Stone Ox = Moss Tortoise (1/4), "+2 ATK until end of turn" = Battle Fury.
-- The set's one "at the start of your end phase" card, Sunken Library, draws
-- only with 2 or fewer cards in hand, so its trigger is checked on its own.

test("HY-S13, HY-6.3, HY-10.5, HY-9.4: P1 discards 2 of 8, P2 keeps 9; then the damage and the +2 ATK end", function()
  local h1, h2 = {}, {}
  for i = 1, 7 do h1[i] = "Cinder Pup" end
  h1[8], h1[9] = "Thunder Roc", "Battle Fury"
  for i = 1, 9 do h2[i] = "Reed Skimmer" end
  setup { p1 = { hand = h1, creature = { { "Moss Tortoise", vars = { damage = 2 } } }, vars = { mana = 1 } },
          p2 = { hand = h2 } }
  act("Activate Battle Fury", 1)                       -- its only target: the Tortoise
  pass(2)
  local t = find("Moss Tortoise", 1, "creature")
  assert(atk(t) == 3 and count("hand", 1) == 8, "+2 ATK; 8 cards left")
  until_priority(1, "end")
  assert(atk(t) == 3 and var(t, "damage") == 2, "in the end phase, before cleanup: still +2 and damaged")
  pass(2)
  assert(step() == "cleanup" and decision().player == 1, "P1 discards: " .. decision().prompt)
  act("Thunder Roc", 1)
  act("Cinder Pup", 1)
  assert(count("hand", 1) == 6 and count("graveyard", 1) == 3, "2 discarded (plus the Battle Fury)")
  until_priority(2, "prep")
  assert(find("Thunder Roc", 1, "graveyard"), "P1 chose the Roc")
  assert(count("hand", 2) == 9 and count("graveyard", 2) == 0, "P2 did not discard in P1's turn")
  assert(var(t, "damage") == 0 and atk(t) == 1, "damage removed, +2 ATK ended: ATK " .. atk(t))
end)

test("HY-S13, HY-6.2, HY-9.1: an end-phase trigger (Sunken Library) resolves in the end phase, before cleanup", function()
  setup { p1 = { hand = { "Cinder Pup" }, field = { { "Sunken Library", vars = { live = 1 } } } } }
  until_priority(1, "end")
  assert(count("hand", 1) == 2, "Sunken Library drew 1 at the start of the end phase: " .. count("hand", 1))
end)
