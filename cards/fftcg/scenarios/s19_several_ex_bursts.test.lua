-- FF-S19: several EX Bursts in one damage processing (FF-6.5.2.1, FF-11.10, FF-16.8).
test("FF-S19 (FF-6.5.2.1, FF-16.8): both cards go to the damage zone, then Wyrm's and Herald's EX Bursts in order; no stack; then P1 has priority", function()
  setup { p1 = { field = { "Cinder Vanguard", "Volt Adept" }, hand = { "Twin Comet", "Spark Courier", "Static Snare" } },
          p2 = { deck = { "Blaze Wyrm", "Ashen Herald", "Quarry Bruiser" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 2, "both damage cards first")
  local d = decision()
  assert(d.player == 2 and d.prompt:find("Blaze Wyrm"), "Blaze Wyrm's first")
  act("Yes", 2)
  d = decision()
  assert(d.player == 2 and d.prompt:find("Ashen Herald"), "then Ashen Herald's")
  local h = count("hand", 2)
  act("Yes", 2)
  assert(var(find("Cinder Vanguard", 1, "field"), "damage") == 5000)
  assert(count("hand", 2) == h + 1 and find("Ashen Herald", 2, "damage"), "drew 1; Herald stays")
  assert(chain_size() == 0 and decision().player == 1 and decision().kind == "priority")
end)
