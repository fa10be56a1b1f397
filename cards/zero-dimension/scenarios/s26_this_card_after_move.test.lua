-- ZD-S26: "this card" after a zone move (seed L155-158; ZD-11.12.3, ZD-9.3, ZD-8.10.2).

local function jester_battle(p1hand)
  setup {
    p1 = { battle = { "Raider" }, hand = p1hand, resource = { 1024 }, deck = { "Sky Monk", 1001, 1001 } },
    p2 = { battle = { "Jester of Ash" }, hand = { 1002, 1003, 1005 }, life = { 1001, 1001, 1001 } },
  }
  local raider, jester = find("Raider", 1, "battle"), find("Jester of Ash", 2, "battle")
  act("Initiate a battle", 1)
  pass(2)
  act("Jester of Ash", 2)                -- P2 defends with Jester of Ash
  pass(2)
  return raider, jester
end

test("ZD-S26 (ZD-11.12.3, ZD-9.3, ZD-8.10, ZD-8.10.2, ZD-10.10): both battle-destroyed, no winner; P2 pays 'discard 2'; Jester returns from the rest area tapped as a new object; P1 draws 1", function()
  local raider, jester = jester_battle()
  local h1 = count("hand", 1)
  -- battle step: both destroyed, no winner
  assert(step() == "settlement")
  assert(not exists(raider) and not exists(jester))
  assert(find("Raider", 1, "rest") and find("Jester of Ash", 2, "rest"))
  assert(gvar("winner") == 0)
  -- settlement: P1's Raider trigger is link 1; then P2 is asked to pay
  local d = decision()
  assert(d.player == 2 and d.kind == "yes_no", "P2 chooses whether to pay 'discard 2'")
  assert(chain_size() == 1 and chain_link(1).controller == 1 and chain_link(1).label:find("Raider", 1, true))
  act("Yes", 2)
  while decision().kind ~= "priority" do answer(1) end     -- which 2 to discard
  assert(count("hand", 2) == 1, "P2 has 1 card in hand")
  assert(chain_size() == 2 and chain_link(2).controller == 2 and chain_link(2).label:find("Jester", 1, true))
  assert(decision().player == 1)
  pass(2)
  -- link 2: Jester deployed from the rest area, tapped, a new object (LV1, no damage)
  local j2 = find("Jester of Ash", 2, "battle")
  assert(j2 and j2 ~= jester, "a new object")
  assert(is_tapped(j2) and level(j2) == 1 and var(j2, "damage") == 0)
  assert(not find("Jester of Ash", 2, "rest"))
  -- link 1: P1 draws 1
  assert(count("hand", 1) == h1 + 1 and find("Sky Monk", 1, "hand"))
  assert(count("hand", 2) == 1)
end)

test("ZD-S26 variation (ZD-11.12.3, ZD-11.12.4, ZD-7.5.2): Grave Sweep removes Jester from the rest area first: link 2 does nothing; the discards stay", function()
  local raider, jester = jester_battle({ "Grave Sweep" })
  act("Yes", 2)
  while decision().kind ~= "priority" do answer(1) end
  assert(count("hand", 2) == 1 and count("rest", 2) == 3, "Jester + 2 discarded")
  -- before the chain resolves, P1 uses Grave Sweep on Jester of Ash in the rest area
  act("Use Grave Sweep", 1)
  local rested = find("Jester of Ash", 2, "rest")
  act(describe(rested), 1)
  assert(chain_size() == 3)
  pass(2)
  assert(find("Jester of Ash", 2, "removed"), "removed from the game")
  assert(not find("Jester of Ash", 2, "battle"), "link 2 did nothing: 'this card' is no longer in the rest area")
  assert(count("hand", 2) == 1 and count("rest", 2) == 2, "the 2 discarded cards stay discarded")
  assert(chain_size() == 0)
end)

test("ZD-S26 (ZD-8.10.2): P2 may decline to pay; the trigger is not put on the chain", function()
  jester_battle()
  act("No", 2)
  assert(chain_size() == 1 and count("hand", 2) == 3)
  pass(2)
  assert(find("Jester of Ash", 2, "rest"))
end)
