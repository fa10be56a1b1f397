-- The engine skips state checks that ran and changed nothing while nothing
-- changes since, unless what they computed read the step: then a new step
-- must run them again (core: Game::pre_priority, checks_clean_).
test("state checks that read the step run again when only the step changes", function()
  setup { step = "start", p1 = { hand = { "Omen" } } }
  act("Play Omen", 1)
  pass(2)                      -- both pass: Omen resolves in the start step, doom = 1
  assert(gvar("doom") == 1 and not result().over and step() == "start")
  pass(2)                      -- both pass: start -> main, nothing changed but the step
  local r = result()
  assert(r.over and r.reason:find("doom"), "the checks did not run in the main step: " .. tostring(r.reason))
end)
