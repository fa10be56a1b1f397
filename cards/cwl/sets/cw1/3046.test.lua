-- Twin Sigil (combination): Materials: 1 Warrior monster + 1 Dragon monster. Draw 2 cards.
local function full_magic()
  local t = {}
  for i = 1, 6 do t[i] = { "Supply Cache", face_down = true, vars = { set_turn = 0 } } end
  return t
end

test("CW-7.8, CW-4.6: materials from the field and the hand; it draws 2, then goes to the graveyard", function()
  setup { turn = 2, p1 = { extra = { "Twin Sigil" }, hand = { "Ember Drake" }, monster = { "Prism Knight" } } }
  act("Activate Twin Sigil", 1)
  act("Prism Knight", 1)                    -- the first material; the second is then forced
  assert(find("Prism Knight", 1, "graveyard") and find("Ember Drake", 1, "graveyard"), "materials sent as the cost")
  pass(2)
  assert(count("hand", 1) == 2 and count("deck", 1) == 18, "drew 2: hand " .. count("hand", 1))
  assert(find("Twin Sigil", 1, "graveyard") and count("extra", 1) == 0, "to the graveyard, not the extra deck")
end)

test("CW-7.8.1: a second Twin Sigil in the same turn is refused", function()
  setup { turn = 2, p1 = { extra = { "Twin Sigil", "Twin Sigil" }, hand = { "Ember Drake", "Ember Whelp" },
                           monster = { "Prism Knight", "Gale Squire" } } }
  act("Activate Twin Sigil", 1)
  act("Prism Knight", 1)
  act("Ember Drake", 1)
  pass(2)
  assert(count("extra", 1) == 1, "one used")
  assert(not has_option("Activate Twin Sigil"), "not twice in one turn, though the materials are there")
end)

test("CW-7.8, CW-8.6: at speed 2 in its controller's turn, never in the opponent's", function()
  setup { turn = 2, p1 = { extra = { "Twin Sigil" }, hand = { "Ember Drake" }, monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  assert(step() == "battle_start" and has_option("Activate Twin Sigil"), "in P1's battle phase")
  while active_player() == 1 do pass(1) end  -- through the rest of P1's turn
  assert(decision().player == 2, "P2's turn")
  pass(1)                                   -- P2 passes its draw phase: P1 has priority
  assert(decision().player == 1 and not has_option("Activate Twin Sigil"), "not in P2's turn")
end)

test("CW-4.7: it needs a free magic cell", function()
  setup { turn = 2, p1 = { extra = { "Twin Sigil" }, hand = { "Ember Drake" }, monster = { "Prism Knight" },
                           magic = full_magic() } }
  assert(not has_option("Activate Twin Sigil"), "six cells taken")
end)
