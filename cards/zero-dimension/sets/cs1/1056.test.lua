-- Lantern Ward: 【On deploy】 You may scrap 1 card from your life zone: Deploy a {Lantern Maiden} from your hand.
test("ZD-S29: pays by scrapping the top life card (no counter); only the card named Lantern Maiden may be deployed", function()
  setup { p1 = { hand = { "Lantern Ward", "Lantern Maiden", "Maiden's Double" }, resource = { 1028, 1028 },
                 life = { 1001, 1001, 1001, "Lantern Maiden" } } }
  local hand = count("hand", 1)
  act("Use Lantern Ward", 1)
  act("Pebble Sprite", 1)
  pass(2)
  act("Yes", 1)
  assert(count("life", 1) == 3 and find("Lantern Maiden", 1, "rest"), "the top life card was scrapped")
  assert(count("hand", 1) == hand - 1, "its counter effect did not draw (ZD-9.4.4)")
  pass(2)
  assert(find("Lantern Maiden", 1, "battle") and find("Maiden's Double", 1, "hand"))
end)

test("ZD-S29 variation, ZD-8.10.2: declining the cost: nothing goes on the chain, life stays 4", function()
  setup { p1 = { hand = { "Lantern Ward", "Lantern Maiden" }, resource = { 1028, 1028 }, life = { 1001, 1001, 1001, 1001 } } }
  act("Use Lantern Ward", 1)
  act("Pebble Sprite", 1)
  pass(2)
  act("No", 1)
  assert(chain_size() == 0 and count("life", 1) == 4)
end)
