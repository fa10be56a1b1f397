-- ZD-S12: simultaneous choices and the APNAP order (seed L112-115, L148; ZD-1.11, ZD-8.10, ZD-8.9.2).

local function option_index(label)
  for i, l in ipairs(decision().options) do if l == label then return i end end
  error("no option " .. label)
end

test("ZD-S12 (ZD-1.11, ZD-8.10, ZD-8.9.2, ZD-9.15 on_scrapped): Mutual Ruin: P1 chooses, then P2; both Echo Wisps scrapped at once; P2's draw resolves first", function()
  setup {
    p1 = { battle = { "Echo Wisp", "Field Hand" }, hand = { "Mutual Ruin" }, resource = { 1001, 1001, 1001 },
           deck = { "Sky Monk", 1001 } },
    p2 = { battle = { "Echo Wisp", "Field Hand" }, deck = { "Spear Warden", 1001 } },
  }
  local w1, w2 = find("Echo Wisp", 1, "battle"), find("Echo Wisp", 2, "battle")
  local h1, h2 = count("hand", 1), count("hand", 2)
  act("Use Mutual Ruin", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  -- 1. P1 chooses first ...
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "P1 (the AP) chooses first")
  answer(option_index(describe(w1)))
  -- ... then P2; nothing has been scrapped yet
  d = decision()
  assert(d.player == 2, "then P2")
  assert(exists(w1), "P1's choice waits for P2's: all happen at the same time")
  answer(option_index(describe(w2)))
  -- 2. both scrapped; both effects triggered
  assert(not exists(w1) and not exists(w2))
  assert(find("Echo Wisp", 1, "rest") and find("Echo Wisp", 2, "rest"))
  assert(find("Field Hand", 1, "battle") and find("Field Hand", 2, "battle"))
  -- 3. a new chain: P1's pushed first (link 1), P2's on top (link 2)
  assert(chain_size() == 2)
  assert(chain_link(1).controller == 1 and chain_link(2).controller == 2)
  assert(decision().player == 1 and decision().kind == "priority")
  -- 4. both pass: P2 draws first, then P1
  pass(2)
  assert(chain_size() == 0)
  assert(count("hand", 1) == h1 - 1 + 1 and count("hand", 2) == h2 + 1)
  local p1_at, p2_at
  for i, l in ipairs(log_lines()) do
    if l:find("P1 draws", 1, true) then p1_at = i end
    if l:find("P2 draws", 1, true) then p2_at = i end
  end
  assert(p1_at and p2_at and p2_at < p1_at, "P2 drew first")
end)

test("ZD-S12 (ZD-1.11): simultaneity: the scrapping happens once both have chosen (log order)", function()
  setup {
    p1 = { battle = { "Echo Wisp", "Field Hand" }, hand = { "Mutual Ruin" }, resource = { 1001, 1001, 1001 } },
    p2 = { battle = { "Echo Wisp", "Field Hand" } },
  }
  act("Use Mutual Ruin", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  act("Field Hand", 1)
  assert(find("Field Hand", 1, "battle"), "still there while P2 chooses")
  act("Field Hand", 2)
  assert(find("Field Hand", 1, "rest") and find("Field Hand", 2, "rest"))
  assert(chain_size() == 0, "Field Hands have no scrap trigger")
end)
