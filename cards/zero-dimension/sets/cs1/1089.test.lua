-- Homeward Charm: If the equipped character would be put from a battle zone into a rest area, return it to its owner's hand instead.
test("ZD-11.8.1: the equipped character goes to its owner's hand instead; the Charm, left with no character, is destroyed", function()
  setup { active = 2, p1 = { battle = { { "Stone Sentinel", ref = "s" }, { "Homeward Charm", vars = { attached = "@s" } } } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  assert(def(find("Stone Sentinel", 1, "battle")) == 2500, "+0/+500")
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Stone Sentinel", 1, "hand") and not find("Stone Sentinel", 1, "rest"))
  assert(find("Homeward Charm", 1, "rest"), "ZD-4.13: equipment whose character leaves is destroyed")
end)

-- Both would change the move; after one applies the event no longer goes to
-- the rest area, so the other drops out (ZD-11.8.2).
local function both(mantle_side, pick)
  local p1 = { battle = { { "Stone Sentinel", ref = "s" }, { "Homeward Charm", vars = { attached = "@s" } } } }
  local p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } }
  local side = mantle_side == 1 and p1 or p2
  side.battle = side.battle or {}
  side.battle[#side.battle + 1] = { "Field Hand", ref = "t" }
  side.battle[#side.battle + 1] = { "Hollow Mantle", vars = { attached = "@t" } }
  setup { active = 2, p1 = p1, p2 = p2 }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Stone Sentinel", 2)   -- the target: P1's equipped Sentinel
  pass(2)
  local d = decision()
  assert(d.player == 1, "ZD-11.8.3: the controller of the affected card chooses, whoever controls the effects")
  assert(d.prompt:find("replacement effect to apply first"), d.prompt)
  assert(#d.options == 2, "two different replacements, one option each")
  act(pick, 1)
end

test("ZD-11.8.3: with Hollow Mantle too, P1 picks the Charm: the Sentinel returns to hand, not removed", function()
  both(1, "Homeward Charm")
  assert(find("Stone Sentinel", 1, "hand") and not find("Stone Sentinel", 1, "removed"))
end)

test("ZD-11.8.3: P1 picks the opponent's Hollow Mantle: the Sentinel is removed from the game", function()
  both(2, "Hollow Mantle")
  assert(find("Stone Sentinel", 1, "removed") and not find("Stone Sentinel", 1, "hand"))
end)

test("ZD-11.8.3: a character the Charm does not equip meets only the Mantle: no question", function()
  setup { active = 2, p1 = { battle = { { "Stone Sentinel", ref = "s" }, { "Homeward Charm", vars = { attached = "@s" } }, "Ember Pike" } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 }, battle = { { "Stone Sentinel", ref = "t" }, { "Hollow Mantle", vars = { attached = "@t" } } } } }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Ember Pike", 2)       -- the target: P1's Ember Pike in the battle zone
  pass(2)
  assert(find("Ember Pike", 1, "removed"), "removed by the Mantle, with no decision asked")
  assert(find("Stone Sentinel", 1, "battle"))
end)

test("ZD-11.8.3: cards of both players affected at once: the AP chooses first for theirs, then the NAP", function()
  -- The state check destroys both Sentinels together, P1's listed first; P2 is the AP.
  -- The Mantle applies to both, and each has its own Charm: two choices.
  setup { active = 2,
          p1 = { battle = { { "Stone Sentinel", ref = "s", vars = { damage = 5000 } }, { "Homeward Charm", vars = { attached = "@s" } } } },
          p2 = { battle = { { "Stone Sentinel", ref = "t", vars = { damage = 5000 } }, { "Homeward Charm", vars = { attached = "@t" } },
                            { "Field Hand", ref = "f" }, { "Hollow Mantle", vars = { attached = "@f" } } } } }
  local d = decision()
  assert(d.player == 2 and d.prompt:find("replacement effect to apply first"), "the AP chooses first: " .. d.prompt)
  act("Hollow Mantle", 2)
  d = decision()
  assert(d.player == 1 and d.prompt:find("replacement effect to apply first"), "then the NAP: " .. d.prompt)
  act("Homeward Charm", 1)
  assert(find("Stone Sentinel", 2, "removed") and find("Stone Sentinel", 1, "hand"))
end)
