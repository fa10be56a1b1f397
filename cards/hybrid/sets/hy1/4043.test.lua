-- Meteor Rain (normal magic, 1 + X mana): "Each opponent loses X life."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-3.6, HY-12.5: X is chosen when it is paid; each opponent loses X, in a 3-player game", function()
  setup { players = 3, p1 = { hand = { "Meteor Rain" }, vars = { mana = 5 } } }
  act("Activate Meteor Rain", 1)
  assert(has_option("4") and not has_option("5"), "X from 0 to what the pool holds beyond the 1")
  act("3", 1)
  assert(pvar(1, "mana") == 1, "paid 1 + 3")
  pass(3)
  assert(pvar(2, "life") == 17 and pvar(3, "life") == 17, "each opponent loses 3")
  assert(pvar(1, "life") == 20, "not its controller")
end)

test("HY-1.3, HY-1.7: opponents brought to 0 lose; the last player left wins", function()
  setup { players = 3, p1 = { hand = { "Meteor Rain" }, vars = { mana = 3 } },
          p2 = { vars = { life = 2 } }, p3 = { vars = { life = 1 } } }
  act("Activate Meteor Rain", 1)
  act("2", 1)
  pass(3)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 1, "P1 wins: " .. tostring(r.reason))
end)
