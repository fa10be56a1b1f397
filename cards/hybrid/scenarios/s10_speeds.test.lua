-- HY-S10: speeds (HY-8.4, HY-8.4.2, HY-8.4.3; L157-165). Placeholders:
-- Twofold Insight = Twin Visions (speed 1), Unmake = Null Verdict (2), Sunder
-- Edict = Sealing Decree (【三速】, 3), Owl Scholar = Lantern Owl ("{2}: Draw 1
-- card", speed 1), Healing Draught = Healing Salve (normal item, 2).

test("HY-S10a, HY-8.4.3: on a speed-2 link, P1's speed-1 Lantern Owl is refused; P1's own Null Verdict (2) is legal", function()
  setup { p1 = { hand = { "Twin Visions", "Null Verdict" }, creature = { "Lantern Owl" }, vars = { mana = 8 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  assert(has_option("Draw 1 card"), "before the chain, the Owl's effect is offered")
  act("Activate Twin Visions", 1)
  act("Activate the set", 2)                           -- C1, speed 2
  assert(decision().player == 1)
  assert(not has_option("Draw 1 card"), "speed 1 cannot chain to speed 2")
  act("Activate Null Verdict", 1)                      -- C2, speed 2 on speed 2
  assert(chain_size() == 3, "the same speed chains")
  pass(2)
  -- C2 negates C1, so C0 resolves: P1 draws 2 (hand: the Twin Visions and Null Verdict were used).
  assert(count("hand", 1) == 2, "Twin Visions resolved: " .. count("hand", 1))
end)


test("HY-S10b, HY-8.4.1, HY-8.4.3: on a 3-speed Sealing Decree, Null Verdict (2) is refused; only 3-speed answers", function()
  setup { p1 = { hand = { "Twin Visions", "Null Verdict" }, magic = { { "Sealing Decree", face_down = true } }, vars = { mana = 10 } },
          p2 = { magic = { { "Sealing Decree", face_down = true } }, vars = { mana = 3 } } }
  act("Activate Twin Visions", 1)
  act("Activate the set", 2)                           -- C1: Sealing Decree, speed 3
  assert(decision().player == 1)
  assert(not has_option("Activate Null Verdict"), "speed 2 cannot chain to speed 3")
  assert(has_option("Activate the set"), "P1's own Sealing Decree (3) may answer")
end)

test("HY-S10c, HY-8.4.2, HY-7.11: in P2's main phase, P1 may use Healing Salve (item, 2) but not Twin Visions (1)", function()
  setup { active = 2, p1 = { hand = { "Healing Salve", "Twin Visions" }, vars = { mana = 5 } } }
  pass(1)                                              -- P2 passes: P1 has priority in P2's main phase
  assert(decision().player == 1 and active_player() == 2)
  assert(not has_option("Activate Twin Visions"), "speed 1 is for one's own turn")
  act("Use Healing Salve", 1)
  pass(2)
  assert(pvar(1, "life") == 23, "gained 3: " .. pvar(1, "life"))
end)
