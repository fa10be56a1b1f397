-- Oathbound Lancer (female, 4). Shieldmate: after another character of the same faction as you
-- takes damage, you may draw 1 card, then give 1 hand card to it. damage_received; BW-11.5.

local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

local function shown(m, s) return { main = m, sec = s, mshow = 1, sshow = 1 } end

test("BW-11.5, BW-12.7, BW-18.6, BW-12.5: hidden, Shieldmate is offered privately when an ally takes damage", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = { faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) },
          p3 = { hero = { "Oathbound Lancer" }, hand = { "Parry" }, faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) } }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(decision().player == 3 and has_option("Reveal and use Shieldmate"), decision().prompt)
  assert(decision_view(1).kind == "private" and decision_view(2).kind == "private")
  act("Reveal and use Shieldmate", 3)          -- only the character card: its faction cards are shown
  assert(count("hero_up", 3) == 1)
  act("Parry", 3)
  assert(count("hand", 2) == 1 and #in_hand(2, "parry") == 1 and count("hand", 3) == 1)
end)

test("BW-11.5: not offered for another faction, an undetermined one, or itself", function()
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = { faction_up = { "White Seal", "Black Seal" }, vars = shown(2, 1) },
          p3 = { hero_up = { "Oathbound Lancer" }, faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) } }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "WB")
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = { faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 } },
          p3 = { hero_up = { "Oathbound Lancer" }, faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) } }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "undetermined")
  setup { players = 3, p1 = { hand = { "Thrust" }, faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) },
          p3 = { hero_up = { "Oathbound Lancer" }, faction_up = { "Black Seal", "White Seal" }, vars = shown(1, 2) } }
  stock(2)
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "itself")
end)
