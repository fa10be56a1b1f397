-- Warden Aria (Leader, Human / Light, HP 8000 / LP 6000): "Once per turn: your
-- monsters gain 300 ATK until end of turn."

test("CW-1.2, CW-5.4, CW-S02: Warden Aria sets HP 8000 and LP 6000; no Leader is 7000/7000", function()
  setup { p1 = { leader = { "Warden Aria" } } }
  start_totals(1)
  start_totals(2)
  assert(pvar(1, "hp") == 8000 and pvar(1, "lp") == 6000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
end)

test("CW-7.10, CW-11.1, CW-6.5: the skill gives your monsters of both systems 300 ATK until end of turn", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake", { "Prism Knight", vars = { void = 1 } } } },
          p2 = { monster = { "Rift Hound" } } }
  local drake, knight, hound = find("Ember Drake", 1, "monster"), find("Prism Knight", 1, "monster"), find("Rift Hound", 2, "monster")
  act("Activate Warden Aria", 1)
  pass(2)
  assert(atk(drake) == 1700 + 300, "Real Ember Drake " .. atk(drake))
  assert(atk(knight) == 1800 + 300, "Void Prism Knight " .. atk(knight))
  assert(atk(hound) == 1600, "the opponent's monster is unchanged: " .. atk(hound))
  assert(find("Warden Aria", 1, "leader"), "the Leader stays in its slot")
  act("Pass, to the end phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- end phase: both pass; the turn ends
  assert(active_player() == 2, "P2's turn")
  assert(atk(drake) == 1700 and atk(knight) == 1800, "the bonus ended: " .. atk(drake) .. ", " .. atk(knight))
end)

test("CW-7.10: once per turn", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" } } }
  assert(has_option("Activate Warden Aria"), "offered before use")
  act("Activate Warden Aria", 1)
  pass(2)
  assert(not has_option("Activate Warden Aria"), "not offered a second time this turn")
end)

test("CW-7.10, CW-8.6: an ignition skill is offered only in the open state", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" } } }
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2: the main phase ends
  assert(step() == "battle_start" and decision().player == 1, "P1 has priority in the battle phase")
  assert(not has_option("Activate Warden Aria"), "not offered outside the main phase")
end)

test("CW-7.10: with no monster the skill has nothing to do and is not offered", function()
  setup { p1 = { leader = { "Warden Aria" } } }
  assert(not has_option("Activate Warden Aria"), "not offered without a monster")
end)

test("CW-11.7: a Leader is not a monster: Glimmer Bolt cannot choose it", function()
  setup { p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" }, hand = { "Glimmer Bolt" } },
          p2 = { leader = { "Marshal Quill" }, monster = { "Rift Hound" } } }
  act("Activate Glimmer Bolt", 1)
  local d = decision()
  assert(d.kind == "card" and #d.options == 2, "two monsters to choose from, got " .. #d.options)
  for _, o in ipairs(d.options) do
    assert(not o:find("Warden Aria") and not o:find("Marshal Quill"), "a Leader offered: " .. o)
  end
end)
