-- HY-S16: caps: 5 creatures, any number of tokens, 5 set magic cards (HY-4.4,
-- HY-7.8, HY-12.8; L54, L103). Placeholders: Spawn Call = Call the Swarm (two
-- 1/1 Ember Wisp tokens).

local FIVE = { "Cinder Pup", "Moss Tortoise", "Reed Skimmer", "Dune Jackal", "Cliff Ram" }

test("HY-S16, HY-4.4, HY-7.8: with 5 creatures, a 6th cannot be summoned or set; Call the Swarm adds 2 tokens", function()
  setup { p1 = { creature = FIVE, hand = { "Magma Hound", "Call the Swarm" }, vars = { mana = 10 } } }
  assert(not has_option("Summon Magma Hound"), "a 6th summon is refused")
  assert(not has_option("Set Magma Hound"), "a 6th (set) creature is refused")
  act("Activate Call the Swarm", 1)
  pass(2)
  assert(count("creature", 1) == 7, "7 creatures: " .. count("creature", 1))
  local tokens = filter(cards("creature", 1), function(c) return card_name(c) == "Ember Wisp" end)
  assert(#tokens == 2, "2 of them tokens")
end)

test("HY-S16, HY-4.4: with 4 creatures and 2 tokens, a 5th non-token creature is allowed", function()
  setup { p1 = { creature = { "Cinder Pup", "Moss Tortoise", "Reed Skimmer", "Dune Jackal", "Ember Wisp", "Ember Wisp" },
                 hand = { "Magma Hound" }, vars = { mana = 10 } } }
  act("Summon Magma Hound", 1)
  assert(count("creature", 1) == 7)
end)

test("HY-S16, HY-7.8: with 5 set magic cards, a 6th cannot be set", function()
  setup { p1 = { magic = { { "Sudden Spark", face_down = true }, { "Null Verdict", face_down = true }, { "Battle Fury", face_down = true },
                           { "Veil of Mist", face_down = true }, { "Backdraft", face_down = true } },
                 hand = { "Twin Visions" }, vars = { mana = 10 } } }
  assert(has_option("Activate Twin Visions"), "it can still be activated")
  assert(not has_option("Set Twin Visions"), "a 6th set magic card is refused")
end)

test("HY-S16, HY-7.8: with 4 set magic cards, setting is allowed", function()
  setup { p1 = { magic = { { "Sudden Spark", face_down = true }, { "Null Verdict", face_down = true }, { "Battle Fury", face_down = true },
                           { "Veil of Mist", face_down = true } },
                 hand = { "Twin Visions" }, vars = { mana = 10 } } }
  act("Set Twin Visions", 1)
  assert(is_face_down(find("Twin Visions", 1, "magic")), "set")
end)
