-- Quarry Foreman (male, 5). Hard Toil (locked): at the start of your draw phase, if you are
-- wounded, you draw 1 card. A locked triggered skill (BW-12.6): optional while hidden (the reveal
-- is the owner's choice, BW-12.7), used unasked once revealed (BW-18.3).

local function to_draw_phase(p1)
  setup { players = 3, active = 3, p1 = p1 }
  stock(4)
  pass(1)
end

test("BW-12.7, BW-18.6: hidden and wounded, Hard Toil is offered privately and may be declined", function()
  to_draw_phase(faction_seat("BW", "both", { hero = { "Quarry Foreman" }, vars = { hp = 4, maxhp = 5 } }))
  assert(decision().player == 1 and has_option("Reveal and use Hard Toil"), decision().prompt)
  assert(decision_view(2).kind == "private")
  act("Decline", 1)
  assert(count("hero", 1) == 1 and count("hand", 1) == 2, "still hidden; the draw phase's 2")
end)

test("BW-12.7: hidden, using it reveals the character and draws 1", function()
  to_draw_phase(faction_seat("BW", "both", { hero = { "Quarry Foreman" }, vars = { hp = 4, maxhp = 5 } }))
  act("Reveal and use Hard Toil", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 3)
end)

test("BW-18.3, BW-12.6: revealed and wounded, it is used unasked", function()
  to_draw_phase { hero_up = { "Quarry Foreman" }, vars = { mshow = 1, sshow = 1, hp = 2, maxhp = 5 } }
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(count("hand", 1) == 3)
end)

test("BW-12.6: revealed at max HP, nothing happens", function()
  to_draw_phase { hero_up = { "Quarry Foreman" }, vars = { mshow = 1, sshow = 1, hp = 5, maxhp = 5 } }
  assert(decision().kind == "priority" and count("hand", 1) == 2)
end)
