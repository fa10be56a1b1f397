-- Maiden's Double: no effect (character name 『Lantern Maiden』).
test("reads 1500/1500, named Maiden's Double with the character name 『Lantern Maiden』", function()
  setup { p1 = { battle = { "Maiden's Double" } } }
  local c = find("Maiden's Double", 1, "battle")
  assert(atk(c) == 1500 and def(c) == 1500 and has(c, "names", "Lantern Maiden"))
end)

test("ZD-11.10.3: it shares a character name with Lantern Maiden: the name rule scraps one", function()
  setup { p1 = { battle = { "Lantern Maiden" }, hand = { "Maiden's Double" }, resource = { 1028, 1028 } } }
  act("Use Maiden's Double", 1)
  act("Pebble Sprite", 1)
  pass(2)
  act("Lantern Maiden", 1)
  assert(find("Maiden's Double", 1, "battle") and find("Lantern Maiden", 1, "rest"))
end)
