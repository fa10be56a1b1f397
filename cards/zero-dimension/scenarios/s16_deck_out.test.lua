-- ZD-S16: deck-out, and both players losing at once (seed L104, L107-108; ZD-1.3.2, ZD-1.6, ZD-12.3).

test("ZD-S16 (a) (ZD-1.3.2, ZD-6.4): P2 starts a turn with 0 cards in the deck and loses in the draw step; P1 wins", function()
  -- P2's start step, with one card left; P2 draws it with Quick Study, so the deck is empty at the draw step.
  setup { active = 2, step = "start", p2 = { hand = { "Quick Study" }, resource = { 1002 }, deck = { "Field Hand" } } }
  assert(decision().player == 2 and step() == "start")
  act("Use Quick Study", 2)
  pass(2)
  assert(count("deck", 2) == 0 and find("Field Hand", 2, "hand"))
  assert(step() == "start" and decision().player == 2)
  pass(2)                                    -- to the draw step
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P2 lost in the draw step: " .. tostring(r.reason))
  assert(r.reason ~= "")
end)

test("ZD-S16 (b) (ZD-12.3, ZD-1.6, ZD-1.6.1): Twin Flood with 1 card in each deck: both first draws succeed, both second draws fail at once: a draw", function()
  setup {
    p1 = { hand = { "Twin Flood" }, resource = { 1002, 1002 }, deck = { "Field Hand" } },
    p2 = { deck = { "Spear Warden" } },
  }
  act("Use Twin Flood", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local r = result()
  assert(r.over and r.draw and #r.winners == 0 and not r.error, "a draw: " .. tostring(r.reason))
  assert(find("Field Hand", 1, "hand") and find("Spear Warden", 2, "hand"), "both first draws succeeded")
  local lost = 0
  for _, l in ipairs(log_lines()) do if l:find("loses", 1, true) then lost = lost + 1 end end
  assert(lost == 2, "both players lost")
end)

test("ZD-S16 (c) (ZD-1.3.2, ZD-1.4): Census with 1 card in the deck: the first draw succeeds, the second makes P1 lose at once, mid-resolution", function()
  setup { p1 = { hand = { "Census" }, resource = { 1002, 1002 }, deck = { "Field Hand" } } }
  act("Use Census", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 2 and #r.winners == 1, tostring(r.reason))
  assert(find("Field Hand", 1, "hand"), "the first draw happened")
  assert(count("deck", 1) == 0)
end)
