-- Coverage: turn structure (ZD §6), setup offsets (ZD §5) and the hand limit.

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-6.2, ZD-6.1.2, ZD-7.3.8, ZD-1.18, ZD-12.29: the reset step untaps the AP's characters, equipment and resources with no priority; the NAP's cards stay tapped", function()
  setup {
    step = "reset",
    p1 = { battle = { { "Sky Monk", tapped = true, ref = "m" }, { "Iron Staff", tapped = true, vars = { attached = "@m" } } },
           resource = { { 1001, tapped = true }, { 1002, tapped = true } } },
    p2 = { battle = { { "Gate Guard", tapped = true } }, resource = { { 1001, tapped = true } } },
  }
  -- no decision was offered in the reset step: the first one is the start step's priority
  assert(step() == "start" and decision().player == 1 and decision().kind == "priority", "reset has no priority, got " .. step())
  assert(not is_tapped(find("Sky Monk", 1, "battle")), "character untapped")
  assert(not is_tapped(find("Iron Staff", 1, "battle")), "equipment untapped")
  for _, r in ipairs(cards("resource", 1)) do assert(not is_tapped(r), "resource untapped") end
  assert(is_tapped(find("Gate Guard", 2, "battle")), "the NAP's character stays tapped")
  assert(is_tapped(cards("resource", 2)[1]), "the NAP's resource stays tapped")
end)

test("ZD-6.3, ZD-9.11, ZD-8.10: start-step triggers: the AP's go on first, the NAP's on top; then the AP gets priority", function()
  setup {
    step = "start",
    p1 = { battle = { "War Drummer", "Sky Monk" } },
    p2 = { battle = { "Hex Crow", "Gate Guard" } },
  }
  -- War Drummer (P1, my turn start) and Hex Crow (P2, opponent's turn start) both trigger; targets are asked as they go on
  while decision().kind ~= "priority" do
    local d = decision()
    if d.player == 1 then act("Sky Monk", 1) else act("Sky Monk", 2) end
  end
  assert(step() == "start" and chain_size() == 2)
  assert(chain_link(1).controller == 1 and chain_link(1).label:find("War Drummer", 1, true), "AP's trigger first (bottom)")
  assert(chain_link(2).controller == 2 and chain_link(2).label:find("Hex Crow", 1, true), "NAP's trigger on top")
  assert(decision().player == 1, "the AP gets priority")
  pass(2)
  local monk = find("Sky Monk", 1, "battle")
  assert(atk(monk) == 2000, "+1000 and -1000: " .. atk(monk))
  assert(chain_size() == 0 and step() == "start")
end)

test("ZD-5.6, ZD-6.4, ZD-6.1: the first player skips the draw on turn 1; on a later turn the draw happens before priority", function()
  setup { turn = 1, step = "start", p1 = { deck = { "Field Hand", 1001 } } }
  local h = count("hand", 1)
  pass(2)
  assert(step() == "draw" and decision().kind == "priority")
  assert(count("hand", 1) == h and count("deck", 1) == 2, "no draw on the first player's first turn")
  setup { turn = 3, step = "start", p1 = { deck = { "Field Hand", 1001 } } }
  h = count("hand", 1)
  pass(2)
  assert(step() == "draw" and decision().player == 1 and decision().kind == "priority")
  assert(count("hand", 1) == h + 1 and find("Field Hand", 1, "hand"), "the draw came first, as an automatic action")
  assert(chain_size() == 0, "no chain")
end)

test("ZD-5.6: with first_player_draws = 1 the first player draws on turn 1", function()
  setup { turn = 1, step = "start", params = { first_player_draws = 1 }, p1 = { deck = { "Field Hand", 1001 } } }
  local h = count("hand", 1)
  pass(2)
  assert(step() == "draw" and count("hand", 1) == h + 1)
end)

test("ZD-6.6, ZD-6.7, ZD-6.1.1: with priority and an empty chain the AP may use a card, level up or start a battle; two passes end the action phase", function()
  setup {
    p1 = { battle = { "Raider", "Rope Courier" }, hand = { "Sky Monk", "Rope Courier", "Quick Study" }, resource = { 1007, 1007, 1007 } },
    p2 = { life = { 1001 } },
  }
  assert(step() == "action" and decision().player == 1)
  assert(has_option("Use Sky Monk"), "use a character")
  assert(has_option("Use Quick Study"), "use a tactic")
  assert(has_option("Level up Rope Courier"), "level up")
  assert(has_option("Initiate a battle"), "start a battle")
  act("Use Quick Study", 1)
  pay_any()
  assert(chain_size() == 1 and decision().player == 1)
  assert(not has_option("Use Sky Monk") and not has_option("Initiate a battle") and not has_option("Level up"),
         "with a link on the chain only instant actions remain")
  pass(2)
  assert(step() == "action" and chain_size() == 0)
  pass(1)
  assert(step() == "action" and decision().player == 2, "one pass does not end the phase")
  pass(1)
  assert(step() == "end", "two passes in a row with the chain empty end the action phase")
end)

test("ZD-6.8: the NAP with priority may use instant tactics and activate effects, but not characters or normal tactics", function()
  setup {
    p1 = { battle = { "Sky Monk" } },
    p2 = { battle = { "Raw Recruit" }, hand = { "Field Hand", "Census", "Quick Study" }, resource = { 1001, 1001, 1001 } },
  }
  pass(1)
  assert(decision().player == 2)
  assert(has_option("Use Quick Study") and has_option("Activate Raw Recruit"))
  assert(not has_option("Use Field Hand") and not has_option("Use Census") and not has_option("Initiate a battle"))
end)

test("ZD-7.1.1: the AP may use several characters in one turn", function()
  setup { p1 = { hand = { "Field Hand", "Ember Pike", "Pebble Sprite" }, resource = { 1003, 1003, 1003 } } }
  for _, n in ipairs({ "Field Hand", "Ember Pike", "Pebble Sprite" }) do
    act("Use " .. n, 1)
    pay_any()
    pass(2)
    assert(find(n, 1, "battle"), n .. " deployed")
  end
  assert(count("battle", 1) == 3)
end)

test("ZD-4.7.1, ZD-6.12: the hand limit applies only in the discard step; hand_limit = 8 lets P1 keep 8", function()
  setup { p1 = { hand = { 1001, 1001, 1001, 1001, 1001, 1001, 1001, 1001 } } }
  assert(count("hand", 1) == 8, "8 cards in the action phase are allowed")
  pass(2)
  assert(step() == "end" and count("hand", 1) == 8, "still 8 in the end step")
  pass(2)
  assert(step() == "discard" and decision().player == 1 and decision().kind ~= "priority")
  answer(1); answer(1)
  assert(count("hand", 1) == 6)
  setup { params = { hand_limit = 8 }, p1 = { hand = { 1001, 1001, 1001, 1001, 1001, 1001, 1001, 1001 } }, p2 = { deck = { 1001, 1001 } } }
  pass(2); pass(2)
  assert(count("hand", 1) == 8 and active_player() == 2, "no discard under a limit of 8")
end)
