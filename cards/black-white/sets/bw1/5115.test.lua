-- Granite Herald (male, 4). Rally: once per play phase, each character of the same faction as
-- you draws 1 card. Same faction: BW-11.5, BW-0.4.2.

test("BW-11.5, BW-12.6: Rally draws for each character of its determined faction, itself included", function()
  setup { players = 4,
          p1 = faction_seat("BW", "both", { hero = { "Granite Herald" } }),
          p2 = faction_seat("WB", "both"),
          p3 = faction_seat("BW", "both"),
          p4 = faction_seat("BW") }   -- BW hidden: undetermined
  stock(4)
  act("Use skill Rally", 1)              -- both faction cards shown: only the character card is revealed (BW-0.3.4)
  assert(count("hero_up", 1) == 1)
  assert(count("hand", 1) == 1 and count("hand", 3) == 1, "P1 and P3 (BW) draw")
  assert(count("hand", 2) == 0 and count("hand", 4) == 0, "WB and the undetermined P4 do not")
  assert(not has_option("Rally"), "once per play phase")
end)

test("BW-11.5, BW-S05: with an undetermined faction, Rally draws for no one, not even its user", function()
  setup { players = 4, p1 = faction_seat("BW", { hero = { "Granite Herald" } }),
          p3 = faction_seat("BW", "both") }
  stock(4)
  act("Use skill Rally", 1)
  act("Main", 1)                          -- one faction card revealed: still undetermined
  assert(pvar(1, "mshow") == 1 and not determined(1))
  for p = 1, 4 do assert(count("hand", p) == 0, "P" .. p .. " drew") end
end)
