-- HY-S05: summoning sickness (HY-7.6, HY-7.13, HY-10.2, HY-10.3, HY-12.2).
-- Placeholder: Shade Lurker = Gloom Stalker ("{T}: Each opponent loses 1 life", 3/2).

local function until_option(p, pattern)
  for _ = 1, 30 do
    local d = decision()
    if d.player == p and has_option(pattern) then return end
    if d.kind ~= "priority" then error("unexpected question to P" .. d.player .. ": " .. d.prompt) end
    pass(1)
  end
  error("P" .. p .. " was never offered " .. pattern)
end

test("HY-S05, HY-12.2, HY-7.13, HY-10.2: a creature summoned this turn can neither attack nor pay its tap cost", function()
  setup { p1 = { hand = { "Gloom Stalker" }, vars = { mana = 3 } } }
  act("Summon Gloom Stalker", 1)
  assert(find("Gloom Stalker", 1, "creature"), "summoned")
  assert(not has_option("Each opponent loses"), "its tap ability is refused")
  until_priority(1, "battle")
  assert(not has_option("Declare an attack"), "it cannot attack")
end)

test("HY-S05, HY-10.3, HY-7.17: in P2's turn it blocks (blocking does not tap); next turn it may attack or tap", function()
  setup { p1 = { hand = { "Gloom Stalker" }, vars = { mana = 3 } }, p2 = { creature = { "Reed Skimmer" } } }
  act("Summon Gloom Stalker", 1)
  until_priority(2, "battle")
  act("Declare an attack", 2)
  act("P1 directly", 2)
  until_option(1, "Gloom Stalker")
  act("Gloom Stalker", 1)
  until_priority(2, "battle")
  local s = find("Gloom Stalker", 1, "creature")
  assert(s and not is_tapped(s), "it blocked, untapped")
  assert(find("Reed Skimmer", 2, "graveyard") and pvar(1, "life") == 20, "the block held")
  until_priority(1, "main1")
  assert(has_option("Each opponent loses"), "its tap ability is legal now")
  until_priority(1, "battle")
  assert(has_option("Declare an attack"), "its attack is legal now")
  act("Declare an attack", 1)                          -- its only target: P2 directly
  until_priority(1, "battle")
  assert(pvar(2, "life") == 17, "it hit for 3: " .. pvar(2, "life"))
end)
