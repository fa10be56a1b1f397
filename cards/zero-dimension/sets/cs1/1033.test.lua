-- Jester of Ash: 【Battle destroyed】 Discard 2 cards: Deploy this card from your rest area tapped.
local function battle()
  act("Initiate a battle", 1)
  pass(2)
  act("Jester of Ash", 2)
  pass(2)
  act("Yes", 2)                 -- pay "discard 2"
  act("Field Hand", 2)
  act("Field Hand", 2)
end

test("ZD-S26: both battle-destroyed; the Jester comes back from the rest area, tapped, as a new object", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { battle = { "Jester of Ash" }, hand = { 1003, 1003, 1003 }, life = { 1001 } } }
  local h1 = count("hand", 1)
  battle()
  assert(chain_size() == 2 and count("hand", 2) == 1)
  pass(2)
  local j = find("Jester of Ash", 2, "battle")
  assert(j and is_tapped(j) and var(j, "damage") == 0 and level(j) == 1)
  assert(count("hand", 1) == h1 + 1, "Raider's 【Battle destroyed】 drew 1")
end)

test("ZD-S26 variation, ZD-11.12.3: Grave Sweep removes it from the rest area first: nothing is deployed", function()
  setup { p1 = { battle = { "Raider" }, hand = { "Grave Sweep" }, resource = { 1024 } },
          p2 = { battle = { "Jester of Ash" }, hand = { 1003, 1003, 1003 }, life = { 1001 } } }
  battle()
  act("Use Grave Sweep", 1)
  if decision().kind ~= "priority" then act("Jester of Ash", 1) end
  pass(2)
  assert(find("Jester of Ash", 2, "removed") and not find("Jester of Ash", 2, "battle"))
  assert(count("hand", 2) == 1, "the 2 discarded cards stay discarded")
end)
