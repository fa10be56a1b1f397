-- Mirror Sprite. Void: Once per turn: switch 1 Void monster to Real. Real: Once per turn: switch this card's system.

test("CW-11.1, CW-7.11: in Void it switches a Void monster to Real; Real monsters are not targets", function()
  setup { p1 = { monster = { { "Mirror Sprite", vars = { void = 1 } } } },
          p2 = { monster = { { "Prism Knight", vars = { void = 1 } }, "Rift Hound" } } }
  assert(not has_option("Switch this card's system"), "the Real face's effect is offered in Void")
  act("Activate Mirror Sprite", 1)
  assert(has_option("Prism Knight") and not has_option("Rift Hound"), "targets: Void monsters only")
  act("Prism Knight", 1)
  pass(2)
  local k = find("Prism Knight", 2, "monster")
  assert(not is_void(k) and atk(k) == 1500, "Prism Knight is Real now")
  assert(is_void(find("Mirror Sprite", 1, "monster")), "the Sprite stays Void")
end)

test("CW-7.11: once per turn", function()
  setup { p1 = { monster = { { "Mirror Sprite", vars = { void = 1 } } } },
          p2 = { monster = { { "Prism Knight", vars = { void = 1 } }, { "Tide Lancer", vars = { void = 1 } } } } }
  act("Activate Mirror Sprite", 1)
  act("Prism Knight", 1)
  pass(2)
  assert(not has_option("Activate Mirror Sprite"), "offered again this turn")
end)

test("CW-7.11, CW-9.3: in Real it switches itself to Void, and the Void effect is then locked this turn", function()
  setup { p1 = { monster = { "Mirror Sprite" } }, p2 = { monster = { { "Prism Knight", vars = { void = 1 } } } } }
  assert(has_option("Switch this card's system"), "the Real effect is offered")
  act("Activate Mirror Sprite", 1)
  pass(2)
  local s = find("Mirror Sprite", 1, "monster")
  assert(is_void(s) and atk(s) == 800 and def(s) == 1000, "the Sprite is Void now")
  assert(not has_option("Activate Mirror Sprite"), "its Void effect is offered after its Real one was used")
end)

test("CW-7.11: switched to Real by its own Void effect, its Real effect is locked this turn", function()
  setup { p1 = { monster = { { "Mirror Sprite", vars = { void = 1 } } } } }
  act("Activate Mirror Sprite", 1)          -- its only Void target is itself
  pass(2)
  assert(not is_void(find("Mirror Sprite", 1, "monster")), "the Sprite is Real now")
  assert(not has_option("Activate Mirror Sprite"), "its Real effect is offered after its Void one was used")
end)
