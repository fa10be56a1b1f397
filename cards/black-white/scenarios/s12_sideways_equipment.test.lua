-- BW-S12: sideways equipment is ineffective until its holder's turn start
-- (BW-0.4.3 (2), BW-4.9, BW-15.6). Six characters A-F (P1-P6) in a ring:
-- D is at distance 3 from A, B at 1. A is Frost Courier, revealed, whose
-- Quick Study (turn_start) is asked openly at its turn start; the others
-- are Iron Drummers (an active skill only). Every faction card is up, so
-- nothing else is asked between two play phases.

local function ring()
  setup(quiet_table(6, 2, { [1] = { hero_up = { "Frost Courier" }, equip = { "Ashwood Pike" },   -- range 3
                                    seats = copies("Parry", 30) } }))
  deck_from(1)
end

test("BW-S12, BW-0.4.3, BW-4.9: a sideways weapon gives no range until its holder's turn start", function()
  ring()
  local pike = cards("equip", 1)[1]
  assert(attack_range(1) == 3 and in_range(1, 4), "upright: range 3, D within it")
  assert(set_sideways(pike), "in B's turn an effect turns A's pike sideways")
  assert(not set_sideways(cards("equip", 1)[1]), "already sideways")
  pike = cards("equip", 1)[1]
  assert(count("equip", 1) == 1 and is_tapped(pike), "it stays in its slot, sideways")
  assert(attack_range(1) == 1, "A counts as having no weapon: " .. attack_range(1))
  assert(not in_range(1, 4), "D (distance 3) is not within A's range")
  assert(in_range(1, 2), "B (distance 1) is")
  for _ = 1, 4 do pass() end                  -- the turns of B, C, D, E
  assert(active_player() == 6)
  assert(is_tapped(cards("equip", 1)[1]), "still sideways in the other characters' turns")
  pass()                                       -- F's turn ends: A's turn start
  local d = decision()
  assert(d.player == 1 and d.prompt:find("turn_start") and has_option("Quick Study"), "A's turn_start skill: " .. d.prompt)
  assert(not is_tapped(cards("equip", 1)[1]), "the pike is upright before any turn_start skill (BW-15.6)")
  assert(attack_range(1) == 3 and in_range(1, 4), "a turn_start skill reading A's range reads 3")
  assert(log_count("Ashwood Pike of P1 is set upright (BW-0.4.3)") == 1, "the log tells the table once")
end)

test("BW-15.6, BW-0.4.3: the reset comes only at the holder's own turn start", function()
  ring()
  assert(set_sideways(cards("equip", 1)[1]))
  pass()                                       -- B's turn ends: C's turn
  assert(active_player() == 3 and is_tapped(cards("equip", 1)[1]), "C's turn start resets nothing of A's")
end)
