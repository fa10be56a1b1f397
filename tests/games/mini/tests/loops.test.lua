-- A loop that no player can stop ends the game in a draw (ZD-11.14.1-2,
-- FF-13): the engine sees the same state again with no voluntary choice made.
test("a mandatory loop is detected and the game is a draw", function()
  setup { step = "main", p1 = { board = { "Echo" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  -- Each round gives both players priority; passing does not make the loop
  -- optional (ZD-11.14.2), so after a few rounds the repetition is seen.
  local rounds = 0
  while not result().over and rounds < 20 do
    pass(1)
    rounds = rounds + 1
  end
  local r = result()
  assert(rounds < 20, "still going after 20 passes")
  assert(r.over and r.draw, "expected a draw, got: " .. tostring(r.reason))
  assert(r.reason:find("loop"), r.reason)
end)

test("without the loop, the same play ends normally", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  pass(2)
  pass(2)
  assert(not result().over and gvar("x") == 1)
end)
