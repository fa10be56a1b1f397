-- CW-S15: effects by system (CW-11.1, CW-7.11). Echo Seer: Void: Once per
-- turn: draw 1 card. Real: Once per turn: destroy 1 monster.

test("CW-S15, CW-11.1: Real Echo Seer's effect may choose a Real Prism Knight but not a Void Rift Hound", function()
  setup { p1 = { monster = { "Echo Seer" } },
          p2 = { monster = { { "Rift Hound", tapped = true, vars = { void = 1 } }, "Prism Knight" } } }
  act(": Destroy 1 monster", 1)
  local labels = table.concat(decision().options, " | ")
  assert(labels:find("Prism Knight") and not labels:find("Rift Hound"), labels)
  act("Prism Knight", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard") and find("Rift Hound", 2, "monster"), "the Knight is destroyed")
end)

test("CW-S15, CW-11.1, CW-3.3: Glimmer Bolt (magic) may choose a monster of either system", function()
  setup { p1 = { hand = { "Glimmer Bolt" } },
          p2 = { monster = { { "Rift Hound", tapped = true, vars = { void = 1 } }, "Prism Knight" } } }
  act("Activate Glimmer Bolt", 1)
  local labels = table.concat(decision().options, " | ")
  assert(labels:find("Prism Knight") and labels:find("Rift Hound"), labels)
  act("Rift Hound", 1)
  pass(2)
  assert(find("Rift Hound", 2, "graveyard"), "the Void Rift Hound is destroyed")
end)

test("CW-S15, CW-7.11: after its Real effect, Echo Seer switched to Void cannot use its Void effect that turn", function()
  setup { p1 = { monster = { "Echo Seer" }, hand = { "Phase Shift" } }, p2 = { monster = { "Prism Knight" } } }
  act(": Destroy 1 monster", 1)
  act("Prism Knight", 1)
  pass(2)
  act("Activate Phase Shift", 1)        -- its only target: Echo Seer
  pass(2)
  local seer = find("Echo Seer", 1, "monster")
  assert(is_void(seer), "Echo Seer is Void now")
  assert(not has_option("Activate Echo Seer"), "its Void effect is locked this turn")
end)
