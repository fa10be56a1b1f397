-- BW-S05: "no faction", the main faction, same-faction sets (BW-0.3.7,
-- BW-0.3.8, BW-0.4.2, BW-11.5). The digest's Iron Warden with Muster (each
-- character of the same faction as you draws 1) is our Granite Herald with
-- Rally. G = 6, T = 3; 6 black and 6 white faction cards.

-- A: Granite Herald, revealed, BB with the main card up; B BB and C WW
-- determined; D WW, E BW, F WB hidden.
local function position(active)
  setup { players = 6, active = active,
          p1 = faction_seat("BB", "main", { hero_up = { "Granite Herald" } }),
          p2 = faction_seat("BB", "both"),
          p3 = faction_seat("WW", "both"),
          p4 = faction_seat("WW"),
          p5 = faction_seat("BW"),
          p6 = faction_seat("WB") }
  stock(30)
end

test("BW-S05, BW-0.3.7, BW-0.3.8, BW-11.5: A with only its main card up has a main faction, no faction, and Rally draws for nobody", function()
  position(1)
  assert(main_faction(1) == "black" and faction_of(1) == nil, "main faction black, no faction")
  assert(faction_of(2) == "BB" and faction_of(3) == "WW" and faction_of(4) == nil)
  local before = hands()
  act("Use skill Rally", 1)
  local after = hands()
  for p = 1, 6 do assert(after[p] == before[p], "nobody draws: P" .. p) end
end)

test("BW-S05, BW-0.4.2, BW-11.5: nobody is of a different faction from A, nor A from anyone, while A has none", function()
  position(1)
  for q = 1, 6 do
    assert(not different_faction(1, q) and not different_faction(q, 1), "P" .. q)
    assert(not same_faction(1, q) and not same_faction(q, 1), "A's same-faction set is empty, itself included: P" .. q)
  end
  assert(different_faction(2, 3) and same_faction(2, 2) and not different_faction(2, 2), "B and C are determined")
  assert(not different_faction(2, 4), "D has no faction: neither same nor different")
end)

test("BW-S05, BW-0.3.2, BW-11.4: A reveals its secondary at its next turn start: BB, 2 <= T; Rally then draws for A and B only", function()
  position(6)
  until_asked(1, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 1)
  assert(faction_of(1) == "BB" and not is_career(1), "BB: A and B make 2 <= T = 3")
  assert(same_faction(1, 2) and different_faction(1, 3) and not same_faction(1, 4))
  until_asked(1, "Take an action or pass")
  local before = hands()
  act("Use skill Rally", 1)
  local after = hands()
  assert(after[1] == before[1] + 1 and after[2] == before[2] + 1, "A and B draw 1")
  for p = 3, 6 do assert(after[p] == before[p], "P" .. p .. " does not") end
end)
