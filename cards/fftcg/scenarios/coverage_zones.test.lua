-- Coverage: zones, ownership, new objects and what players see.

test("FF-7.3, FF-6.2.1, FF-6.2.6: P1 takes P2's Quarry Bruiser and breaks it: it goes to its owner's (P2's) break zone", function()
  setup { p1 = { hand = { "Mind Tether", "Spark Courier", "Static Snare", "Night Harvest", "Cinder Vanguard", "Ashen Herald" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Mind Tether", 1)
  local function pick(what) while decision().kind ~= "priority" and has_option(what) do act(what, 1) end end
  pick("Discard Spark Courier"); pick("Discard Static Snare")
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(b and controller(b) == 1 and owner(b) == 2, "P1 controls it, P2 still owns it")
  act("Cast Night Harvest", 1)
  pick("Discard Cinder Vanguard"); pick("Discard Ashen Herald")
  pass(2)
  assert(find("Quarry Bruiser", 2, "break") and not find("Quarry Bruiser", 1, "break"))
end)

test("FF-7.4, FF-6.7.3: Vanguard returned to hand and played again is a new object: no damage, no +2000, a new id", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Undertow", "Tide Adept", "Cinder Scout", "Ashen Herald", "Gale Archer", "Warrant Officer" } } }
  local v = find("Cinder Vanguard", 1, "field")
  act("Cast Rally Cry", 1)
  local function pick(what) while decision().kind ~= "priority" and has_option(what) do act(what, 1) end end
  pick("Discard Warrant Officer")
  pass(2)
  set_var(v, "damage", 3000)
  assert(power(v) == 9000)
  act("Cast Undertow", 1)
  pick("Discard Tide Adept"); pick("Discard Gale Archer")
  pass(2)
  local h = find("Cinder Vanguard", 1, "hand")
  assert(h and h ~= v and not exists(v), "a new object in the hand; the old one is gone")
  act("Play Cinder Vanguard", 1)
  pick("Discard Cinder Scout"); pick("Discard Ashen Herald")
  local n = find("Cinder Vanguard", 1, "field")
  assert(n and n ~= v and n ~= h and var(n, "damage") == 0 and power(n) == 7000)
end)

test("FF-7.4, FF-6.7.3: Ember Adept with counters goes to the break zone: it has none there", function()
  setup { p1 = { field = { "Ember Adept" } }, p2 = { hand = { "Rust Hex", "Quarry Bruiser" } } }
  local a = find("Ember Adept", 1, "field")
  add_counters(a, "ember", 2)
  pass(1)
  act("Cast Rust Hex", 2)
  pass(2)
  local n = find("Ember Adept", 1, "break")
  assert(n and counters(n, "ember") == 0)
end)

test("FF-7.10, FF-16.12, FF-15.1.1.4: discards go to the break zone in arrival order", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Ashen Herald", "Cinder Scout", "Rally Cry" } } }
  act("Play Cinder Vanguard", 1)
  act("Discard Cinder Scout", 1)
  act("Discard Ashen Herald", 1)
  local br = cards("break", 1)
  assert(#br == 2 and card_name(br[1]) == "Cinder Scout" and card_name(br[2]) == "Ashen Herald",
         card_name(br[1]) .. ", " .. card_name(br[2]))
end)

test("FF-7.13, FF-15.1.1.5, FF-11.12.5.2: under Void Gate a Forward bound for the break zone goes to the removed zone instead", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Ashen Herald" } }, p2 = { field = { "Quarry Bruiser", "Void Gate" } } }
  act("Cast Night Harvest", 1)
  pass(2)
  assert(find("Quarry Bruiser", 2, "removed") and not find("Quarry Bruiser", 2, "break"))
end)

test("FF-6.2.4, FF-6.2.5: Dusk Recall puts a Forward from P1's break zone onto the field under P1's control, active", function()
  setup { p1 = { hand = { "Dusk Recall", "Cinder Scout", "Ashen Herald" }, ["break"] = { "Quarry Bruiser" } } }
  act("Cast Dusk Recall", 1)
  local function pick(what) while decision().kind ~= "priority" and has_option(what) do act(what, 1) end end
  pick("Quarry Bruiser")
  pass(2)
  local b = find("Quarry Bruiser", 1, "field")
  assert(b and controller(b) == 1 and not is_tapped(b))
end)

test("FF-7.6.1, FF-7.11.2, FF-16.25: P1's hand is hidden: P1's view of its hand-limit discard names the cards, P2's does not", function()
  setup { step = "main2", p1 = { hand = { "Cinder Scout", "Cinder Scout", "Ashen Herald", "Rally Cry", "Quarry Bruiser", "Stone Warden", "Frost Lancer" } } }
  pass(2)
  while decision().kind == "priority" and active_player() == 1 do pass(1) end
  local d = decision()
  assert(d.player == 1 and d.prompt:find("Discard down to 5"), d.prompt)
  local mine, theirs = decision_view(1), decision_view(2)
  assert(mine.options and #mine.options == 7)
  local all = table.concat(mine.options, "|")
  assert(all:find("Stone Warden"), all)
  assert(theirs.player == 1 and (theirs.options == nil or not table.concat(theirs.options, "|"):find("Stone Warden")),
         "P2 sees that P1 decides, not among what")
end)
