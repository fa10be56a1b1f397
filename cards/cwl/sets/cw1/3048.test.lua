-- Prism Accord (continuous combination): Materials: 1 Light monster + 1 Spellcaster
-- monster. Your Light monsters gain 300 ATK.
test("CW-7.8, CW-7.6.2: continuous: it stays, and applies once it has resolved", function()
  setup { turn = 2, p1 = { extra = { "Prism Accord" }, hand = { "Echo Seer" },
                           monster = { "Prism Knight", { "Lantern Moth", vars = { void = 1 } }, "Rift Hound" } },
          p2 = { monster = { "Prism Knight" } } }
  act("Activate Prism Accord", 1)
  act("Prism Knight", 1)                    -- the Light material; Echo Seer is then the Spellcaster
  assert(find("Prism Knight", 1, "graveyard") and find("Echo Seer", 1, "graveyard"), "materials sent")
  local m = find("Lantern Moth", 1, "monster")
  assert(atk(m) == 900, "not yet: " .. atk(m))
  pass(2)
  local a = find("Prism Accord", 1, "magic")
  assert(a and not is_face_down(a), "it stays face up in a magic cell")
  assert(atk(m) == 1200, "your Light monster gains 300: " .. atk(m))
  assert(atk(find("Rift Hound", 1, "monster")) == 1600, "a Dark monster does not")
  assert(atk(find("Prism Knight", 2, "monster")) == 1500, "the opponent's Light monster does not")
end)

test("CW-12.8: one card cannot fill two material slots", function()
  setup { turn = 2, p1 = { extra = { "Prism Accord" }, monster = { "Prism Acolyte", "Rift Hound" } } }
  assert(not has_option("Activate Prism Accord"), "a Light Spellcaster alone is not both materials")
end)

test("CW-7.8.1: once per turn even though the first copy stays on the field", function()
  setup { turn = 2, p1 = { extra = { "Prism Accord", "Prism Accord" },
                           monster = { "Prism Knight", "Echo Seer", "Lantern Moth", "Echo Seer" } } }
  act("Activate Prism Accord", 1)
  act("Prism Knight", 1)
  act("Echo Seer", 1)
  pass(2)
  assert(find("Lantern Moth", 1, "monster") and find("Echo Seer", 1, "monster"), "materials for a second are left")
  assert(not has_option("Activate Prism Accord"), "the second copy is refused this turn")
end)
