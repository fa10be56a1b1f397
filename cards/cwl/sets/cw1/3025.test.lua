-- Null Seraph. Void: In either turn, when a Void monster's effect is activated: send this card to the graveyard; negate that effect.

test("CW-7.11, CW-8.7, CW-7.12: in Void, in P1's turn, it negates a Void monster's effect by sending itself away", function()
  setup { p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } },
          p2 = { monster = { { "Null Seraph", vars = { void = 1 } } } } }
  assert(decision().player == 1 and not has_option("Null Seraph"), "nothing to answer yet")
  act("Activate Stormcall Adept", 1)
  act("Activate Null Seraph", 2)
  assert(find("Null Seraph", 2, "graveyard"), "the cost is paid at once")
  pass(2)
  assert(chain_size() == 0, "the chain resolved")
  assert(pvar(2, "lp") == 7000, "the Adept's effect was negated: LP " .. pvar(2, "lp"))
end)

test("CW-11.1, CW-7.11: a Real monster's effect is not a Void one: not offered", function()
  setup { p1 = { monster = { "Rally Horn Bearer" }, hand = { "Prism Knight" } },
          p2 = { monster = { { "Null Seraph", vars = { void = 1 } } } } }
  act("Activate Rally Horn Bearer", 1)
  assert(decision().player == 2 and not has_option("Null Seraph"), "offered against a Real effect")
end)

test("CW-11.1: a magic card is no monster's effect: not offered", function()
  setup { p1 = { hand = { "Backlash Pulse" } }, p2 = { monster = { { "Null Seraph", vars = { void = 1 } } } } }
  act("Activate Backlash Pulse", 1)
  assert(decision().player == 2 and not has_option("Null Seraph"), "offered against magic")
end)

test("CW-9.3, CW-7.11: in Real it is not offered", function()
  setup { p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } }, p2 = { monster = { "Null Seraph" } } }
  act("Activate Stormcall Adept", 1)
  assert(decision().player == 2 and not has_option("Null Seraph"), "offered in Real")
  pass(2)
  assert(pvar(2, "lp") == 7000 - 400, "the Adept's effect resolved")
end)
