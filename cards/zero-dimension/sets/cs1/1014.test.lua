-- Quick Study: Draw 1 card.
test("ZD-7.4.2: instant: usable in the opponent's turn; draws 1", function()
  setup { active = 2, p1 = { hand = { "Quick Study" }, resource = { 1002 } } }
  local hand = count("hand", 1)
  pass(1)                        -- P2 (AP) passes: P1 has priority
  act("Use Quick Study", 1)
  pass(2)
  assert(count("hand", 1) == hand, "used 1, drew 1")
  assert(find("Quick Study", 1, "rest"))
end)
