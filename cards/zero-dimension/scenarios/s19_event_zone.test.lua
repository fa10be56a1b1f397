-- ZD-S19: the event zone (seed L129-130, L190-193; ZD-4.10, ZD-7.7, ZD-1.12).

test("ZD-S19 (ZD-4.10.2, ZD-7.7, ZD-11.10.5, ZD-4.10.1, ZD-4.10.3, ZD-1.20, ZD-1.12): Siege Camp replaces Harvest Fair with no chain; Sky Monk reads 2500; Tilt on Siege Camp is legal but taps nothing", function()
  setup {
    p1 = { battle = { "Sky Monk" }, event = { "Harvest Fair" }, hand = { "Siege Camp" }, resource = { 1001, 1001 } },
    p2 = { hand = { "Tilt" } },
  }
  local monk = find("Sky Monk", 1, "battle")
  local fair = find("Harvest Fair", 1, "event")
  assert(atk(monk) == 2000)
  act("Use Siege Camp", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local camp = find("Siege Camp", 1, "event")
  assert(camp, "Siege Camp entered the event zone")
  assert(not exists(fair) and find("Harvest Fair", 1, "rest"), "Harvest Fair scrapped to P1's rest area")
  assert(count("event", 1) == 1)
  assert(chain_size() == 0, "no chain (Harvest Fair's 【On deploy】 does not fire on leaving)")
  assert(decision().player == 1 and decision().kind == "priority")
  assert(atk(monk) == 2500)
  -- Then P2 uses Tilt targeting Siege Camp.
  pass(1)
  act("Use Tilt", 2)                                -- cost 0
  local d = decision()
  assert(d.player == 2 and d.kind ~= "priority", "P2 chooses the target")
  local offered = false
  for _, l in ipairs(d.options) do if l == describe(camp) then offered = true end end
  assert(offered, "an event is a legal target in the battle zone (L192)")
  act("Siege Camp", 2)
  assert(chain_size() == 1 and chain_link(1).targets[1] == camp)
  pass(2)
  assert(result().over == false)
  assert(exists(camp) and not is_tapped(camp), "Siege Camp has no tapped state")
  assert(find("Tilt", 2, "rest"))
  assert(atk(monk) == 2500)
end)
