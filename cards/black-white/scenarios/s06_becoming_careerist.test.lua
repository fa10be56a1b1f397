-- BW-S06: becoming a careerist (BW-11.4, BW-4.13, BW-4.16, BW-4.17). G = 4,
-- T = 2: A, B BW determined, C BW with its main card up, D WB hidden (4 black
-- and 4 white faction cards).

-- b_up: B's faction is determined (else B is BW with both cards down).
local function position(b_up, a_hero)
  setup { players = 4, active = 2,
          p1 = faction_seat("BW", "both", { hero_up = a_hero and { a_hero } or nil }),
          p2 = faction_seat("BW", b_up and "both" or nil),
          p3 = faction_seat("BW", "main"),
          p4 = faction_seat("WB") }
  stock(30)
end

-- From C's turn-start question to its play phase: the private questions.
local function reveal_and_count()
  until_asked(3, "Turn start: reveal a faction card? (BW-0.3.2)")
  local before = private_lines()
  local k = #log_lines()
  act("Reveal your secondary faction card", 3)
  until_asked(3, "Take an action or pass")
  return private_lines() - before, public_lines(k)
end

test("BW-S06, BW-11.4: C determines BW as the third living BW, 3 > T = 2: it becomes a careerist, with the marker", function()
  position(true)
  local _, lines = reveal_and_count()
  assert(is_career(3) and faction_of(3) == "careerist", "C is a careerist")
  assert(count("marks", 3) == 1 and card_name(cards("marks", 3)[1]) == "Lone Banner", "it takes the careerist card")
  assert(lines[1] == "P3 reveals its secondary faction card: white" and lines[2] == "P3's faction is BW"
    and lines[3] == "P3 becomes a careerist (BW-11.4)", table.concat(lines, " / "))
  assert(not result().over, "2 teams alive: play goes on (BW-16.1)")
end)

test("BW-S06, BW-0.4.2, BW-11.5: A and B are the same faction; C differs from A, B and D; C's set is itself", function()
  position(true)
  reveal_and_count()
  assert(same_faction(1, 2) and not different_faction(1, 2))
  assert(different_faction(3, 1) and different_faction(3, 2) and different_faction(1, 3))
  assert(not different_faction(3, 4), "D has no faction yet: neither (BW-11.5)")
  assert(same_faction(3, 3) and not same_faction(3, 1), "a careerist's same-faction set is itself")
end)

test("BW-S06, BW-11.4: became_careerist is polled only when a character becomes one (one more poll of the 4 seats)", function()
  position(true)
  local career = reveal_and_count()
  position(false)                     -- B hidden: C is only the second determined BW
  local plain = reveal_and_count()
  assert(not is_career(3) and faction_of(3) == "BW", "2 <= T: C is BW")
  assert(career == plain + 4, "one more poll, of every living seat: " .. career .. " vs " .. plain)
end)

test("BW-S06, BW-11.5: Rally used by A (Granite Herald) draws for A and B only", function()
  position(true, "Granite Herald")
  reveal_and_count()
  -- on to A's play phase
  until_asked(1, "Take an action or pass")
  local before = hands()
  act("Use skill Rally", 1)
  assert(count("hand", 1) == before[1] + 1 and count("hand", 2) == before[2] + 1, "A and B draw")
  assert(count("hand", 3) == before[3] and count("hand", 4) == before[4], "C and D do not")
end)
