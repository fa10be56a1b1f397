-- FF-S03: CP: element requirement and excess of 2 (FF-11.4.6.1, FF-16.3).
test("FF-S03 (FF-11.4.6.1, FF-16.3): Scout (2) with I1 and F1 in hand: only F1 is a legal payment", function()
  setup { p1 = { hand = { "Cinder Scout", "Frost Lancer", "Cinder Vanguard" } } }
  act("Play Cinder Scout", 1)
  -- I1 alone has no Fire CP; I1 + F1 has an excess of 2 (F1 alone covers): neither is offered
  assert(find("Cinder Vanguard", 1, "break"), "paid with F1, no excess")
  assert(find("Frost Lancer", 1, "hand"), "I1 was never used")
end)
test("FF-S03: with only I1, Cinder Scout cannot be paid and is not offered", function()
  setup { p1 = { hand = { "Cinder Scout", "Frost Lancer" } } }
  assert(not has_option("Play Cinder Scout"))
end)
