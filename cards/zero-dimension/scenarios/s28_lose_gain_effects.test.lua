-- ZD-S28: losing and gaining effects and attributes (seed L247-250, L255-257, L334-335; ZD-11.5, ZD-11.6, ZD-11.3).

local function knight_game()
  local refs = setup {
    active = 2,
    p1 = { battle = { { "Bright Knight", ref = "knight" }, { "Iron Staff", ref = "staff", vars = { attached = "@knight" } } },
           event = { "Banner Hall" }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Silence", "Null Gear", "Shatter" }, resource = { 1024, 1024, 1001, 1001 } },
  }
  return refs.knight, refs.staff
end

local function p2_uses(name, target)
  act("Use " .. name, 2)
  while decision().prompt:find("Tap a resource", 1, true) do answer(1) end
  if decision().kind ~= "priority" then act(target, 2) end
  pass(2)
end

test("ZD-S28 (a) (ZD-11.6, ZD-3.7, ZD-3.10, L257, L334): Bright Knight with Iron Staff and Banner Hall reads 5000/2500; Silence removes only its printed +1000: 4000/2500", function()
  local knight = knight_game()
  assert(atk(knight) == 5000 and def(knight) == 2500, atk(knight) .. "/" .. def(knight))
  p2_uses("Silence", "Bright Knight")
  assert(atk(knight) == 4000 and def(knight) == 2500, atk(knight) .. "/" .. def(knight))
end)

test("ZD-S28 (b) (ZD-11.6, ZD-3.10, L334-335): Null Gear on Iron Staff negates its 【On destroy】 but keeps its +2000 bonus", function()
  local knight, staff = knight_game()
  p2_uses("Null Gear", "Iron Staff")
  assert(atk(knight) == 5000, "the bonus is not an effect")
  -- the negated 【On destroy】: the Staff is destroyed with the Knight and draws nothing
  local h1 = count("hand", 1)
  p2_uses("Shatter", "Bright Knight")
  assert(not exists(knight) and not exists(staff) and find("Iron Staff", 1, "rest"))
  assert(chain_size() == 0 and count("hand", 1) == h1, "its 【On destroy】 was negated")
end)

test("ZD-S28 (b) control (ZD-7.3.6, ZD-9.6): without Null Gear the Staff's 【On destroy】 draws", function()
  local knight, staff = knight_game()
  local h1 = count("hand", 1)
  p2_uses("Shatter", "Bright Knight")
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == h1 + 1)
end)

local function temple_game()
  local refs = setup {
    active = 2,
    p1 = { battle = { { "Temple Acolyte", ref = "acolyte" }, "Temple Sage" } },
    p2 = { hand = { "Storm Rite", "Storm Oath" }, resource = { 1002 } },
  }
  return refs.acolyte
end

local function temple_and_storm(c) return has(c, "attributes", "Temple") and has(c, "attributes", "Storm") end
local function temple_or_storm(c) return has(c, "attributes", "Temple") or has(c, "attributes", "Storm") end

test("ZD-S28 (c) (ZD-3.6, ZD-11.5, L247): Storm Rite: Temple Acolyte gains «Storm», keeps «Temple», reads 1500/1500 and matches both «Temple»«Storm» and «Temple» or «Storm»", function()
  local acolyte = temple_game()
  assert(atk(acolyte) == 1500 and def(acolyte) == 1500)
  p2_uses("Storm Rite", "Temple Acolyte")
  assert(has(acolyte, "attributes", "Temple") and has(acolyte, "attributes", "Storm"))
  assert(#get(acolyte, "attributes") == 2)
  assert(atk(acolyte) == 1500 and def(acolyte) == 1500)
  assert(temple_and_storm(acolyte) and temple_or_storm(acolyte))
end)

test("ZD-S28 (c) (ZD-3.6, ZD-11.5, L248): Storm Oath: Temple Acolyte's attributes become only «Storm»: 1000/1000, no longer «Temple»", function()
  local acolyte = temple_game()
  p2_uses("Storm Oath", "Temple Acolyte")
  local attrs = get(acolyte, "attributes")
  assert(#attrs == 1 and attrs[1] == "Storm")
  assert(not has(acolyte, "attributes", "Temple"))
  assert(atk(acolyte) == 1000 and def(acolyte) == 1000)
  assert(not temple_and_storm(acolyte) and temple_or_storm(acolyte))
end)
