-- Tactical Retreat (tactic, generic): "Return 1 monster you control to your hand."

test("CW-7.9, CW-11.1, CW-11.7: it chooses only your own monsters, of both systems, not the Leader", function()
  setup { p1 = { leader = { "Warden Aria" }, tactic = { "Tactical Retreat" },
                 monster = { "Ember Drake", { "Prism Knight", vars = { void = 1 } } } },
          p2 = { monster = { "Rift Hound" } } }
  act("Use Tactical Retreat", 1)
  local d = decision()
  assert(d.kind == "card" and #d.options == 2, #d.options .. " choices")
  for _, o in ipairs(d.options) do
    assert(not o:find("Rift Hound") and not o:find("Warden Aria"), "offered: " .. o)
  end
  act("Prism Knight", 1)
  pass(2)
  assert(find("Prism Knight", 1, "hand") and count("monster", 1) == 1, "Prism Knight is back in the hand")
  assert(find("Tactical Retreat", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.9: not offered without a monster of your own", function()
  setup { p1 = { tactic = { "Tactical Retreat" } }, p2 = { monster = { "Rift Hound" } } }
  assert(not has_option("Use Tactical Retreat"), "no monster to return")
end)

test("CW-7.9, CW-10.3: returning the attacked monster replays the attack", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { monster = { "Rift Hound" }, tactic = { "Tactical Retreat" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ember Drake", 1)         -- the only target: Rift Hound
  pass(1)
  act("Use Tactical Retreat", 2)
  pass(2)                                   -- Rift Hound returns to P2's hand
  assert(find("Rift Hound", 2, "hand"), "Rift Hound is in the hand")
  pass(2)                                   -- attack step: damage, the attack is replayed
  act("P2 directly", 1)
  assert(pvar(2, "hp") == 7000 - 1700, "HP " .. pvar(2, "hp"))
end)
