-- Control changes are layer-1 effects (FF-11.12.4.6): applied in timestamp order, the latest
-- winning; "until the end of the turn" ones end at the clean-up (FF-9.5.1.3.2) while the
-- others stay. Mind Tether: "Gain control of 1 Forward until the end of the turn."
-- A lasting control change has no CD1 card: the test makes one with gain_control.
local function tethered()
  setup { p1 = { hand = { "Mind Tether", "Spark Courier", "Volt Adept" } },
          p2 = { field = { "Quarry Bruiser" }, hand = { "Mind Tether", "Arc Striker", "Volt Adept" } } }
  act("Cast Mind Tether", 1)
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(controller(b) == 1 and get(b, "control") == 1, "P1's Mind Tether applies")
  return b
end
local function end_turn() while turn() == 3 do pass(1) end end

test("FF-11.12.4.6: a later lasting control effect outlasts an earlier until-end-of-turn one", function()
  local b = tethered()                       -- P1 until the end of the turn (earlier)
  gain_control(b, 1)                         -- P1 for good (later)
  end_turn()
  assert(controller(b) == 1, "the lasting effect stays when the other ends: P" .. controller(b))
end)
test("FF-11.12.4.6: two control effects apply in timestamp order: the later one wins, whoever made it", function()
  local b = tethered()                       -- P1 until the end of the turn
  pass(1)                                    -- P2 gets priority in P1's main phase
  act("Cast Mind Tether", 2)                 -- P2 until the end of the turn (later)
  pass(2)
  assert(controller(b) == 2 and get(b, "control") == 2, "the later effect wins")
  end_turn()
  assert(controller(b) == 2 and get(b, "control") == 0, "both ended: back to the player it entered under")
end)
test("FF-11.12.4.6, FF-9.5.1.3.2: an until-end-of-turn effect over a lasting one ends and the lasting one applies again", function()
  setup { p1 = { field = { "Quarry Bruiser" } },
          p2 = { hand = { "Mind Tether", "Arc Striker", "Volt Adept" } } }
  local b = find("Quarry Bruiser", 1, "field")
  gain_control(b, 2)                         -- P2 for good (earlier)
  assert(controller(b) == 2)
  pass(1)
  assert(not has_option("Cast Mind Tether"), "P2 controls the only Forward: no target")
  gain_control(b, 1, true)                   -- P1 until the end of the turn (later)
  assert(controller(b) == 1)
  end_turn()
  assert(controller(b) == 2 and var(b, "since") == 3, "P2 again, controlled since turn 3 (FF-16.19)")
end)
