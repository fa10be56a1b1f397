-- Coverage: keywords, variables, names and types in play.

local function pick(p, what) while decision().kind ~= "priority" and decision().player == p and has_option(what) do act(what, p) end end

test("FF-15.2.5.3, FF-15.2.5.4: P2 answers P1's attack by playing Reef Diver (Back Attack), no stack, and blocks with it", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { hand = { "Reef Diver", "Tide Adept" } } }
  act("Attack with Cinder Vanguard", 1)
  pass(1)
  assert(decision().player == 2 and has_option("Play Reef Diver"))
  act("Play Reef Diver", 2)
  local r = find("Reef Diver", 2, "field")
  assert(r and not is_tapped(r) and chain_size() == 0, "on the field at once, no stack item")
  assert(decision().player == 1 and decision().kind == "priority", "nothing responds to it; the TP has priority (FF-16.17)")
  pass(2)
  act("Reef Diver", 2)
  pass(2)
  assert(count("damage", 2) == 0 and find("Reef Diver", 2, "break"), "it blocked and took 7000")
end)

test("FF-4.1, FF-4.5, FF-11.11.5.1: Stone Curse's N is chosen by its caster as it resolves, from 0 up, never negative", function()
  setup { p1 = { hand = { "Stone Curse", "Quarry Bruiser" } }, p2 = { field = { "Cinder Vanguard" } } }
  act("Cast Stone Curse", 1)
  assert(decision().kind == "priority", "no N asked on casting")
  pass(2)
  local d = decision()
  assert(d.player == 1 and d.prompt:find("N"), d.prompt)
  for _, o in ipairs(d.options) do assert(not o:find("%-"), "no negative value: " .. o) end
  assert(d.options[1] == "0")
  act("4000", 1)
  assert(power(find("Cinder Vanguard", 2, "field")) == 4000)
end)

test("FF-5.2.2.1: a second Ember Adept (generic icon) may be played; a second Banner Captain may not", function()
  setup { p1 = { field = { "Ember Adept", "Banner Captain" }, hand = { "Ember Adept", "Banner Captain", "Cinder Vanguard", "Ashen Herald" } } }
  assert(has_option("Play Ember Adept"))
  assert(not has_option("Play Banner Captain"))
end)

test("FF-5.2.3.1.1.2: only Forwards are offered to attack; Backups and Monsters are not", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Ridge Golem", "Zephyr Sage" } } }
  assert(has_option("Attack with Cinder Vanguard"))
  assert(not has_option("Attack with Ridge Golem") and not has_option("Attack with Zephyr Sage"))
end)

test("FF-2.3, FF-15.1.1.2: Static Snare on an already dull Forward: it stays dull and the rest (Freeze) still happens", function()
  setup { p1 = { hand = { "Static Snare", "Spark Courier" } }, p2 = { field = { { "Quarry Bruiser", tapped = true } } } }
  act("Cast Static Snare", 1)
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(is_tapped(b) and var(b, "frozen") == 1)
end)

test("FF-11.11.8, FF-12.4.5: Trophy Hunter's battle damage breaks the blocking Pikeman: Trophy Hunter broke it and draws 1", function()
  setup { step = "declare", p1 = { field = { "Trophy Hunter" } }, p2 = { field = { "Militia Pikeman" } } }
  local hand = count("hand", 1)
  act("Attack with Trophy Hunter", 1)
  pass(2)
  act("Militia Pikeman", 2)
  pass(2)
  assert(find("Militia Pikeman", 2, "break"))
  assert(chain_size() == 1 and chain_link(1).source == find("Trophy Hunter", 1, "field"))
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)
