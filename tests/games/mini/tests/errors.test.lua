-- A script error ends the game that hit it with status "error", naming the
-- card, file and line; it never takes the host down.
test("a failing card script ends the game with an error naming card, file and line", function()
  setup { step = "main", p1 = { hand = { "Glitch" } } }
  act("Play Glitch", 1)
  local ok, err = pcall(pass, 2)
  assert(not ok and err:find("the game ended with a script error", 1, true), "the test is told: " .. tostring(err))
  local r = result()
  assert(r.over and r.error, "the game ended with an error")
  assert(r.reason:find("card 9", 1, true), r.reason)
  assert(r.reason:find("9.lua:4", 1, true), r.reason)
  assert(r.reason:find("attempt to index", 1, true), r.reason)
end)

test("try_answer reports refused answers, but a script error still fails the test", function()
  setup { step = "main", p1 = { hand = { "Glitch" } } }
  act("Play Glitch", 1)
  pass(1)
  local ok, err = pcall(try_answer, 1)   -- the second pass: Glitch resolves and fails
  assert(not ok and err:find("the game ended with a script error", 1, true), tostring(err))
  assert(result().error)
end)

test("the next game on the same host runs normally", function()
  setup { step = "main", p1 = { hand = { "Blitz" } } }
  act("Play Blitz", 1)
  pass(2)
  assert(gvar("x") == 9 and not result().over)
end)
