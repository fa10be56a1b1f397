-- Hollow Watcher. Void: When a magic card is activated: this card gains 300 ATK until end of turn.

test("CW-9.3, CW-6.5: in Void, a magic card's activation gives it 300 ATK until end of turn", function()
  setup { p1 = { monster = { { "Hollow Watcher", vars = { void = 1 } } }, hand = { "Backlash Pulse" } } }
  local w = find("Hollow Watcher", 1, "monster")
  act("Activate Backlash Pulse", 1)
  assert(chain_size() == 2, "its trigger is on the chain over the magic card")
  pass(2)
  assert(atk(w) == 1300 + 300, "ATK " .. atk(w))
  act("Pass, to the end phase", 1)
  pass(1)                                   -- P2 passes: the end phase
  pass(2)                                   -- both pass: the turn ends
  assert(active_player() == 2 and atk(w) == 1300, "back to 1300 in P2's turn: " .. atk(w))
end)

test("CW-7.9, CW-9.3: a tactic counts as a magic activation", function()
  setup { p1 = { monster = { { "Hollow Watcher", vars = { void = 1 } } }, tactic = { "Signal Flare" } } }
  act("Use Signal Flare", 1)
  assert(chain_size() == 2, "its trigger is on the chain")
  pass(2)
  assert(atk(find("Hollow Watcher", 1, "monster")) == 1600, "ATK 1600")
end)

test("CW-9.3: in Real it does not trigger", function()
  setup { p1 = { monster = { "Hollow Watcher" }, hand = { "Backlash Pulse" } } }
  act("Activate Backlash Pulse", 1)
  assert(chain_size() == 1, "only the magic card")
  pass(2)
  assert(atk(find("Hollow Watcher", 1, "monster")) == 1200, "Real ATK 1200")
end)

test("CW-9: a monster's effect is no magic card: no trigger", function()
  setup { p1 = { monster = { { "Hollow Watcher", vars = { void = 1 } }, { "Stormcall Adept", vars = { void = 1 } } } } }
  act("Activate Stormcall Adept", 1)
  assert(chain_size() == 1, "only the Adept's effect")
  pass(2)
  assert(atk(find("Hollow Watcher", 1, "monster")) == 1300, "ATK 1300")
end)
