-- CW-S12: myth monsters (CW-7.4, CW-7.4.1, CW-7.4.2). Aether Titan (Void
-- only): Materials: 2 monsters.

test("CW-S12, CW-7.4, CW-7.4.2, CW-3.7: Aether Titan from two field monsters, in Void forms only", function()
  setup { p1 = { monster = { "Rift Hound", "Prism Knight" }, extra = { "Aether Titan" } } }
  act("Summon Aether Titan", 1)
  act("Rift Hound", 1)                  -- first material; the Knight is the second
  local d = decision()
  assert(#d.options == 2 and d.options[1] == "Void-ATK" and d.options[2] == "Void-DEF", table.concat(d.options, " | "))
  act("Void-ATK", 1)
  local t = find("Aether Titan", 1, "monster")
  assert(t and is_void(t) and atk(t) == 3000, "Aether Titan in Void-ATK")
  assert(find("Rift Hound", 1, "graveyard") and find("Prism Knight", 1, "graveyard"), "materials in the graveyard")
end)

test("CW-S12, CW-7.4.2: Aether Titan cannot be switched to Real, by hand or by effect", function()
  setup { p1 = { monster = { { "Aether Titan", vars = { void = 1 } } }, hand = { "Phase Shift" } } }
  act("Activate Phase Shift", 1)
  pass(2)
  local t = find("Aether Titan", 1, "monster")
  assert(is_void(t), "still Void after Phase Shift")
  act("Change the display form of Aether Titan", 1)   -- Void-DEF is its only other form: not asked
  assert(is_void(t) and in_defence(t), "Void-DEF")
end)

test("CW-S12, CW-7.4.1: a second Aether Titan is refused while the first is on the field", function()
  setup { p1 = { monster = { { "Aether Titan", vars = { void = 1 } }, "Rift Hound", "Prism Knight" },
                 extra = { "Aether Titan" } } }
  assert(not has_option("Summon Aether Titan"), "refused")
end)

test("CW-S12, CW-7.4, CW-7.0: no myth summon in the opponent's turn", function()
  setup { active = 2, p1 = { monster = { "Rift Hound", "Prism Knight" }, extra = { "Aether Titan" } } }
  act("Pass, to the end phase", 2)
  assert(decision().player == 1 and not has_option("Summon Aether Titan"), "refused")
end)

test("CW-S12, CW-7.4: materials from the hand are refused", function()
  setup { p1 = { monster = { "Rift Hound" }, hand = { "Prism Knight", "Ember Drake" }, extra = { "Aether Titan" } } }
  assert(not has_option("Summon Aether Titan"), "one field monster is not enough")
  act("Normal summon Prism Knight", 1)
  act("Real-ATK", 1)
  assert(has_option("Summon Aether Titan"), "two field monsters are")
end)
