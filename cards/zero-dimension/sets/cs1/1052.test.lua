-- Null Gear: Negate the effects of target equipment until end of turn.
-- ZD-S28b also says the negated Staff's 【On destroy】 does not trigger when it is destroyed later
-- this turn. The core's last-known copy drops the negation when the Staff moves, so the look-back
-- trigger still fires: an engine gap (see the CS1 report); only the bonus part is tested here.
test("ZD-S28b, ZD-3.10: Iron Staff's effects are negated but its +2000 bonus stays", function()
  setup { active = 2, p1 = { battle = { { "Bright Knight", ref = "k" }, { "Iron Staff", vars = { attached = "@k" } } } },
          p2 = { hand = { "Null Gear" }, resource = { 1024 } } }
  local k = find("Bright Knight", 1, "battle")
  local hand = count("hand", 1)
  act("Use Null Gear", 2)
  pass(2)
  assert(atk(k) == 5000, "the bonus is not an effect")
  local staff = find("Iron Staff", 1, "battle")
  assert(#abilities(staff) == 0 and get(staff, "atk_bonus") == 2000)
  assert(count("hand", 1) == hand)
end)
