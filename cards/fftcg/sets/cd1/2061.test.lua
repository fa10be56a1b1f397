-- Parting Oath: "Choose 1 Forward you control. It gains +2000 power until the end
-- of the turn. When it leaves the field this turn, draw 1 card."
local function oath()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Parting Oath", "Cinder Scout", "Undertow", "Tide Warden", "Bold Sentry" } },
          p2 = { field = { "Frost Lancer" } } }
  act("Cast Parting Oath", 1)
  pass(2)
  assert(power(find("Cinder Vanguard", 1, "field")) == 9000)
end
test("a delayed \"when it leaves the field this turn\" (FF-11.8.17): it leaves, 1 card drawn", function()
  oath()
  act("Cast Undertow", 1)
  act("Cinder Vanguard", 1)
  pass(2)
  assert(find("Cinder Vanguard", 1, "hand") and chain_size() == 1, "it triggered when the Forward left")
  local before = count("hand", 1)
  pass(2)
  assert(count("hand", 1) == before + 1)
end)
test("it ends with the turn (FF-11.8.17.2): nothing waits in the next turn", function()
  oath()
  assert(gvar("dl_count") == 1)
  local t = turn()
  while turn() == t do pass(1) end
  assert(gvar("dl_count") == 0, "ended at the clean-up")
end)
