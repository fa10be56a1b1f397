-- BW-S25: numeric conventions and running out of deck (BW-4.10, BW-4.11,
-- BW-11.9, BW-10.2, BW-16.3). Parts a and b test the rules' mechanism
-- (settle_value, which attack_range uses with the locked skill keys
-- range_becomes / range / range_counts_as; pay_discard);
-- s25b_range_becomes.test.lua plays "becomes" with Plains Outrider's skills.

test("BW-S25a, BW-4.11, BW-11.9: 'range becomes 3' plus 1 reads 4; 'counts as 3' plus 1 reads 3", function()
  setup { players = 2 }
  assert(settle_value(1, { 3 }, 1, {}) == 4, "becomes sets the base; the +1 still applies")
  assert(settle_value(1, {}, 1, { 3 }) == 3, "counts as overrides what is read")
  assert(settle_value(3, { 2, 5 }, 1, {}) == 6, "the latest 'becomes' wins, then the additions")
  assert(settle_value(3, { 5 }, 2, { 4, 2 }) == 2, "the latest 'counts as' wins over everything")
  assert(settle_value(3, nil, 0, nil) == 3, "nothing: the base")
end)

test("BW-S25a, BW-4.9, BW-11.9: attack_range: the weapon's range as base, a locked +1 skill added (Cliff Marksman)", function()
  setup { players = 2, p1 = { hero_up = { "Vigil Keeper" }, equip = { "Ashwood Pike" } },
          p2 = { hero_up = { "Cliff Marksman" }, equip = { "Ashwood Pike" } } }
  assert(attack_range(1) == 3 and attack_range(2) == 4)
  setup { players = 2, p1 = { hero = { "Cliff Marksman" } }, p2 = { hero_up = { "Cliff Marksman" } } }
  assert(attack_range(1) == 1 and attack_range(2) == 2, "unarmed 1, +1 only while revealed (BW-12.7)")
end)

test("BW-S25b, BW-4.10: 'discard X, then draw X + 1' with X = 0 equipped cards: nothing asked, the cost is paid, 1 drawn", function()
  setup { players = 2, p1 = { hand = { "Parry" } } }
  stock(3)
  local x = count("equip", 1)
  assert(x == 0)
  assert(pay_discard(1, x, "discard X") == true, "a cost of 0 is paid")
  assert(decision().kind == "priority" and count("hand", 1) == 1, "no question, nothing discarded")
  draw_n(1, x + 1)
  assert(count("hand", 1) == 2, "draws 1")
  assert(pay_discard(1, 3) == false, "a cost that cannot be paid is not paid")
end)

test("BW-S25c, BW-10.2: drawing 2 from a 1-card deck: 1, the discard pile becomes the deck, then the 2nd", function()
  setup { players = 2, active = 2 }
  stock(3)
  local d = cards("deck")
  move(d[1], "discard"); move(d[2], "discard")
  assert(count("deck") == 1 and count("discard") == 2)
  local k = #log_lines()
  draw_n(1, 2)
  assert(count("hand", 1) == 2 and count("deck") == 1 and count("discard") == 0, "deck " .. count("deck"))
  assert(log_lines()[k + 1] == "The discard pile is shuffled into a new deck (BW-10.2)", tostring(log_lines()[k + 1]))
  assert(not result().over)
end)

test("BW-S25c, BW-16.3: a draw phase with the deck and the discard pile both empty: the game is a draw for everyone", function()
  setup { players = 3, active = 3, p1 = { hand = { "Parry" } } }
  assert(count("deck") == 0 and count("discard") == 0)
  pass()                                  -- P3 ends its play phase; P1's turn comes
  for _ = 1, 50 do
    if result().over then break end
    local dd = decision()
    if dd.kind == "priority" then pass() else answer(1) end
  end
  local r = result()
  assert(r.over and r.draw, "a draw")
  assert(r.reason:find("the deck and the discard pile are both empty (BW-16.3)", 1, true), r.reason)
end)
