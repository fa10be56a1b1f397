-- Surge Edict: 1 monster gains 500 ATK until end of turn.
test("CW-11.3, CW-6.5: +500 ATK until the close of the end phase", function()
  setup { turn = 2, p1 = { hand = { "Surge Edict" }, monster = { { "Ember Drake", vars = { void = 1 } } } },
          p2 = { monster = { "Prism Knight" } } }
  act("Activate Surge Edict", 1)
  act("Ember Drake", 1)
  pass(2)
  local d = find("Ember Drake", 1, "monster")
  assert(atk(d) == 2400, "ATK " .. atk(d))
  assert(atk(find("Prism Knight", 2, "monster")) == 1500, "the other monster is unchanged")
  act("Pass, to the end phase", 1)
  pass(3)                                   -- P2 ends the main phase; both pass the end phase
  assert(turn() == 3, "the next turn")
  assert(atk(d) == 1900, "back to 1900: " .. atk(d))
end)

test("CW-11.4: the bonus stays through a change of system", function()
  setup { turn = 2, p1 = { hand = { "Surge Edict" }, monster = { { "Ember Drake", vars = { void = 1 } } } } }
  act("Activate Surge Edict", 1)
  pass(2)
  act("Change the display form of Ember Drake", 1)
  act("Real-ATK", 1)
  local d = find("Ember Drake", 1, "monster")
  assert(not is_void(d) and atk(d) == 1700 + 500, "Real ATK " .. atk(d))
end)
