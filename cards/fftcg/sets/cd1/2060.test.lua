-- Morning Tithe: "Draw 1 card. At the beginning of your next turn, draw 1 card."
test("a delayed ability for the beginning of your next turn (FF-11.8.17): not in the opponent's turn; in yours, on the stack in main phase 1", function()
  setup { p1 = { hand = { "Morning Tithe", "Quarry Bruiser" } }, p2 = { field = { "Frost Lancer" } } }
  act("Cast Morning Tithe", 1)
  pass(2)
  assert(count("hand", 1) == 1, "drew 1 now (paid with the Bruiser)")
  local t = turn()
  while turn() == t do pass(1) end
  assert(active_player() == 2 and chain_size() == 0, "the opponent's turn is not \"your next turn\"")
  while turn() == t + 1 do pass(1) end
  assert(step() == "main1" and chain_size() == 1, "it triggered at the active phase and waited for main phase 1 (FF-9.1.1.2)")
  assert(chain_link(1).label:find("Morning Tithe", 1, true), "its source is named after last-known information is dropped (FF-11.8.17.5)")
  local before = count("hand", 1)
  pass(2)
  assert(count("hand", 1) == before + 1 and gvar("dl_count") == 0, "drew 1; it triggers once (FF-11.8.17.2)")
  while turn() < t + 4 do pass(1) end
  assert(chain_size() == 0, "not again")
end)
