-- ZD-S27: a loop nobody can stop is a draw (seed L109; ZD-11.14).

test("ZD-S27 (ZD-11.14.1, ZD-11.14.2, ZD-1.7): Pendulum Monk untaps Raider, Pendulum Rite taps it again; only passes in between; the repeated state is a draw", function()
  setup { p1 = { battle = { "Raider", "Pendulum Monk" }, event = { "Pendulum Rite" } }, p2 = { life = { 1001 } } }
  local raider = find("Raider", 1, "battle")
  act("Initiate a battle", 1)
  act("Raider", 1)
  assert(is_tapped(raider) and step() == "attack")
  -- 1. the Monk's trigger is on the chain
  assert(chain_size() == 1 and chain_link(1).label:find("Pendulum Monk", 1, true))
  pass(2)
  -- 2. untapped; the Rite's trigger is on the chain
  assert(not is_tapped(raider))
  assert(chain_size() == 1 and chain_link(1).label:find("Pendulum Rite", 1, true))
  pass(2)
  assert(is_tapped(raider) and chain_size() == 1 and chain_link(1).label:find("Pendulum Monk", 1, true))
  -- 3-4. the two repeat; every decision is a priority pass (Pass is P1's only option)
  local rounds = 0
  while not result().over do
    local d = decision()
    assert(d.kind == "priority" and #d.options == 1 and d.options[1] == "Pass", "only passes")
    pass(1)
    rounds = rounds + 1
    assert(rounds < 100, "no draw declared")
  end
  local r = result()
  assert(r.over and r.draw and not r.error and #r.winners == 0, tostring(r.reason))
  assert(r.reason:find("loop", 1, true), r.reason)
end)

test("ZD-S27 (ZD-11.14.2, zd.loop_cap): the backstop: with loop_cap = 3, more than 3 priority points with no voluntary choice is a draw", function()
  -- Hands are empty, so each step offers only "Pass"; the states differ (other
  -- steps), so only the cap can end the game.
  setup { params = { loop_cap = 3 }, step = "start", p1 = { deck = { 1001, 1001, 1001 } }, p2 = { deck = { 1001, 1001 } } }
  local n = 0
  while not result().over and n < 20 do
    pass(1)
    n = n + 1
  end
  local r = result()
  assert(r.over and r.draw and r.reason:find("cap", 1, true), tostring(r.reason))
  assert(n <= 4, "ended after " .. n .. " passes")
end)

-- ZD-11.14.3: a loop someone keeps going by choice is not a draw; the engine
-- refuses the optional action once it would repeat a position a 4th time.
-- Found by a random player in a simulated game: a Dawn Squire at ATK below 0
-- attacks an undefended life zone, succeeds, deals no damage (ZD-10.8.2) and
-- untaps itself (【Attack win】), which is exactly where it started.
test("ZD-11.14.3 (ZD-10.8.2): Dawn Squire at negative ATK can attack 3 times from the same position, then 'Initiate a battle' is refused", function()
  setup {
    p1 = { battle = { "Dawn Squire" } },
    p2 = { hand = { "Sap Strength" }, resource = { 1001 }, life = { 1001, 1001, 1001 } },
  }
  local squire = find("Dawn Squire", 1, "battle")
  pass(1)
  act("Use Sap Strength", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(raw_atk(squire) == -1000)
  local battles = 0
  while has_option("Initiate a battle") and battles < 10 do
    act("Initiate a battle", 1)
    while step() ~= "action" do pass() end   -- no defender, no responses: the battle runs out
    assert(not is_tapped(squire), "Attack win untapped it")
    battles = battles + 1
  end
  assert(battles == 3, battles .. " battles")
  assert(count("life", 2) == 3 and not result().over)
  local d = decision()
  assert(d.kind == "priority" and d.player == 1 and d.options[1] == "Pass")
end)
