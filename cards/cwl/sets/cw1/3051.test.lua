-- Solar Regent (myth, Real only; Warrior, Light; Real 2800/2300): Materials: 1 Warrior
-- monster + 1 Light monster. Real: When this card is summoned: gain 1000 HP.
test("CW-7.4, CW-7.4.2, CW-11.1: summoned in Real only, it gains its controller 1000 HP", function()
  setup { turn = 2, p1 = { extra = { "Solar Regent" }, monster = { "Gale Squire", { "Lantern Moth", vars = { void = 1 } } } } }
  act("Summon Solar Regent", 1)
  act("Gale Squire", 1)                     -- the Warrior; Lantern Moth is then the Light one
  assert(#decision().options == 2 and has_option("Real-ATK") and has_option("Real-DEF"), "Real forms only")
  act("Real-ATK", 1)
  local r = find("Solar Regent", 1, "monster")
  assert(r and not is_void(r) and atk(r) == 2800, "Real 2800")
  pass(2)                                   -- its trigger resolves
  assert(pvar(1, "hp") == 8000 and pvar(1, "lp") == 7000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(find("Gale Squire", 1, "graveyard") and find("Lantern Moth", 1, "graveyard"), "materials")
end)

test("CW-12.8: one Light Warrior cannot be both materials", function()
  setup { turn = 2, p1 = { extra = { "Solar Regent" }, monster = { "Prism Knight", "Rift Hound" } } }
  assert(not has_option("Summon Solar Regent"), "Prism Knight alone")
end)

test("CW-7.4: a Light monster in the hand is no material", function()
  setup { turn = 2, p1 = { extra = { "Solar Regent" }, monster = { "Gale Squire" }, hand = { "Lantern Moth" } } }
  assert(not has_option("Summon Solar Regent"), "hand materials refused")
end)

test("CW-7.4.2, CW-7.7: by hand it can change position but never system", function()
  setup { turn = 2, p1 = { monster = { "Solar Regent" } } }
  act("Change the display form of Solar Regent", 1)   -- one choice left: Real-DEF, asked of nobody
  local r = find("Solar Regent", 1, "monster")
  assert(not is_void(r) and in_defence(r), "Real-DEF")
end)
