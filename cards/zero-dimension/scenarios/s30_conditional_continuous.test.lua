-- ZD-S30: conditional continuous effects and equipment bonuses (seed L233-234, L270-274; ZD-11.2, ZD-3.10, ZD-11.3).

test("ZD-S30 (ZD-11.2, ZD-3.10, ZD-11.3, ZD-7.3.7, ZD-11.10.4): Drum Page follows Sky Monk at once; Temper Steel on Iron Staff raises its bonus to 3000", function()
  setup {
    p1 = { battle = { "Drum Page" }, hand = { "Sky Monk", "Iron Staff", "Temper Steel" },
           resource = { 1007, 1007, 1007, 1007, 1007, 1007 }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local page = find("Drum Page", 1, "battle")
  local function pay() while decision().prompt:find("Tap a resource", 1, true) do answer(1) end end
  -- 1.
  assert(atk(page) == 1000 and def(page) == 1000)
  -- 2. Sky Monk deployed: at once, with no chain
  act("Use Sky Monk", 1)
  pay()
  assert(atk(page) == 1000, "not while Sky Monk is on the chain")
  pass(2)
  local monk = find("Sky Monk", 1, "battle")
  assert(monk and chain_size() == 0)
  assert(atk(page) == 2000 and def(page) == 2000)
  -- 3. Iron Staff on Sky Monk: ATK 4000
  act("Use Iron Staff", 1)
  pay()
  if decision().kind ~= "priority" then act("Sky Monk", 1) end
  pass(2)
  local staff = find("Iron Staff", 1, "battle")
  assert(staff and var(staff, "attached") == monk)
  assert(atk(monk) == 4000 and get(staff, "atk_bonus") == 2000)
  -- 4. Temper Steel on Iron Staff: the bonus becomes 3000 (L274)
  act("Use Temper Steel", 1)
  pay()
  if decision().kind ~= "priority" then act("Iron Staff", 1) end
  pass(2)
  assert(get(staff, "atk_bonus") == 3000, "bonus " .. tostring(get(staff, "atk_bonus")))
  assert(atk(monk) == 5000)
  assert(atk(page) == 2000, "Drum Page is not equipped")
  -- 5. P2's Shatter on Sky Monk: Iron Staff is destroyed with it; Drum Page is 1000/1000 again at once
  pass(1)
  act("Use Shatter", 2)
  pay()
  if decision().kind ~= "priority" then act("Sky Monk", 2) end
  pass(2)
  assert(not exists(monk) and not exists(staff))
  assert(find("Iron Staff", 1, "rest"))
  assert(atk(page) == 1000 and def(page) == 1000)
  assert(chain_size() == 1, "the Staff's 【On destroy】")
end)
