-- HY-2.4: tokens are created by effects (the core's create()); they are
-- objects like any other from then on.

test("HY-2.4: Brood creates a Spark token on its player's board, with the token card's characteristics", function()
  setup { players = 3, step = "main", p2 = { hand = { "Brood" } } }
  pass(1)
  act("Play Brood", 2)
  pass(3)                              -- P3, P1, P2: Brood resolves
  local t = find("Spark", 2, "board")
  assert(t, "a Spark on P2's board")
  assert(get(t, "power") == 1 and get(t, "type") == "token", "the token card's characteristics")
  assert(owner(t) == 2 and controller(t) == 2 and count("board", 2) == 1)
  assert(not find("Spark", 2, "deck") and not find("Spark", 1), "made from nothing: no deck held it")
  save_and_restore()
  assert(find("Spark", 2, "board") == t, "the token survives a snapshot round trip")
  local gone = move(t, "discard", 2)
  assert(gone ~= t and find("Spark", 2, "discard") == gone, "moved, it is a new object as any card is")
end)

test("create: options and errors", function()
  setup { step = "main", p1 = { board = { "Filler" } } }
  local a = create(18, "board", 1)
  local b = create(18, "board", 1, { bottom = true, face_down = true })
  local on = cards("board", 1)
  assert(on[1] == b and on[#on] == a, "bottom and top")
  assert(is_face_down(b) and not is_face_down(a))
  local ok, err = pcall(create, 999, "board", 1)
  assert(not ok and err:find("no card with id 999", 1, true), err)
  ok, err = pcall(create, 18, "nowhere", 1)
  assert(not ok and err:find("nowhere", 1, true), err)
  ok, err = pcall(create, 18, "board", 1, { on_top = true })
  assert(not ok and err:find("on_top", 1, true), err)
end)
