-- Mirror Page: 【On deploy】 Until end of turn, this card gains the effects of another target character.
-- P1 deploys the Page and targets `pick`; returns the Page once its trigger resolved.
local function page_copies(pick, p1, p2)
  p1 = p1 or {}
  p1.hand = p1.hand or {}
  p1.resource = p1.resource or {}
  table.insert(p1.hand, "Mirror Page")
  table.insert(p1.resource, 1002)
  table.insert(p1.resource, 1002)
  setup { p1 = p1, p2 = p2 or {} }
  act("Use Mirror Page", 1)
  while decision().prompt:find("Tap a resource") do act("Ember Pike", 1) end
  pass(2)                       -- deployed; its trigger asks for the target if there is a choice
  if has_option(pick) then act(pick, 1) end
  pass(2)                       -- the trigger resolves
  return find("Mirror Page", 1, "battle")
end

test("ZD-11.7: gains a continuous effect that changes itself, but not the name, ATK or DEF", function()
  local page = page_copies("Bright Knight", {}, { battle = { "Bright Knight" } })
  assert(atk(page) == 2000 and def(page) == 1000, "1000 printed + 1000 copied: " .. atk(page) .. "/" .. def(page))
  assert(get(page, "name") == "Mirror Page")
end)

test("ZD-11.7: a copied effect on other cards applies to them (the Temple Sage's)", function()
  local page = page_copies("Temple Sage", { battle = { "Temple Acolyte" } }, { battle = { "Temple Sage" } })
  local acolyte = find("Temple Acolyte", 1, "battle")
  assert(atk(acolyte) == 1500 and def(acolyte) == 1500, "+500/+500 from the Page: " .. atk(acolyte))
  save_and_restore()
  assert(atk(find("Temple Acolyte", 1, "battle")) == 1500, "the copy survives a snapshot")
  assert(atk(page) == 1000, "\"other\": not the Page itself")
end)

test("ZD-11.7: a copied trigger about this card, with look-back (the Glass Golem's 【On destroy】)", function()
  local page = page_copies("Glass Golem", { hand = { "Shatter" }, resource = { 1001, 1001 } }, { battle = { "Glass Golem" } })
  local hand = count("hand", 1)
  act("Use Shatter", 1)
  while decision().prompt:find("Tap a resource") do act("Ember Pike", 1) end
  act("Mirror Page", 1)         -- the target: P1's own Page
  pass(2)
  assert(find("Mirror Page", 1, "rest"))
  assert(chain_size() == 1, "the Page's copied 【On destroy】")
  pass(2)
  assert(count("hand", 1) == hand - 1 + 1, "used the Shatter, drew 1")
end)

test("ZD-11.7: a copied trigger about other cards (the Pendulum Monk's)", function()
  page_copies("Pendulum Monk", { battle = { "Raider" } }, { battle = { "Pendulum Monk" }, life = { 1001 } })
  act("Initiate a battle", 1)   -- the Raider attacks (the Page was deployed this turn) and is tapped
  assert(chain_size() == 1, "the Page's copy triggers; the opponent's Monk does not")
  pass(2)
  assert(not is_tapped(find("Raider", 1, "battle")))
end)

test("ZD-11.7: the copy ends with the turn", function()
  local page = page_copies("Bright Knight", {}, { battle = { "Bright Knight" } })
  assert(atk(page) == 2000)
  local t = turn()
  while turn() == t do pass(decision().player) end
  assert(atk(find("Mirror Page", 1, "battle")) == 1000)
end)

test("ZD-1.12: with no other character there is no target: the trigger does nothing", function()
  setup { p1 = { hand = { "Mirror Page" }, resource = { 1002, 1002 } } }
  act("Use Mirror Page", 1)
  while decision().prompt:find("Tap a resource") do act("Ember Pike", 1) end
  pass(2)
  pass(2)
  local page = find("Mirror Page", 1, "battle")
  assert(page and #abilities(page) == 1 and atk(page) == 1000, "only its own 【On deploy】")
end)

test("ZD-11.7: a copied activated effect can be activated (the Raw Recruit's)", function()
  local page = page_copies("Raw Recruit", {}, { battle = { "Raw Recruit" } })
  act("Activate Mirror Page", 1)
  if has_option("Mirror Page") then act("Mirror Page", 1) end   -- the target
  pass(2)
  assert(is_tapped(page) and atk(page) == 1500, "tapped for +500: " .. atk(page))
end)
