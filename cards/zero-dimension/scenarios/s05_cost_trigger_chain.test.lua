-- ZD-S05: a trigger caused by paying a cost resolves first (seed L146-147).

local function scout_game(courier_level)
  return setup { p1 = {
    battle = { "Harbor Scout", { "Rope Courier", vars = { level = courier_level } } },
    deck = { "Field Hand", "Deck Hand", 1001, 1001 },
  } }
end

test("ZD-S05 (ZD-7.6.2, ZD-8.4, ZD-8.10, ZD-8.11, ZD-9.3): scrapping a LV2 Rope Courier as a cost puts its draw above Harbor Scout's search", function()
  scout_game(2)
  local hand = count("hand", 1)
  assert(level(find("Rope Courier", 1, "battle")) == 2)
  act("Activate Harbor Scout", 1)
  -- 1. both went to the rest area together, during the payment
  assert(find("Harbor Scout", 1, "rest") and find("Rope Courier", 1, "rest"))
  assert(count("battle", 1) == 0)
  -- 2-3. the chain: link 1 = the Scout's effect, link 2 = the Courier's draw (look-back at LV2)
  assert(chain_size() == 2, "chain size " .. chain_size())
  assert(chain_link(1).label:find("Harbor Scout", 1, true), chain_link(1).label)
  assert(chain_link(2).label:find("Rope Courier", 1, true), chain_link(2).label)
  assert(chain_link(1).controller == 1 and chain_link(2).controller == 1)
  assert(decision().player == 1 and decision().kind == "priority", "the AP receives priority")
  pass(1)
  assert(decision().player == 2 and chain_size() == 2)
  pass(1)
  -- 4. link 2 first (draw the top card, Field Hand), then link 1: the search,
  -- although Harbor Scout has left the battle zone (ZD-8.11).
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "no priority in between: the search question")
  assert(chain_size() == 0, "link 2 resolved and link 1 is resolving")
  assert(count("hand", 1) == hand + 1 and find("Field Hand", 1, "hand"), "link 2 drew the top card first")
  act("Deck Hand", 1)
  -- 5.
  assert(find("Deck Hand", 1, "battle"), "Deck Hand deployed")
  assert(count("hand", 1) == hand + 1)
  assert(chain_size() == 0)
  assert(decision().player == 1 and decision().kind == "priority" and step() == "action")
end)

test("ZD-S05 variation (ZD-3.7, ZD-9.3): with Rope Courier at LV1 nothing triggers; the chain holds only link 1", function()
  scout_game(1)
  local hand = count("hand", 1)
  act("Activate Harbor Scout", 1)
  assert(find("Rope Courier", 1, "rest"))
  assert(chain_size() == 1 and chain_link(1).label:find("Harbor Scout", 1, true))
  pass(2)
  act("Deck Hand", 1)
  assert(find("Deck Hand", 1, "battle"))
  assert(count("hand", 1) == hand, "nothing drawn")
end)
