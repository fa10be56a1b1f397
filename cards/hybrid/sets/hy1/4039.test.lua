-- Call the Swarm (normal magic, 2 mana): "Create two 1/1 Ember Wisp tokens."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-12.8, HY-4.4: two 1/1 tokens, allowed beside 5 creatures: tokens do not count toward the cap", function()
  setup { p1 = { hand = { "Call the Swarm" }, vars = { mana = 2 },
                 creature = { "Cinder Pup", "Reed Skimmer", "Dune Jackal", "Moss Tortoise", "Cliff Ram" } } }
  act("Activate Call the Swarm", 1); pass(2)
  assert(count("creature", 1) == 7, "7 creatures, 2 of them tokens: " .. count("creature", 1))
  local w = find("Ember Wisp", 1, "creature")
  assert(w and atk(w) == 1 and def(w) == 1, "a 1/1 Ember Wisp")
  assert(pvar(1, "mana") == 0 and find("Call the Swarm", 1, "graveyard"))
end)

test("HY-12.2: the tokens have summoning sickness: they cannot attack this turn", function()
  setup { p1 = { hand = { "Call the Swarm" }, vars = { mana = 2 } } }
  act("Activate Call the Swarm", 1); pass(2)
  until_priority(1, "battle")
  assert(not has_option("Declare an attack"), "tokens that entered this turn cannot attack")
end)

test("HY-4.6, HY-12.8: a token that leaves the field ceases to exist, it does not reach the graveyard", function()
  setup { p1 = { hand = { "Call the Swarm", "Sudden Spark" }, vars = { mana = 3 } } }
  act("Activate Call the Swarm", 1); pass(2)
  act("Activate Sudden Spark", 1)                      -- both targets are Ember Wisps
  if decision().kind ~= "priority" then answer(1) end
  pass(2)
  assert(count("creature", 1) == 1, "one Wisp left")
  assert(not find("Ember Wisp", 1, "graveyard"), "no token in the graveyard")
  assert(count("graveyard", 1) == 2, "only the two magic cards: " .. count("graveyard", 1))
end)
