-- ZD-S23: what a resource is (seed L177-185; ZD-4.8, ZD-9.2).

local function temple_game(hand, extra_down)
  local res = { { "Temple Sage", ref = "sage" }, { "Temple Acolyte", face_down = true, ref = "down" } }
  if extra_down then res[#res + 1] = { "Temple Acolyte", face_down = true } end
  return setup { p1 = { battle = { "Shrine Keeper", "Temple Acolyte" }, resource = res, hand = hand } }
end

test("ZD-S23 (ZD-4.8.2, ZD-4.8.6, ZD-9.2, ZD-12.31): Shrine Keeper reads 2000 thanks to the face-up Temple Sage; the Sage's own effect does not work from the resource zone", function()
  local refs = temple_game({})
  local keeper = find("Shrine Keeper", 1, "battle")
  local acolyte = find("Temple Acolyte", 1, "battle")
  assert(atk(keeper) == 2000, "original attribute «Temple» of a face-up resource")
  assert(atk(acolyte) == 1000 and def(acolyte) == 1000, "no +500/+500 from the resource zone")
  assert(#abilities(refs.sage) == 0 or not ability_works(refs.sage, abilities(refs.sage)[1]))
end)

test("ZD-S23 (ZD-4.8.4, ZD-4.8.6): with the Sage turned face down too, Shrine Keeper reads 1000", function()
  local refs = temple_game({})
  local keeper = find("Shrine Keeper", 1, "battle")
  -- No CS1 card turns a resource face down: set_face_down stands for "an effect".
  set_face_down(refs.sage, true)
  assert(is_face_down(refs.sage) and is_face_down(refs.down))
  assert(atk(keeper) == 1000, "face-down resources never satisfy 'original ...' conditions")
  assert(not has_original(refs.down, "attributes", "Temple"), "printed «Temple», but face down")
end)

test("ZD-S23 (ZD-4.8.3, ZD-4.8.4, ZD-7.5): face-down resources pay only colourless parts", function()
  -- Ambush Lily is 3 (W). With the face-up (white) Temple Sage and 2 face-down cards it can be paid ...
  setup { p1 = { hand = { "Ambush Lily" },
                 resource = { "Temple Sage", { "Temple Acolyte", face_down = true }, { "Temple Acolyte", face_down = true } } } }
  assert(has_option("Use Ambush Lily"), "the face-up white Sage pays the W cell")
  act("Use Ambush Lily", 1)
  while decision().kind ~= "priority" do answer(1) end
  local sage = find("Temple Sage", 1, "resource")
  assert(is_tapped(sage), "the Sage paid the white cell")
  -- ... but with the Sage face down as well, 4 printed-white resources cannot pay it.
  setup { p1 = { hand = { "Ambush Lily" },
                 resource = { { "Temple Sage", face_down = true }, { "Temple Acolyte", face_down = true },
                              { "Temple Acolyte", face_down = true }, { "Temple Acolyte", face_down = true } } } }
  assert(count("resource", 1) == 4)
  assert(not has_option("Use Ambush Lily"), "face-down resources have no colour")
end)

test("ZD-S23 (ZD-4.8.4): all face down, a cost with no cells is paid", function()
  setup { p1 = { hand = { "Census" }, resource = { { "Temple Acolyte", face_down = true }, { "Temple Sage", face_down = true } } } }
  assert(has_option("Use Census"))
  act("Use Census", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 1)
end)
