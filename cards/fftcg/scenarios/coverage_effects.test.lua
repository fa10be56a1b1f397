-- Coverage: auto-abilities, field abilities, replacement effects, rule processes, EX Burst.

local function pick(p, what) while decision().kind ~= "priority" and decision().player == p and has_option(what) do act(what, p) end end

test("FF-11.8, FF-11.8.1, FF-11.8.2, FF-11.8.5, FF-11.8.6: Cataclysm puts two of P1's Forwards into the break zone: Ember Adept triggers once per Forward, as P1's", function()
  setup { p1 = { field = { "Ember Adept", "Cinder Vanguard", "Quarry Bruiser" }, hand = { "Cataclysm", "Stone Warden", "Stone Curse", "Militia Pikeman" } } }
  local a = find("Ember Adept", 1, "field")
  act("Cast Cataclysm", 1)
  pick(1, "Discard")
  pass(2)
  assert(decision().player == 1 and decision().kind == "order" and #decision().options == 2, "two triggers to order")
  answer(1)
  assert(chain_size() == 2, "two triggers: " .. chain_size())
  for i = 1, 2 do assert(chain_link(i).source == a and chain_link(i).controller == 1) end
  pass(2); pass(2)
  assert(counters(a, "ember") == 2)
end)

test("FF-11.9, FF-11.9.1, FF-11.9.2, FF-11.9.3, FF-11.12.4.4, FF-11.12.4.5: Banner Captain's +1000 reaches a Forward as it enters, with no stack, and ends when the Captain leaves", function()
  setup { p1 = { field = { "Banner Captain", "Cinder Vanguard" }, hand = { "Cinder Scout", "Ashen Herald" } },
          p2 = { hand = { "Rust Hex", "Quarry Bruiser" } } }
  assert(power(find("Cinder Vanguard", 1, "field")) == 8000)
  act("Play Cinder Scout", 1)
  local s = find("Cinder Scout", 1, "field")
  assert(power(s) == 6000 and chain_size() == 0)
  pass(1)
  act("Cast Rust Hex", 2)
  pass(2)
  assert(find("Banner Captain", 1, "break"))
  assert(power(s) == 5000 and power(find("Cinder Vanguard", 1, "field")) == 7000)
end)

test("FF-11.12.4.1, FF-9.5.1.3.2: Rally Cry's +2000 lasts until the end of the turn, not into the next", function()
  setup { step = "main2", p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } } }
  local v = find("Cinder Vanguard", 1, "field")
  act("Cast Rally Cry", 1)
  pass(2)
  assert(power(v) == 9000)
  while active_player() == 1 and not result().over do pass(1) end
  assert(power(v) == 7000)
end)

test("FF-11.12.5.1, FF-11.12.5.5: Stone Warden's reduction replaces part of the damage, once: Whirlwind's 6000 deals 4000", function()
  setup { p1 = { hand = { "Whirlwind", "Gale Archer" } }, p2 = { field = { { "Stone Warden", tapped = true } } } }
  act("Cast Whirlwind", 1)
  pass(2)
  assert(var(find("Stone Warden", 2, "field"), "damage") == 4000)
end)

test("FF-12, FF-12.1, FF-12.2, FF-12.3, FF-11.1.3, FF-5.2.6: Blaze Wyrm's 5000 on Cinder Scout (power 5000): the break comes by itself before the next priority, with nobody asked", function()
  setup { p1 = { hand = { "Blaze Wyrm", "Cinder Vanguard", "Ashen Herald" } }, p2 = { field = { "Cinder Scout" } } }
  act("Cast Blaze Wyrm", 1)
  pick(1, "Discard")
  pass(2)
  assert(find("Cinder Scout", 2, "break"), "broken by the rule process")
  local d = decision()
  assert(d.kind == "order" or d.kind == "priority")
  assert(chain_size() == 1 and chain_link(1).label:find("Cinder Scout"), "its trigger was stacked before priority")
  assert(d.player == 1)
end)

test("FF-11.8.17.4, FF-6.4.1.1: Parting Oath's delayed ability is P1's: when the Forward leaves this turn, P1 draws 1", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Parting Oath", "Cinder Scout" } },
          p2 = { hand = { "Night Harvest", "Quarry Bruiser", "Stone Warden" } } }
  act("Cast Parting Oath", 1)
  pass(2)
  assert(power(find("Cinder Vanguard", 1, "field")) == 9000)
  local hand = count("hand", 1)
  pass(1)
  act("Cast Night Harvest", 2)
  pick(2, "Discard")
  pass(2)
  assert(find("Cinder Vanguard", 1, "break"))
  assert(chain_size() == 1 and chain_link(1).controller == 1, "the delayed ability is P1's")
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)

