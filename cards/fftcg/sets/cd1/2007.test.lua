-- Blaze Wyrm: EX BURST. "Choose 1 Forward. Deal it 5000 damage."
test("deals 5000 damage to the chosen Forward (FF-11.3)", function()
  setup { p1 = { hand = { "Blaze Wyrm", "Cinder Vanguard" }, field = { "Rime Adept" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Blaze Wyrm", 1)
  assert(decision().player == 1 and decision().kind == "priority", "the caster keeps priority (FF-11.3.8)")
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(var(b, "damage") == 5000, "5000 damage marked")
  assert(find("Blaze Wyrm", 1, "break"), "to its owner's break zone (FF-11.11.10)")
end)

test("EX Burst: revealed by damage, used for free, no stack (FF-11.10, FF-16.8)", function()
  setup { p1 = { hand = { "Twin Comet", "Spark Courier", "Volt Adept" }, field = { "Volt Adept" } },
          p2 = { deck = { "Blaze Wyrm", "Cinder Vanguard" } , field = { "Militia Pikeman" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  act("Yes", 2)                               -- use the EX Burst
  -- its own Pikeman is the only Forward: chosen without a question
  assert(count("damage", 2) == 2, "both damage cards stay in the damage zone")
  assert(chain_size() == 0 and decision().player == 1, "no stack; P1 (TP) has priority")
  assert(find("Militia Pikeman", 2, "break"), "the EX Burst dealt 5000")
end)
