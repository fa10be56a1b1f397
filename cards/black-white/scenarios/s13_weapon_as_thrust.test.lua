-- BW-S13: a weapon used as another card (BW-1.3.2, BW-12.3). A (P1) is Scrap Tinker, revealed, whose
-- Makeshift uses any equipment card, in hand or equipped, as a Thrust. Six seats A-F: D (P4) is at
-- distance 3 from A, B (P2) at 1, C (P3) at 2. Ashwood Pike is spade 2, range 3; 5099 Quick Mare
-- (heart 1) a -1 mount.

local function table_with(a_equip, a_hand)
  setup { players = 6,
          p1 = { hero_up = { "Scrap Tinker" }, vars = { mshow = 1, sshow = 1 }, equip = a_equip, hand = a_hand },
          p2 = { hand = { "Parry" } } }
end

test("BW-S13, BW-1.3.2, BW-4.9: the equipped pike used as a Thrust on D (distance 3) is rejected: its own range does not count", function()
  table_with({ "Ashwood Pike" }, { "Thrust" })
  assert(has_option("Use Thrust on P4"), "a real Thrust reaches D with the pike's range 3")
  assert(not has_option("Use Ashwood Pike as a Thrust on P4"), "the pike as a Thrust: range 1, D out of reach")
  assert(not has_option("Use Ashwood Pike as a Thrust on P3"), "nor C at distance 2")
  assert(has_option("Use Ashwood Pike as a Thrust on P2 (black) (Makeshift)"), "B at distance 1: legal")
  assert(count("equip", 1) == 1 and pvar(4, "hp") == 4, "nothing changed")
end)

test("BW-S13, BW-12.3: on B it is legal; the pike leaves the equipment area and the virtual Thrust has its suit and rank", function()
  table_with({ "Ashwood Pike" }, {})
  act("Use Ashwood Pike as a Thrust on P2", 1)
  local d = decision()
  assert(d.player == 2 and has_option("Parry"), "B is asked for a Parry: " .. tostring(d.prompt))
  assert(count("equip", 1) == 0, "the pike left A's equipment area")
  local x = cards("processing")[1]
  assert(x and card_name(x) == "Ashwood Pike", "the pike settles in the processing zone")
  assert(is_thrust(x) and get(x, "suit") == "spade" and get(x, "rank") == 2 and is_black(x),
    "a Thrust with the pike's suit (spade, black) and rank (2)")
  assert(element_of(x) == nil, "a converted card has no element")
  act("None", 2)
  assert(pvar(2, "hp") == 3, "1 damage")
  assert(attack_range(1) == 1 and not in_range(1, 4), "A has no weapon now")
  assert(count("discard") == 1 and count("processing") == 0, "the pike is discarded at step 7")
end)

test("BW-1.3.2, BW-17.3: an equipped mount used as a Thrust gives that use no distance either", function()
  table_with({ 5099 }, { "Thrust" })
  assert(distance(1, 3) == 1 and has_option("Use Thrust on P3"), "with the mare C is at distance 1")
  assert(not has_option("Use Quick Mare as a Thrust on P3"), "the mare as the Thrust: C is at distance 2")
  assert(has_option("Use Quick Mare as a Thrust on P2 (red) (Makeshift)"), "a red Thrust (heart)")
end)
