-- Ember Wisp (fire token, 1 star, 1/1): "(A token made by Call the Swarm.)"

test("HY-12.8, HY-4.4: Call the Swarm makes two 1/1 fire Ember Wisps even beside 5 creatures: 7 in all (HY-S16)", function()
  setup { p1 = { hand = { "Call the Swarm" }, vars = { mana = 2 },
                 creature = { "Cinder Pup", "Moss Tortoise", "Reed Skimmer", "Dune Jackal", "Cliff Ram" } } }
  act("Activate Call the Swarm", 1)
  pass(2)
  assert(count("creature", 1) == 7, count("creature", 1) .. " creatures")
  local w = find("Ember Wisp", 1, "creature")
  assert(w and is_token(w) and atk(w) == 1 and def(w) == 1 and get(w, "attribute") == "fire")
end)

test("HY-12.2: the Wisps entered this turn: they cannot attack", function()
  setup { p1 = { hand = { "Call the Swarm" }, vars = { mana = 2 } } }
  act("Activate Call the Swarm", 1)
  pass(2)
  to_step(1, "battle")
  assert(count("creature", 1) == 2 and not has_option("Declare an attack"))
end)

test("HY-12.8, HY-4.6: returned to the hand (Mirror Mage), a Wisp ceases to exist", function()
  setup { p1 = { creature = { "Mirror Mage" }, vars = { mana = 3 } }, p2 = { creature = { "Ember Wisp" } } }
  act("Mirror Mage", 1)
  act("Ember Wisp", 1)
  pass(2)
  assert(count("creature", 2) == 0 and count("hand", 2) == 0)
end)
