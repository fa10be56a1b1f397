-- Coverage: costs and CP.

test("FF-5.2.1.2, FF-11.4.7: Cinder Vanguard needs 3 CP: one Fire discard (2 CP) cannot play it, two can", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" } } }
  assert(not has_option("Play Cinder Vanguard"), "2 CP is not enough")
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Rally Cry" } } }
  assert(has_option("Play Cinder Vanguard"))
end)

test("FF-11.2, FF-5.2.3.1.1.3, FF-15.1.1.2: two active Fire Backups each make 1 CP by being dulled; a dull Backup makes none", function()
  setup { p1 = { hand = { "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  act("Play Cinder Scout", 1)
  assert(find("Cinder Scout", 1, "field"))
  for _, b in ipairs(backups(1)) do assert(is_tapped(b), "both Adepts were dulled for the cost") end
  setup { p1 = { hand = { "Cinder Scout" }, field = { "Ember Adept", { "Ember Adept", tapped = true } } } }
  assert(not has_option("Play Cinder Scout"), "a dull Backup cannot pay")
end)

test("FF-16.4: a summon needs 1 CP of its element: Rally Cry (Fire 1) cannot be paid with an Ice discard, can with a Fire one", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Frost Lancer" } } }
  assert(not has_option("Cast Rally Cry"))
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } } }
  assert(has_option("Cast Rally Cry"))
end)

test("FF-16.26: the CP left over from one payment is lost: no pool pays for Rally Cry afterwards", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Ashen Herald", "Rally Cry" } } }
  act("Play Cinder Vanguard", 1)
  act("Discard Cinder Scout", 1)
  act("Discard Ashen Herald", 1)
  assert(find("Cinder Vanguard", 1, "field") and count("hand", 1) == 1, "paid 4 CP for a 3-cost")
  assert(not has_option("Cast Rally Cry"), "the spare CP does not carry over")
end)

test("FF-11.6.4, FF-11.6.10, FF-11.6.11, FF-15.1.1.1: an action ability: dull paid at once, on the stack, the user keeps priority; it activates the target", function()
  setup { p1 = { field = { "Zephyr Sage", { "Cinder Vanguard", tapped = true } } } }
  local sage, v = find("Zephyr Sage", 1, "field"), find("Cinder Vanguard", 1, "field")
  act("Use Zephyr Sage", 1)
  assert(is_tapped(sage), "the dull icon was paid")
  assert(chain_size() == 1 and chain_link(1).source == sage and chain_link(1).controller == 1)
  assert(decision().player == 1 and decision().kind == "priority", "the user keeps priority")
  pass(2)
  assert(not is_tapped(v) and chain_size() == 0)
end)

test("FF-11.7, FF-11.7.2, FF-11.7.2.1, FF-11.7.4, FF-11.7.10, FF-11.7.11: Rime Duelist's special ability: discard a Rime Duelist and pay Ice (2 CP from a discard for 1: spare allowed), stacked, the user keeps priority; 8000 breaks Vanguard", function()
  setup { p1 = { field = { "Rime Duelist" }, hand = { "Rime Duelist", "Frost Snare" } }, p2 = { field = { "Cinder Vanguard" } } }
  act("Use Rime Duelist", 1)
  local function pick(what) if decision().kind ~= "priority" and has_option(what) then act(what, 1) end end
  pick("Cinder Vanguard")
  pick("Rime Duelist")
  assert(count("hand", 1) == 0, "the same-named card and the Ice card were discarded")
  assert(find("Rime Duelist", 1, "break") and find("Frost Snare", 1, "break"))
  assert(chain_size() == 1 and decision().player == 1 and decision().kind == "priority")
  pass(2)
  assert(find("Cinder Vanguard", 2, "break"), "8000 damage broke Vanguard")
end)

test("FF-11.7.1: without a second Rime Duelist in hand the special ability cannot be used", function()
  setup { p1 = { field = { "Rime Duelist" }, hand = { "Frost Snare", "Frost Lancer" } }, p2 = { field = { "Cinder Vanguard" } } }
  assert(not has_option("Use Rime Duelist"))
end)

test("FF-11.6.5, FF-11.7.5: an ability needs a legal target, never its own source", function()
  setup { p1 = { field = { "Zephyr Sage", "Rime Duelist" }, hand = { "Rime Duelist", "Frost Snare" } } }
  assert(has_option("Use Zephyr Sage"), "Sage may choose Rime Duelist")
  assert(not has_option("Use Rime Duelist"), "Rime Duelist's ability cannot choose Rime Duelist itself")
  setup { p1 = { field = { "Zephyr Sage", "Rime Duelist" }, hand = { "Rime Duelist", "Frost Snare" } }, p2 = { field = { "Cinder Vanguard" } } }
  assert(has_option("Use Rime Duelist"), "with another Forward it can be used")
  setup { p1 = { field = { "Zephyr Sage", "Ridge Golem" } } }
  assert(not has_option("Use Zephyr Sage"), "no Forward to choose")
end)

test("FF-16.2, FF-7.7: with 5 Backups a sixth cannot be played", function()
  setup { p1 = { field = { "Ember Adept", "Ember Adept", "Ember Adept", "Tide Adept", "Gale Adept" }, hand = { "Rime Adept", "Frost Lancer" } } }
  assert(not has_option("Play Rime Adept"))
  setup { p1 = { field = { "Ember Adept", "Ember Adept", "Ember Adept", "Tide Adept" }, hand = { "Rime Adept", "Frost Lancer" } } }
  assert(has_option("Play Rime Adept"))
end)
