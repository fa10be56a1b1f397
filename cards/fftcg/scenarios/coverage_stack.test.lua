-- Coverage: the stack and priority.

test("FF-11.1.1, FF-11.1.6, FF-11.1.7, FF-7.12, FF-7.13.3, FF-11.11.1: a response goes on top and resolves first; a pass hands priority over", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } },
          p2 = { field = { "Quarry Bruiser" }, hand = { "Radiant Ward", "Cinder Scout" } } }
  local v = find("Cinder Vanguard", 1, "field")
  act("Cast Rally Cry", 1)
  act("Cinder Vanguard", 1)
  assert(chain_size() == 1 and decision().player == 1)
  pass(1)
  assert(decision().player == 2 and chain_size() == 1, "passing gives priority to the opponent; nothing resolves")
  act("Cast Radiant Ward", 2)
  assert(chain_size() == 2)
  assert(chain_link(1).label:find("Rally Cry") and chain_link(2).label:find("Radiant Ward"), "kept in order of use, the new one on top")
  pass(1)
  assert(decision().player == 1 and chain_size() == 2)
  pass(1)                                   -- two passes in a row: the top resolves
  assert(chain_size() == 1 and chain_link(1).label:find("Rally Cry"), "only the top item resolved")
  assert(power(find("Quarry Bruiser", 2, "field")) == 10000 and power(v) == 7000)
  pass(2)
  assert(chain_size() == 0 and power(v) == 9000)
end)

test("FF-11.3.2, FF-6.2.3, FF-15.1.1.7: a cast summon is on the shared stack, revealed, controlled by its caster", function()
  setup { active = 2, p1 = { field = { "Cinder Vanguard" } }, p2 = { hand = { "Rally Cry", "Cinder Scout" }, field = { "Quarry Bruiser" } } }
  act("Cast Rally Cry", 2)
  act("Quarry Bruiser", 2)
  local x = chain_link(1).source
  assert(zone_of(x) == "stack" and controller(x) == 2 and owner(x) == 2)
  assert(count("hand", 2) == 0, "it left the hand")
end)

test("FF-11.3.9, FF-11.11.2: Whirlwind's only target stops being dull in response: it does nothing and still goes to the break zone", function()
  setup { p1 = { hand = { "Whirlwind", "Gale Archer" } },
          p2 = { field = { "Zephyr Sage", { "Quarry Bruiser", tapped = true } } } }
  local b = find("Quarry Bruiser", 2, "field")
  act("Cast Whirlwind", 1)
  pass(1)
  act("Use Zephyr Sage", 2)
  pass(2)                                   -- Sage's ability: Bruiser becomes active
  assert(not is_tapped(b) and chain_size() == 1)
  pass(2)                                   -- Whirlwind: its target is no longer a dull Forward
  assert(var(b, "damage") == 0, "no damage dealt")
  assert(find("Whirlwind", 1, "break") and chain_size() == 0)
end)

test("FF-11.3.9, FF-5.2.3.1.2 (control): with its target still legal Whirlwind deals 6000; the summon goes to the break zone, never the field", function()
  setup { p1 = { hand = { "Whirlwind", "Gale Archer" } },
          p2 = { field = { "Zephyr Sage", { "Quarry Bruiser", tapped = true } } } }
  act("Cast Whirlwind", 1)
  pass(2)
  assert(var(find("Quarry Bruiser", 2, "field"), "damage") == 6000)
  assert(find("Whirlwind", 1, "break") and not find("Whirlwind", 1, "field") and chain_size() == 0)
end)

test("FF-6.4, FF-6.4.1, FF-6.4.2: Cinder Kiln's ability resolves although the Kiln left the field in response", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rust Hex", "Quarry Bruiser" } },
          p2 = { field = { "Cinder Kiln" } } }
  local k = find("Cinder Kiln", 2, "field")
  add_counters(k, "ember", 2)
  pass(1)
  act("Use Cinder Kiln", 2)                 -- the only target, P1's Vanguard
  assert(counters(k, "ember") == 0 and chain_size() == 1, "2 counters removed as the cost")
  pass(1)
  act("Cast Rust Hex", 1)                   -- its only target: the Kiln
  pass(2)                                   -- Rust Hex breaks the Kiln
  assert(find("Cinder Kiln", 2, "break") and chain_size() == 1)
  pass(2)                                   -- the Kiln's ability still resolves
  assert(var(find("Cinder Vanguard", 1, "field"), "damage") == 5000, "5000 damage to P1's Vanguard")
end)

test("FF-14, FF-14.4, FF-16.15: the NTP's impossible cast in response is undone and the NTP keeps priority", function()
  setup { params = { offer_unpayable = 1 }, p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } },
          p2 = { hand = { "Blaze Wyrm", "Frost Lancer" } } }
  act("Cast Rally Cry", 1)
  pass(1)
  assert(decision().player == 2)
  local h = state_hash()
  local idx
  for i, l in ipairs(decision().options) do if l:find("Cast Blaze Wyrm") then idx = i end end
  local ok, msg = try_answer(idx)
  assert(not ok and msg:find("FF%-14.1"), tostring(msg))
  assert(state_hash() == h and chain_size() == 1 and chain_link(1).label:find("Rally Cry"))
  assert(decision().player == 2 and decision().kind == "priority", "whoever had priority has it again")
  assert(find("Blaze Wyrm", 2, "hand") and find("Frost Lancer", 2, "hand"), "both cards still in hand")
end)
