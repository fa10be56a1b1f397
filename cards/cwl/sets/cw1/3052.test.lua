-- Twofold Chimera (myth, both systems; Beast, Dark): Materials: 3 monsters.
-- Void: When this card is summoned: your opponent loses 500 LP. Real: ... loses 500 HP.
local function summon(form)
  setup { turn = 2, p1 = { extra = { "Twofold Chimera" }, monster = { "Rift Hound", "Prism Knight", "Ash Imp" } } }
  act("Summon Twofold Chimera", 1)
  answer(1)                                 -- the materials: all three, picked one at a time
  answer(1)                                 -- (the last is forced)
  assert(#decision().options == 4, "all four forms")
  act(form, 1)
  pass(2)                                   -- its trigger resolves
end

test("CW-7.4, CW-9.3, CW-11.1: summoned in Void, the Void face's trigger costs the opponent 500 LP", function()
  summon("Void-ATK")
  assert(pvar(2, "lp") == 6500 and pvar(2, "hp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  assert(count("graveyard", 1) == 3, "three materials")
end)

test("CW-7.4, CW-9.3, CW-11.1: summoned in Real, the Real face's trigger costs the opponent 500 HP", function()
  summon("Real-DEF")
  assert(pvar(2, "hp") == 6500 and pvar(2, "lp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  local c = find("Twofold Chimera", 1, "monster")
  assert(in_defence(c) and def(c) == 2200, "Real-DEF 2200")
end)

test("CW-4.7: with six monsters it may still be summoned: the materials free cells", function()
  setup { turn = 2, p1 = { extra = { "Twofold Chimera" },
                           monster = { "Rift Hound", "Prism Knight", "Ash Imp", "Gale Squire", "Moss Sentinel", "Dune Strider" } } }
  act("Summon Twofold Chimera", 1)
  answer(1)
  answer(1)
  answer(1)
  act("Void-ATK", 1)
  pass(2)
  assert(find("Twofold Chimera", 1, "monster") and count("monster", 1) == 4, "3 left + the Chimera")
end)

test("CW-7.4: two monsters are not enough", function()
  setup { turn = 2, p1 = { extra = { "Twofold Chimera" }, monster = { "Rift Hound", "Prism Knight" }, hand = { "Ash Imp" } } }
  assert(not has_option("Summon Twofold Chimera"), "a hand monster does not count")
end)
