-- Glacier Sentinel: enters: dull and freeze 1 opposing Forward.
test("the opposing Forward is dulled and frozen; it stays dull in its next active phase (FF-15.2.4)", function()
  setup { p1 = { hand = { "Glacier Sentinel", "Frost Lancer", "Rime Duelist", "Frost Snare" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Play Glacier Sentinel", 1)
  -- 5 Ice: the three Ice discards (6 CP, excess 1) are the only legal payment
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(is_tapped(b) and var(b, "frozen") == 1)
end)
