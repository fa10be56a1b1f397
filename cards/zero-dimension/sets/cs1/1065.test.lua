-- Forge Fires: 【During my turn】 Characters you control get (ATK)+500.
test("ZD-9.14: +500 during its controller's turn only", function()
  setup { p1 = { battle = { "Sky Monk" }, event = { "Forge Fires" } }, p2 = { battle = { "Sky Monk" } } }
  assert(atk(find("Sky Monk", 1, "battle")) == 2500 and atk(find("Sky Monk", 2, "battle")) == 2000)
  setup { active = 2, p1 = { battle = { "Sky Monk" }, event = { "Forge Fires" } } }
  assert(atk(find("Sky Monk", 1, "battle")) == 2000)
end)
