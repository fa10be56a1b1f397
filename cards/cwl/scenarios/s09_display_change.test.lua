-- CW-S09: one display change per turn by hand (CW-7.7); none on the summon
-- turn; an effect may still switch the monster.

-- Ends the turn of the player now active and stops in the next player's main phase.
local function next_turn()
  local p = active_player()
  repeat
    if has_option("Pass, to the end phase") then act("Pass, to the end phase") else pass(1) end
  until active_player() ~= p and step() == "main"
end

test("CW-S09, CW-7.7, CW-4.3: Prism Knight changes once this turn, again next turn", function()
  setup { p1 = { monster = { "Prism Knight" } } }  -- summoned on an earlier turn, Real-ATK
  act("Change the display form of Prism Knight", 1)
  act("Void-ATK", 1)
  local k = find("Prism Knight", 1, "monster")
  assert(is_void(k) and not in_defence(k) and atk(k) == 1800, "Void-ATK, ATK " .. atk(k))
  assert(not has_option("Change the display form of Prism Knight"), "a second change this turn is refused")
  next_turn()
  next_turn()
  assert(active_player() == 1, "P1's next turn")
  act("Change the display form of Prism Knight", 1)
  act("Real-DEF", 1)
  assert(not is_void(k) and in_defence(k), "changed again next turn")
end)

test("CW-S09, CW-7.7: a monster cannot be changed by hand in the turn it was summoned", function()
  setup { p1 = { hand = { "Ember Drake" } } }
  act("Normal summon Ember Drake", 1)
  act("Real-ATK", 1)
  assert(not has_option("Change the display form of Ember Drake"), "refused on its summon turn")
  next_turn()
  next_turn()
  assert(has_option("Change the display form of Ember Drake"), "allowed on a later turn")
end)

test("CW-S09, CW-7.7: Phase Shift switches Prism Knight after its manual change", function()
  setup { p1 = { monster = { "Prism Knight" }, hand = { "Phase Shift" } } }
  act("Change the display form of Prism Knight", 1)
  act("Void-ATK", 1)
  act("Activate Phase Shift", 1)        -- its only target: Prism Knight
  pass(2)
  local k = find("Prism Knight", 1, "monster")
  assert(not is_void(k) and atk(k) == 1500, "back to Real by the effect")
  assert(not has_option("Change the display form of Prism Knight"), "the manual change is still used up")
end)
