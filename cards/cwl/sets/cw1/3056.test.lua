-- Sable, Brood Mother (Leader, Beast / Dark, HP 7000 / LP 7500). Deck: Beast
-- monsters only. "Once per turn, in either turn: 1 Beast monster gains 500 DEF
-- until end of turn."

test("CW-1.2, CW-5.4: Sable sets HP 7000 and LP 7500", function()
  setup { p1 = { leader = { "Sable, Brood Mother" } } }
  start_totals(1)
  assert(pvar(1, "hp") == 7000 and pvar(1, "lp") == 7500, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
end)

test("CW-7.10, CW-11.1: the skill chooses only Beasts, of either system, and gives 500 DEF", function()
  setup { p1 = { leader = { "Sable, Brood Mother" }, monster = { "Ember Drake", "Rift Hound" } },
          p2 = { monster = { { "Dune Strider", vars = { void = 1 } } } } }
  act("Activate Sable", 1)
  local d = decision()
  assert(d.kind == "card" and #d.options == 2, #d.options .. " choices")
  for _, o in ipairs(d.options) do assert(not o:find("Ember Drake"), "a Dragon offered") end
  act("Rift Hound", 1)
  pass(2)
  assert(def(find("Rift Hound", 1, "monster")) == 1000 + 500, "Real DEF " .. def(find("Rift Hound", 1, "monster")))
  assert(not has_option("Activate Sable"), "once per turn")
end)

test("CW-7.10, CW-10.4: in the opponent's turn the skill saves a Void defender", function()
  setup { active = 2, p1 = { leader = { "Sable, Brood Mother" }, monster = { { "Rift Hound", tapped = true, vars = { void = 1 } } } },
          p2 = { monster = { { "Rift Hound", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 2)
  pass(1)                                   -- P1: the main phase ends
  pass(2)                                   -- battle start
  act("Attack with Rift Hound", 2)          -- Void 1200 against Void DEF 800
  pass(1)                                   -- the TP passes; P1 has priority
  assert(decision().player == 1, "P1 may answer the attack")
  local mine = find("Rift Hound", 1, "monster")
  act("Activate Sable", 1)
  act(describe(mine), 1)
  pass(2)                                   -- the skill resolves
  assert(def(mine) == 1300, "DEF " .. def(mine))
  pass(2)                                   -- attack step: damage
  assert(find("Rift Hound", 1, "monster"), "the defender survives")
  assert(pvar(2, "lp") == 7000 - 100, "the attacker's player loses 100 LP: " .. pvar(2, "lp"))
end)

test("CW-7.10: with no Beast on the field the skill is not offered", function()
  setup { p1 = { leader = { "Sable, Brood Mother" }, monster = { "Ember Drake" } } }
  assert(not has_option("Activate Sable"), "no Beast to choose")
end)

test("CW-2.5, CW-2.8: with Sable only Beast monsters are allowed; magic is not limited", function()
  local rest = "4 Dune Strider\n4 Brood Pup\n4 Rift Stalker\n4 Rift Behemoth\n4 Glimmer Bolt\n"
    .. "4 Deep Draw\n4 Supply Cache\n4 Phase Shift\n4 Surge Edict\n[extra]\n[leader]\n1 Sable, Brood Mother\n"
  local p = deck_problems("[main]\n4 Rift Hound\n" .. rest)
  assert(#p == 0, "Beasts and magic are legal: " .. (p[1] and p[1].message or ""))
  p = deck_problems("[main]\n4 Ember Drake\n" .. rest)
  assert(#p == 1 and p[1].rule == "CW-2.5" and p[1].message:find("Ember Drake", 1, true), #p .. " problems")
end)
