-- Coverage: priority and the chain (ZD §8), triggers (ZD §9), using cards and costs (ZD §7).

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-8.1, ZD-8.3, ZD-8.13, ZD-12.27: one player holds priority at a time; an instant answers a link, and any link may answer any link", function()
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Quick Study", "Surge" }, resource = { 1001, 1001 }, deck = { 1001, 1001 } },
    p2 = { hand = { "Spark" }, resource = { 1001 } },
  }
  local monk = find("Sky Monk", 1, "battle")
  act("Use Quick Study", 1)
  pay_any()
  assert(decision().player == 1 and chain_size() == 1)
  pass(1)
  assert(decision().player == 2, "priority passed to P2 alone")
  act("Use Spark", 2)                       -- responding: a link on a non-empty chain
  pay_any()
  assert(chain_size() == 2 and chain_link(2).controller == 2)
  assert(decision().player == 1 and has_option("Use Surge"), "P1 may answer P2's link")
  act("Use Surge", 1)
  pay_any()
  assert(chain_size() == 3)
  pass(2)
  assert(chain_size() == 0 and exists(monk) and var(monk, "damage") == 1000 and atk(monk) == 3000)
end)

test("ZD-7.2.2, ZD-8.12, ZD-12.28: a character on the chain can be answered; its deployment cannot; its on-deploy trigger then starts an answerable chain", function()
  setup {
    p1 = { hand = { "Bell Herald" }, resource = { 1002, 1002 }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Quick Study", "Spark" }, resource = { 1001, 1001 }, deck = { 1001, 1001 } },
  }
  act("Use Bell Herald", 1)
  pay_any()
  assert(zone_of(chain_link(1).source) == "chain")
  pass(1)
  assert(decision().player == 2 and has_option("Use Quick Study"), "the character on the chain can be answered")
  pass(1)
  -- deployed with no window: the next decision already has the trigger on the chain
  local herald = find("Bell Herald", 1, "battle")
  assert(herald and chain_size() == 1 and chain_link(1).label:find("Bell Herald", 1, true))
  assert(decision().player == 1 and decision().kind == "priority")
  pass(1)
  assert(decision().player == 2 and has_option("Use Spark"), "the trigger can be answered")
  act("Use Spark", 2)
  pay_any()
  pass(2)
  assert(not exists(herald) and find("Field Hand", 1, "hand"), "the trigger resolved though its card was destroyed")
end)

test("ZD-9.13, ZD-8.11, ZD-12.2, ZD-8.10.3: a trigger whose card has left still resolves, controlled by the card's last controller", function()
  setup {
    p1 = { battle = { "Glass Golem" }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local h = count("hand", 1)
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  pass(2)
  assert(find("Glass Golem", 1, "rest") and chain_size() == 1)
  assert(chain_link(1).controller == 1, "P1's trigger, though P2's Shatter destroyed it")
  pass(2)
  assert(count("hand", 1) == h + 1 and find("Field Hand", 1, "hand"))
end)

test("ZD-9.1: a trigger fires once per occurrence for every matching card", function()
  setup {
    step = "start",
    p1 = { battle = { "War Drummer", "Sky Monk" }, event = { "Morning Bell" }, deck = { 1001, 1001, 1001 } },
    p2 = { deck = { 1001, 1001, 1001 } },
  }
  while decision().kind ~= "priority" do
    if has_option("Sky Monk") then act("Sky Monk", 1) else answer(1) end
  end
  assert(chain_size() == 2, "Morning Bell and War Drummer each triggered once: " .. chain_size())
  local h1, h2 = count("hand", 1), count("hand", 2)
  pass(2)
  assert(chain_size() == 0 and count("hand", 1) == h1 + 1 and count("hand", 2) == h2 + 1)
  assert(atk(find("Sky Monk", 1, "battle")) == 3000)
end)

test("ZD-7.2: while its cost is paid the card is already on the chain; a use that cannot be completed is never offered", function()
  setup { p1 = { hand = { "Sky Monk", "Shatter", "Iron Staff" }, resource = { 1007, 1007, 1007 } } }
  assert(not has_option("Use Shatter"), "no target character: Shatter cannot be used")
  assert(not has_option("Use Iron Staff"), "no character to equip")
  act("Use Sky Monk", 1)
  assert(decision().prompt:find("Tap a resource", 1, true))
  local on_chain = cards("chain")
  assert(#on_chain == 1 and card_name(on_chain[1]) == "Sky Monk" and not find("Sky Monk", 1, "hand"), "moved to the chain before paying")
  pay_any()
  assert(chain_size() == 1)
end)

test("ZD-3.3.1: a cost is paid only with the player's own untapped resources", function()
  setup { p1 = { hand = { "Field Hand" }, resource = { { 1003, tapped = true } } }, p2 = { resource = { 1003, 1003 } } }
  assert(not has_option("Use Field Hand"), "P2's resources do not pay for P1; P1's only one is tapped")
  setup { p1 = { hand = { "Field Hand" }, resource = { { 1003, tapped = true }, 1003 } } }
  act("Use Field Hand", 1)
  pay_any()
  for _, r in ipairs(cards("resource", 1)) do assert(is_tapped(r)) end
end)

test("ZD-7.5.3, ZD-3.3.5: payability is a plain count per colour; cells may mix colours", function()
  setup { p1 = { resource = { 1001, 1001, 1003 } } }           -- red, red, green
  assert(can_pay(1, 3, "RRG"), "R R G pays RRG")
  assert(not can_pay(1, 3, "RGG"), "one green cannot pay two green cells")
  assert(not can_pay(1, 4, "RRG"), "three resources cannot pay 4")
  local total, cells = apply_cost_mods(3, "RRG", { { amount = -1, colour = "R" } })
  assert(total == 2 and cells == "RG", total .. " " .. cells)
end)

test("ZD-7.5.1, ZD-7.6, ZD-7.6.1: an activated effect is paid with the tap symbol, goes on the chain and leaves its card in play; nothing but its cost limits its uses", function()
  setup { p1 = { battle = { "Raw Recruit", "Pendulum Monk", "Sky Monk" } } }
  local rr, monk = find("Raw Recruit", 1, "battle"), find("Sky Monk", 1, "battle")
  act("Activate Raw Recruit", 1)
  while decision().kind ~= "priority" do act("Sky Monk", 1) end
  assert(find("Raw Recruit", 1, "battle"), "the card stays")
  -- Pendulum Monk's trigger untapped it: it may pay (tap) again
  pass(2)
  assert(not is_tapped(rr))
  assert(has_option("Activate Raw Recruit"), "no built-in limit per turn")
  act("Activate Raw Recruit", 1)
  while decision().kind ~= "priority" do act("Sky Monk", 1) end
  pass(2)
  assert(atk(monk) == 3000, "two activations: +1000, got " .. atk(monk))
end)

test("ZD-7.3.4, ZD-12.28: an equipment resolves by attaching into the character's battle zone; no window between, and it is deployed", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Iron Staff" }, resource = { 1007, 1007 } } }
  local monk = find("Sky Monk", 1, "battle")
  act("Use Iron Staff", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local staff = find("Iron Staff", 1, "battle")
  assert(staff and var(staff, "attached") == monk and atk(monk) == 4000)
  assert(chain_size() == 0 and decision().player == 1)
end)

test("ZD-7.7.2, ZD-4.10.1, ZD-4.10.3, ZD-7.7.1: an event works from the event zone; it is never tapped", function()
  setup { p1 = { battle = { "Sky Monk" }, event = { "Siege Camp" } }, p2 = { hand = { "Tilt" } } }
  local camp, monk = find("Siege Camp", 1, "event"), find("Sky Monk", 1, "battle")
  assert(atk(monk) == 2500)
  pass(1)
  act("Use Tilt", 2)
  local d = decision()
  local offered = false
  for _, o in ipairs(d.options or {}) do if o:find("Siege Camp", 1, true) then offered = true end end
  assert(offered, "the event zone is part of the battle zone: Tilt may choose the event")
  act("Siege Camp", 2)
  pass(2)
  assert(not is_tapped(camp) and atk(monk) == 2500)
end)

test("ZD-8.10.1: a trigger from paying a cost goes on right after the cost, above the link, before anyone gets priority", function()
  setup { p1 = { battle = { "Harbor Scout", { "Rope Courier", vars = { level = 2 } } }, deck = { "Field Hand", "Deck Hand" } } }
  act("Activate Harbor Scout", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(find("Rope Courier", 1, "rest") and find("Harbor Scout", 1, "rest"), "both scrapped as the cost")
  assert(chain_size() == 2, "link and trigger: " .. chain_size())
  assert(chain_link(1).label:find("Harbor Scout", 1, true) and chain_link(2).label:find("Rope Courier", 1, true))
  assert(decision().player == 1)
end)

test("ZD-7.3.9: equipment goes only on characters: Iron Staff is offered the character, never the equipment or the event", function()
  setup {
    p1 = { battle = { { "Sky Monk", ref = "m" }, { "Cloud Board", vars = { attached = "@m" } }, "Spear Warden" }, event = { "Siege Camp" },
           hand = { "Iron Staff" }, resource = { 1007, 1007 } },
  }
  act("Use Iron Staff", 1)
  pay_any()
  local d = decision()
  assert(d.kind ~= "priority" and #d.options == 2, "two characters: " .. #(d.options or {}))
  for _, o in ipairs(d.options) do assert(not o:find("Cloud Board", 1, true) and not o:find("Siege Camp", 1, true), o) end
end)
