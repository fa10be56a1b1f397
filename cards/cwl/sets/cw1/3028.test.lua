-- Veil Cartographer. Void: Once per turn by name: draw 1 card, then discard 1 card.

test("CW-7.11, CW-9.3: in Void it draws 1 card, then its controller discards 1", function()
  setup { p1 = { monster = { { "Veil Cartographer", vars = { void = 1 } } }, hand = { "Ash Imp" },
                 deck = { "Dune Strider", "Dune Strider" } } }
  act("Activate Veil Cartographer", 1)
  pass(2)
  act("Ash Imp", 1)                         -- the card to discard
  assert(find("Ash Imp", 1, "graveyard") and find("Dune Strider", 1, "hand"), "drew Dune Strider, discarded Ash Imp")
  assert(count("hand", 1) == 1 and count("deck", 1) == 1, "hand " .. count("hand", 1))
end)

test("CW-11.5, CW-7.11: once per turn by name: a second Cartographer is not offered", function()
  setup { p1 = { monster = { { "Veil Cartographer", vars = { void = 1 } }, { "Veil Cartographer", vars = { void = 1 } } },
                 hand = { "Ash Imp" } } }
  act("Activate Veil Cartographer", 1)
  pass(2)
  act("Ash Imp", 1)
  assert(not has_option("Activate Veil Cartographer"), "offered again this turn")
end)

test("CW-9.3, CW-7.11: in Real it is not offered", function()
  setup { p1 = { monster = { "Veil Cartographer" }, hand = { "Ash Imp" } } }
  assert(not has_option("Activate Veil Cartographer"), "offered in Real")
end)

test("CW-7.1, CW-3.5: normal summoned in Void-DEF it reads 400/600; in Real 500/500", function()
  setup { p1 = { hand = { "Veil Cartographer", "Veil Cartographer" } } }
  act("Normal summon Veil Cartographer", 1)
  act("Void-DEF", 1)
  act("Normal summon Veil Cartographer", 1)
  act("Real-ATK", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(atk(v) == 400 and def(v) == 600, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 500 and def(r) == 500, "Real " .. atk(r) .. "/" .. def(r))
end)
