-- Echo Seer. Void: Once per turn: draw 1 card. Real: Once per turn: destroy 1 monster.

test("CW-7.11, CW-9.3: in Void it draws 1 card; the Real effect is not offered", function()
  setup { p1 = { monster = { { "Echo Seer", vars = { void = 1 } } } }, p2 = { monster = { "Rift Hound" } } }
  assert(not has_option("Destroy 1 monster"), "the Real face's effect is offered in Void")
  local hand = count("hand", 1)
  act("Activate Echo Seer", 1)
  pass(2)
  assert(count("hand", 1) == hand + 1, "hand " .. count("hand", 1))
  assert(find("Rift Hound", 2, "monster"), "nothing was destroyed")
end)

test("CW-7.11: once per turn", function()
  setup { p1 = { monster = { { "Echo Seer", vars = { void = 1 } } } } }
  act("Activate Echo Seer", 1)
  pass(2)
  assert(not has_option("Activate Echo Seer"), "offered a second time this turn")
end)

test("CW-11.1, CW-7.11: in Real it may destroy only a Real monster", function()
  setup { p1 = { monster = { "Echo Seer" } },
          p2 = { monster = { "Prism Knight", { "Dune Strider", vars = { void = 1 } } } } }
  act("Activate Echo Seer", 1)
  assert(has_option("Prism Knight") and not has_option("Dune Strider"), "targets: Real monsters only")
  act("Prism Knight", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "Prism Knight destroyed")
  assert(find("Dune Strider", 2, "monster"), "the Void monster stays")
end)

test("CW-7.11: after its Real effect, switching to Void does not unlock the Void effect", function()
  setup { p1 = { monster = { "Echo Seer" } }, p2 = { monster = { "Prism Knight" } } }
  act("Activate Echo Seer", 1)
  act("Prism Knight", 1)
  pass(2)
  act("Change the display form of Echo Seer", 1)
  act("Void-ATK", 1)
  assert(is_void(find("Echo Seer", 1, "monster")), "now Void")
  assert(not has_option("Activate Echo Seer"), "the Void face's effect is offered after the Real one was used")
end)
