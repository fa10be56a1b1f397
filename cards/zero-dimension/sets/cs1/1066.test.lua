-- Sun Lancer: 【During my turn】 This card gets (ATK)+1000.
test("ZD-9.14: 2500/1500 in its controller's turn, 1500/1500 in the opponent's", function()
  setup { p1 = { battle = { "Sun Lancer" } } }
  local s = find("Sun Lancer", 1, "battle")
  assert(atk(s) == 2500 and def(s) == 1500)
  setup { active = 2, p1 = { battle = { "Sun Lancer" } } }
  assert(atk(find("Sun Lancer", 1, "battle")) == 1500)
end)
