-- Grove Healer: 【My turn end】 If you have fewer life cards than your opponent, recover 1.
test("ZD-12.19: 2 life against 3: the top deck card goes face down onto the life zone", function()
  setup { step = "end", p1 = { battle = { "Grove Healer" }, life = { 1001, 1001 }, deck = { 1003, 1001 } },
          p2 = { life = { 1001, 1001, 1001 } } }
  pass(2)
  assert(count("life", 1) == 3 and count("deck", 1) == 1 and is_face_down(top("life", 1)))
  assert(card_id(top("life", 1)) == 1003)
end)

test("equal life: nothing", function()
  setup { step = "end", p1 = { battle = { "Grove Healer" }, life = { 1001 } }, p2 = { life = { 1001 } } }
  pass(2)
  assert(count("life", 1) == 1)
end)
