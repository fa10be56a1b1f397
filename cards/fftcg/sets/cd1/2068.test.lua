-- Archive Keeper: "Your hand size is increased by 2."
local EIGHT = { "Cinder Vanguard", "Cinder Vanguard", "Cinder Vanguard", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Rime Adept", "Rime Adept" }
test("its controller keeps 7 at the end of the turn (FF-9.5.1.2, digest §13 hand size)", function()
  setup { step = "end", p1 = { field = { "Archive Keeper" }, hand = EIGHT } }
  assert(hand_limit(1) == 7 and hand_limit(2) == 5, "the opponent's stays 5")
  pass(2)
  answer(1)                                  -- 8 > 7: one discard
  assert(count("hand", 1) == 7)
end)
test("without it, 5 (FF-9.5.1.2)", function()
  setup { step = "end", p1 = { hand = EIGHT }, p2 = { field = { "Archive Keeper" } } }
  pass(2)
  answer(1); answer(1); answer(1)
  assert(count("hand", 1) == 5)
end)
