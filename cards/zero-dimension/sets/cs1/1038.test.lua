-- Shrine Keeper: While a card whose original attributes include «Temple» is in your resource zone,
-- this card gets (ATK)+1000.
test("ZD-S23, ZD-4.8.6: a face-up Temple Sage resource: 2000; turned face down: 1000", function()
  setup { p1 = { battle = { "Shrine Keeper", "Temple Acolyte" },
                 resource = { { "Temple Sage", ref = "sage" }, { "Temple Acolyte", face_down = true } } } }
  local k = find("Shrine Keeper", 1, "battle")
  assert(atk(k) == 2000)
  set_face_down(find("Temple Sage", 1, "resource"), true)
  assert(atk(k) == 1000, "face-down resources never count")
end)
