-- Phase Shift: Switch the system of 1 monster.
test("CW-11.1, CW-4.3: magic reaches either system; the target switches and keeps its position", function()
  setup { p1 = { hand = { "Phase Shift" }, monster = { "Prism Knight" } },
          p2 = { monster = { { "Ember Drake", vars = { void = 1 }, tapped = true } } } }
  act("Activate Phase Shift", 1)
  act("Ember Drake", 1)                     -- a Void monster, though P1's only monster is Real
  pass(2)
  local d = find("Ember Drake", 2, "monster")
  assert(not is_void(d) and in_defence(d), "now Real-DEF: " .. describe_form(d))
  assert(def(d) == 1400, "Real stats: DEF " .. def(d))
  assert(not is_void(find("Prism Knight", 1, "monster")), "the other monster unchanged")
  assert(find("Phase Shift", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.7: a switch by effect leaves the monster's own display change for the turn", function()
  setup { turn = 2, p1 = { hand = { "Phase Shift" }, monster = { "Prism Knight" } } }
  act("Activate Phase Shift", 1)
  pass(2)
  assert(is_void(find("Prism Knight", 1, "monster")), "switched to Void")
  assert(has_option("Change the display form of Prism Knight"), "the change by hand is still there")
end)

test("CW-7.4.2, CW-1.6: a Void-only myth monster cannot be switched to Real", function()
  setup { p1 = { hand = { "Phase Shift" } }, p2 = { monster = { { "Aether Titan", vars = { void = 1 } } } } }
  act("Activate Phase Shift", 1)
  pass(2)
  assert(is_void(find("Aether Titan", 2, "monster")), "still Void")
  assert(find("Phase Shift", 1, "graveyard"), "the card resolved anyway")
end)
