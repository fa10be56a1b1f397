-- Coverage: zones (ZD §4), tapped state (ZD-1.17), levels outside play (ZD-3.18), new objects (ZD-4.4).

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-4.1: each player has a deck, life zone, hand, resource zone, battle zone, event zone, rest area and removed zone; the chain is shared", function()
  setup {
    p1 = { deck = { 1001 }, life = { 1001 }, hand = { 1001 }, resource = { 1001 }, battle = { "Sky Monk" },
           event = { "Siege Camp" }, rest = { 1001 }, removed = { 1001 } },
    p2 = { hand = { "Quick Study" }, resource = { 1001 } },
  }
  for _, z in ipairs({ "deck", "life", "hand", "resource", "battle", "event", "rest", "removed" }) do
    assert(count(z, 1) == 1, z .. " holds the card put there")
  end
  pass(1)
  act("Use Quick Study", 2)
  pay_any()
  local c = cards("chain")[1]
  local z, p = zone_of(c)
  assert(z == "chain" and #cards("chain") == 1, "one shared chain")
end)

test("ZD-4.5.1, ZD-4.6.1, ZD-4.6.6: deck and life cards are face down", function()
  setup { p1 = { deck = { 1001, 1002 }, life = { "Ambush Lily", 1001 } } }
  for _, c in ipairs(cards("deck", 1)) do assert(is_face_down(c), "deck card face down") end
  for _, c in ipairs(cards("life", 1)) do assert(is_face_down(c), "life card face down") end
end)

test("ZD-4.6.5, ZD-4.3: life cards leave from the top, one at a time, in the pile's order", function()
  setup { p1 = { battle = { "Siege Titan" } }, p2 = { life = { "Field Hand", "Spear Warden", "Sky Monk", "Bell Herald" } } }
  local order = {}
  for _, c in ipairs(cards("life", 2)) do order[#order + 1] = card_name(c) end
  assert(card_name(top("life", 2)) == "Bell Herald", "the last listed is on top")
  act("Initiate a battle", 1)
  pass(2); pass(2)
  local flipped = {}
  for _, l in ipairs(log_lines()) do
    local n = l:match("^P2's life card (.-)#?%d* is flipped")
    if n then flipped[#flipped + 1] = n end
  end
  assert(#flipped == 3, "three flips: " .. #flipped)
  assert(flipped[1]:find("Bell Herald", 1, true) and flipped[2]:find("Sky Monk", 1, true) and flipped[3]:find("Spear Warden", 1, true),
         table.concat(flipped, ", "))
  assert(card_name(top("life", 2)) == "Field Hand" and count("life", 2) == 1)
end)

test("ZD-4.7, ZD-4.7.2, ZD-4.7.3: a player sees their own hand; the opponent sees only that a choice from it is made", function()
  setup { p1 = { hand = { "Sky Monk", "Raider", 1001, 1001, 1001, 1001, 1001 } } }
  pass(2); pass(2)
  assert(step() == "discard")
  local mine, theirs = decision_view(1), decision_view(2)
  local named = false
  for _, o in ipairs(mine.options) do if o:find("Sky Monk", 1, true) then named = true end end
  assert(named and #mine.options == 7, "P1 reads the cards in hand")
  assert(theirs.player == 1 and theirs.options == nil, "P2 does not see P1's hand")
  assert(count("hand", 1) == 7, "the count is public")
end)

test("ZD-4.8.7, ZD-4.8.4: a player may look at their own face-down resources; the opponent may not", function()
  setup { p1 = { hand = { "Sky Monk" }, resource = { 1007, { 1036, face_down = true }, 1007 } } }
  act("Use Sky Monk", 1)
  local mine, theirs = decision_view(1), decision_view(2)
  local seen = false
  for _, o in ipairs(mine.options) do if o:find("Temple Acolyte", 1, true) then seen = true end end
  assert(seen, "P1 reads its face-down Temple Acolyte: " .. table.concat(mine.options, "; "))
  assert(theirs.options == nil, "P2 does not")
end)

test("ZD-1.17, ZD-4.9, ZD-4.9.1, ZD-4.9.2: cards enter the battle zone and the resource zone untapped; a deployed card sets off on-deploy effects", function()
  setup { step = "resource", p1 = { hand = { "Field Hand", "Bell Herald" }, resource = { 1002, 1002 }, deck = { 1001, 1001 } } }
  act("Field Hand", 1)
  local r = find("Field Hand", 1, "resource")
  assert(r and not is_tapped(r) and not is_face_down(r))
  for _ = 1, 4 do if step() == "action" then break end; pass(2) end
  assert(step() == "action")
  act("Use Bell Herald", 1)
  pay_any()
  pass(2)
  local h = find("Bell Herald", 1, "battle")
  assert(h and not is_tapped(h), "deployed untapped")
  assert(chain_size() == 1, "deploying set off 【On deploy】")
end)

test("ZD-4.9.4: the battle zone has no capacity", function()
  setup {
    p1 = { battle = { "Sky Monk", "Raider", "Field Hand", "Spear Warden", "Glass Golem", "Gate Guard", "Pebble Sprite", "Deck Hand" },
           hand = { "Stone Sentinel" }, resource = { 1001, 1001 } },
  }
  act("Use Stone Sentinel", 1)
  pay_any()
  pass(2)
  assert(count("battle", 1) == 9 and find("Stone Sentinel", 1, "battle"))
end)

test("ZD-4.4, ZD-4.9.3, ZD-11.12.1, ZD-3.18: a card that changes zones is a new object: damage and level clear; a card outside the battle zone is level 1", function()
  setup {
    p1 = { battle = { { "Sky Monk", ref = "m", vars = { damage = 1000, level = 2 } }, { "Homeward Charm", vars = { attached = "@m" } } },
           resource = { 1007, 1007, 1007 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local old = find("Sky Monk", 1, "battle")
  assert(var(old, "damage") == 1000 and level(old) == 2)
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  pass(2)
  local inhand = find("Sky Monk", 1, "hand")
  assert(inhand and not exists(old), "returned to the hand as a new object")
  assert(level(inhand) == 1 and var(inhand, "damage") == 0, "no level or damage in the hand")
  act("Use Sky Monk", 1)
  pay_any()
  pass(2)
  local new = find("Sky Monk", 1, "battle")
  assert(new and new ~= old and level(new) == 1 and var(new, "damage") == 0 and var(new, "deployed") == turn())
end)

test("ZD-4.11, ZD-4.2, ZD-12.9: used tactics, discarded and destroyed cards go to their owner's rest area", function()
  setup {
    p1 = { battle = { "Glass Golem" }, hand = { 1001, 1001, 1001, 1001, 1001, 1001, 1001 }, deck = { 1001, 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  pass(2)
  assert(find("Glass Golem", 1, "rest") and find("Shatter", 2, "rest"), "destroyed card and used tactic each to its owner's rest area")
  pass(2)
  pass(2); pass(2)
  while step() == "discard" and decision().kind ~= "priority" do answer(1) end
  assert(count("hand", 1) == 6 and count("rest", 1) == 3, "discards from the hand to P1's rest area: " .. count("rest", 1))
end)
