-- Rift Banner (continuous): Your Void monsters gain 200 ATK.
test("CW-7.6.2: it applies only once it has resolved, then stays face up", function()
  setup { p1 = { hand = { "Rift Banner" }, monster = { { "Ember Drake", vars = { void = 1 } }, "Prism Knight" } },
          p2 = { monster = { { "Rift Hound", vars = { void = 1 } } } } }
  act("Activate Rift Banner", 1)
  local d = find("Ember Drake", 1, "monster")
  assert(atk(d) == 1900, "not yet while on the chain: " .. atk(d))
  pass(2)
  assert(atk(d) == 2100, "your Void monster gains 200: " .. atk(d))
  assert(atk(find("Prism Knight", 1, "monster")) == 1500, "a Real monster does not")
  assert(atk(find("Rift Hound", 2, "monster")) == 1200, "the opponent's Void monster does not")
  local b = find("Rift Banner", 1, "magic")
  assert(b and not is_face_down(b), "it stays face up in its cell")
end)

test("CW-11.4: a monster switching to Real loses the bonus, one switching to Void gains it", function()
  setup { turn = 2, p1 = { hand = { "Rift Banner" }, monster = { { "Ember Drake", vars = { void = 1 } }, "Prism Knight" } } }
  act("Activate Rift Banner", 1)
  pass(2)
  act("Change the display form of Ember Drake", 1)
  act("Real-ATK", 1)
  act("Change the display form of Prism Knight", 1)
  act("Void-ATK", 1)
  assert(atk(find("Ember Drake", 1, "monster")) == 1700, "Real now: no bonus")
  assert(atk(find("Prism Knight", 1, "monster")) == 2000, "Void now: 1800 + 200")
end)

test("CW-7.5, CW-7.6.3: set face down it does nothing; activated later, it applies", function()
  setup { turn = 2, p1 = { monster = { { "Ember Drake", vars = { void = 1 } } },
                           magic = { { "Rift Banner", face_down = true, vars = { set_turn = 1 } } } } }
  local d = find("Ember Drake", 1, "monster")
  assert(atk(d) == 1900, "no bonus while set: " .. atk(d))
  act("Activate the set Rift Banner", 1)
  pass(2)
  assert(atk(d) == 2100, "bonus once resolved: " .. atk(d))
end)

test("CW-4.6, CW-7.6.2: destroyed, it goes to the graveyard and the bonus ends", function()
  setup { turn = 2, p1 = { hand = { "Rift Banner" }, monster = { { "Ember Drake", vars = { void = 1 } }, "Gate Sovereign" } } }
  act("Activate Rift Banner", 1)
  pass(2)
  local d = find("Ember Drake", 1, "monster")
  assert(atk(d) == 2100, "bonus: " .. atk(d))
  act("Activate Gate Sovereign", 1)         -- Real: destroy 1 magic card (the only one: Rift Banner)
  pass(2)
  assert(find("Rift Banner", 1, "graveyard"), "Rift Banner in the graveyard")
  assert(atk(d) == 1900, "the bonus ended: " .. atk(d))
end)
