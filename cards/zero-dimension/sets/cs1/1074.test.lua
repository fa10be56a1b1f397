-- Night Shade: 【During opponent's turn】 This card gets (DEF)+1000.
test("ZD-9.14: 2000/2000 in the opponent's turn, 2000/1000 in its controller's", function()
  setup { active = 2, p1 = { battle = { "Night Shade" } } }
  assert(def(find("Night Shade", 1, "battle")) == 2000)
  setup { p1 = { battle = { "Night Shade" } } }
  assert(def(find("Night Shade", 1, "battle")) == 1000)
end)