test("FF-16.8.1, FF-16.8.2, FF-16.8.3, FF-16.8.5, FF-11.10.1, FF-11.10.2: Frost Snare revealed by Twin Comet: P2 may use it for free during the resolution; it stays in the damage zone", function()
  setup { p1 = { field = { "Cinder Vanguard", "Volt Adept" }, hand = { "Twin Comet", "Spark Courier", "Static Snare" } },
          p2 = { deck = { "Frost Snare", "Quarry Bruiser", "Stone Warden" }, hand = { "Frost Lancer" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  local d = decision()
  assert(d.player == 2 and d.prompt:find("Frost Snare"), "the damaged player is offered the EX Burst")
  assert(count("damage", 2) == 2, "after both points")
  assert(d.kind ~= "priority", "no priority before it (FF-16.8.3)")
  act("Yes", 2)
  assert(is_tapped(find("Cinder Vanguard", 1, "field")), "Frost Snare dulled Vanguard")
  assert(find("Frost Snare", 2, "damage") and count("damage", 2) == 2, "it stays in the damage zone")
  assert(count("hand", 2) == 1 and find("Frost Lancer", 2, "hand"), "nothing paid")
  assert(chain_size() == 0 and decision().player == 1 and decision().kind == "priority")
end)

test("FF-16.8.1: the damaged player may decline the EX Burst", function()
  setup { p1 = { field = { "Cinder Vanguard", "Volt Adept" }, hand = { "Twin Comet", "Spark Courier", "Static Snare" } },
          p2 = { deck = { "Frost Snare", "Quarry Bruiser", "Stone Warden" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  act("No", 2)
  assert(not is_tapped(find("Cinder Vanguard", 1, "field")) and count("damage", 2) == 2)
end)

test("FF-16.8.3: an EX Burst with no legal target cannot be used: not offered", function()
  setup { p1 = { field = { "Volt Adept" }, hand = { "Twin Comet", "Spark Courier", "Static Snare" } },
          p2 = { deck = { "Frost Snare", "Quarry Bruiser", "Stone Warden" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 2 and decision().player == 1 and decision().kind == "priority")
end)

test("FF-11.8.19, FF-11.11.2: Arc Striker's trigger targets P2's Vanguard; P1 takes Vanguard in response: the target is illegal and nothing happens", function()
  setup { p1 = { hand = { "Arc Striker", "Mind Tether", "Spark Courier", "Static Snare", "Twin Comet", "Volt Adept" } },
          p2 = { field = { "Cinder Vanguard" } } }
  act("Play Arc Striker", 1)
  pick(1, "Discard Spark Courier"); pick(1, "Discard Static Snare")
  assert(chain_size() == 1, "its trigger, targeting the only Forward P2 controls")
  act("Cast Mind Tether", 1)
  pick(1, "Cinder Vanguard")
  pick(1, "Discard")
  pass(2)                                   -- Mind Tether: P1 controls Vanguard
  local v = find("Cinder Vanguard", 2, "field")
  assert(controller(v) == 1 and chain_size() == 1)
  pass(2)                                   -- the trigger: its target no longer qualifies
  assert(var(v, "damage") == 0)
end)

test("FF-16.8.8: Mutual Ruin: P1's EX Burst is used inside the resolution, before P2's point of damage is dealt", function()
  setup { p1 = { hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" }, deck = { "Frost Snare", "Stone Warden" } },
          p2 = { field = { "Quarry Bruiser" }, deck = { "Stone Warden", "Gale Archer" } } }
  act("Cast Mutual Ruin", 1)
  pass(2)
  local d = decision()
  assert(d.player == 1 and d.prompt:find("Frost Snare"), d.prompt)
  assert(count("damage", 1) == 1 and count("damage", 2) == 0, "P2 not yet damaged")
  act("Yes", 1)
  assert(is_tapped(find("Quarry Bruiser", 2, "field")))
  assert(count("damage", 2) == 1, "then the resolution went on")
end)

test("FF-16.9: damage reduced to 0 is not dealt: Stone Warden blocks a 2000-power Pikeman and takes nothing", function()
  setup { p1 = { field = { "Militia Pikeman" }, hand = { "Stone Curse", "Quarry Bruiser" } }, p2 = { field = { "Stone Warden" } } }
  act("Cast Stone Curse", 1)
  pick(1, "Militia Pikeman")
  pass(2)
  act("2000", 1)
  assert(power(find("Militia Pikeman", 1, "field")) == 2000)
  pass(2)                                   -- to the attack phase
  pass(2)                                   -- to the declaration
  act("Attack with Militia Pikeman", 1)
  pass(2)
  act("Stone Warden", 2)
  pass(2)
  local w = find("Stone Warden", 2, "field")
  assert(w and var(w, "damage") == 0)
  for _, l in ipairs(log_lines()) do assert(not l:find("Stone Warden#%d+ is dealt"), l) end
  assert(find("Militia Pikeman", 1, "break"))
end)
