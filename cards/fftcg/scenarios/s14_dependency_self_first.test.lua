-- FF-S14: dependency beats timestamp; layers beat timestamp; self first (FF-11.12.4.7, FF-11.12.4.12-13).
test("FF-S14a (FF-11.12.4.12-13): Oath Banner (t1) depends on Valor Song (t5): Scout has Brave and First Strike", function()
  setup { p1 = { field = { "Oath Banner", "Cinder Scout" }, hand = { "Valor Song", "Bold Sentry" } } }
  act("Cast Valor Song", 1)
  pass(2)
  local s = find("Cinder Scout", 1, "field")
  assert(has_kw(s, "brave") and has_kw(s, "first_strike"))
end)
test("FF-S14b (FF-11.12.4.6): Knight's Creed (t1), Dub (t9): L3 before L5: 7000", function()
  setup { p1 = { field = { "Knight's Creed", "Cinder Scout" }, hand = { "Dub", "Frost Lancer" } } }
  act("Cast Dub", 1)
  act("Discard Frost Lancer", 1)
  pass(2)
  assert(power(find("Cinder Scout", 1, "field")) == 7000)
end)
test("FF-S14c (FF-11.12.4.7): Withering Totem (t2), Mirror Knight (t8): self first: 6000, then 3000", function()
  setup { p1 = { field = { "Withering Totem" }, hand = { "Mirror Knight", "Frost Lancer" } } }
  act("Play Mirror Knight", 1)
  assert(power(find("Mirror Knight", 1, "field")) == 3000, "timestamp order would give 6000")
end)
