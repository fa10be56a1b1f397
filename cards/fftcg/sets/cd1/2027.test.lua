-- Militia Pikeman: generic icon.
test("any number of Militia Pikemen: a fourth may be played (FF-7.7.3)", function()
  setup { p1 = { field = { "Militia Pikeman", "Militia Pikeman", "Militia Pikeman" }, hand = { "Militia Pikeman", "Quarry Bruiser" } } }
  act("Play Militia Pikeman", 1)
  pass(1)
  local n = 0
  for _, c in ipairs(characters(1)) do if card_name(c) == "Militia Pikeman" then n = n + 1 end end
  assert(n == 4, "four on the field after rule processes: " .. n)
end)
