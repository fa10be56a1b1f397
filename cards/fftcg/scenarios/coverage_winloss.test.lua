-- Coverage: loss conditions and damage processing.

local function empty_deck(p) for _, c in ipairs(cards("deck", p)) do move(c, "removed", p) end end
local function twin_comet_setup(p2)
  local s = { p1 = { field = { "Volt Adept" }, hand = { "Twin Comet", "Spark Courier", "Static Snare" } }, p2 = p2 or {} }
  return s
end

test("FF-3.1, FF-3.1.1, FF-7.8.2: P2 at 5 damage receives 2: 7 cards in the damage zone, P2 loses and P1 wins", function()
  setup(twin_comet_setup { damage = { "Cinder Scout", "Cinder Scout", "Cinder Scout", "Quarry Bruiser", "Quarry Bruiser" } })
  assert(count("damage", 2) == 5 and not result().over)
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 7, "one card per point of damage")
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
end)

test("FF-3.1.1: P2 at 4 damage receives 2: 6 damage is not a loss in constructed play", function()
  setup(twin_comet_setup { damage = { "Cinder Scout", "Cinder Scout", "Cinder Scout", "Quarry Bruiser" } })
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 6 and not result().over)
  assert(decision().player == 1 and decision().kind == "priority")
end)

test("FF-6.5.1, FF-6.5.2, FF-6.5.3, FF-7.8.3: 2 damage moves P2's top 2 deck cards, in deck order, face up into the damage zone", function()
  setup(twin_comet_setup { deck = { "Quarry Bruiser", "Cinder Vanguard", "Stone Warden", "Gale Archer" } })
  act("Cast Twin Comet", 1)
  pass(2)
  local dmg = cards("damage", 2)
  assert(#dmg == 2 and count("deck", 2) == 2, "exactly 2 cards moved")
  assert(get(dmg[1], "name") == "Quarry Bruiser" and get(dmg[2], "name") == "Cinder Vanguard", "arrival order kept")
  assert(card_name(top("deck", 2)) == "Stone Warden", "the rest of the deck is untouched")
  assert(not is_face_down(dmg[1]) and not is_face_down(dmg[2]), "face up")
end)

test("FF-16.20, FF-3.1.3: 2 damage with 1 card in the deck: 1 card moves, the second point does nothing, P2 loses at the next check", function()
  setup(twin_comet_setup { deck = { "Quarry Bruiser" } })
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 1 and count("deck", 2) == 0)
  local r = result()
  assert(r.over and r.winners[1] == 1, tostring(r.reason))
  assert(r.reason:find("12.4.3", 1, true), r.reason)
end)

