-- Dusk Curtain: End this turn.
local function hand_of_eight()
  local h = { "Shatter" }
  for i = 2, 8 do h[i] = 1001 end
  return h
end

test("ZD-6.14: the chain is removed unresolved, its cards to the rest area; clean-up and discard follow; then the next turn", function()
  setup { p1 = { hand = hand_of_eight(), battle = { { "Stone Sentinel", vars = { damage = 500 } } }, resource = { 1001, 1001 } },
          p2 = { battle = { "Raider" }, hand = { "Dusk Curtain" }, resource = { 1002, 1002, 1002 } } }
  local turn0 = turn()
  act("Use Shatter", 1)
  act("Ember Pike", 1)
  act("Raider", 1)
  pass(1)
  act("Use Dusk Curtain", 2)
  act("Ember Pike", 2)                      -- ZD-7.5: 3 resources tapped, the last one left is taken
  act("Ember Pike", 2)
  pass(2)                                   -- both pass: the whole chain resolves, the Curtain first
  assert(find("Raider", 2, "battle"), "Shatter never resolved")
  assert(find("Shatter", 1, "rest") and find("Dusk Curtain", 2, "rest"), "both cards went to their owners' rest areas")
  assert(chain_size() == 0)
  assert(var(find("Stone Sentinel", 1, "battle"), "damage") == 0, "ZD-6.11: the clean-up step ran")
  local d = decision()
  assert(d.player == 1 and d.prompt:find("Discard down to 6"), "ZD-6.12: then the discard step: " .. d.prompt)
  act("Ember Pike", 1)
  assert(turn() == turn0 + 1 and active_player() == 2, "the next turn is P2's")
end)

test("ZD-6.14: in a battle, the battle ends with no damage and the turn passes", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { hand = { "Dusk Curtain" }, resource = { 1002, 1002, 1002 }, life = { 1001, 1001 } } }
  local turn0 = turn()
  act("Initiate a battle", 1)
  assert(in_sequence("battle"))
  pass(1)
  act("Use Dusk Curtain", 2)
  act("Ember Pike", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(count("life", 2) == 2, "no battle damage")
  assert(gvar("attacker") == 0, "ZD-10.12: the battle's records are cleared")
  assert(find("Dusk Curtain", 2, "rest"))
  assert(turn() == turn0 + 1 and active_player() == 2 and not in_sequence("battle"), "P2's turn, no battle")
end)
