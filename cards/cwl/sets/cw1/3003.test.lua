-- Ember Drake: no effect; Void 1900/1000, Real 1700/1400.
test("CW-3.5, CW-4.3: each face has its own stats", function()
  setup { p1 = { monster = { { "Ember Drake", vars = { void = 1 } }, "Ember Drake" } } }
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(atk(v) == 1900 and def(v) == 1000, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 1700 and def(r) == 1400, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-7.1, CW-10.2, CW-10.4: summoned in Void-ATK, it attacks directly next turn and takes LP", function()
  setup { p1 = { hand = { "Ember Drake" } } }
  act("Normal summon Ember Drake", 1)
  act("Void-ATK", 1)
  local d = find("Ember Drake", 1, "monster")
  assert(d and is_void(d) and not in_defence(d), "summoned in Void-ATK")
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2 passes: the main phase ends
  pass(2)                                   -- battle start: both pass
  act("Attack with Ember Drake", 1)          -- one target: P2 directly, asked of nobody
  pass(2)                                   -- attack step: both pass
  assert(pvar(2, "lp") == 7000 - 1900 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp"))
end)
