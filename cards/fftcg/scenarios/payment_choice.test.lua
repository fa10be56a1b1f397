-- FF-16.27: what a payment discards or dulls is the player's choice, shown
-- before anything is paid, and every payment question can be cancelled.
-- `act_only` (test_words.lua) answers one question only.
local function option_labels() return decision().options end

test("FF-16.27: the one way left to pay is shown whole before anything is paid", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Rally Cry" } } }
  act_only("Play Cinder Vanguard", 1)
  local d = decision()
  assert(d.kind ~= "priority" and d.player == 1, "P1 is asked how to pay")
  local labels = option_labels()
  assert(#labels == 2, table.concat(labels, " | "))
  assert(labels[1]:find("^Pay: discard Cinder Scout#%d+ %(2 fire CP%), discard Rally Cry#%d+ %(2 fire CP%)$"), labels[1])
  assert(labels[2]:find("^Cancel"), labels[2])
  assert(d.prompt:find("for Cinder Vanguard#", 1, true), d.prompt)
  assert(find("Cinder Scout", 1, "hand") and find("Rally Cry", 1, "hand"), "nothing is paid before the answer")
  act_only("Pay: ", 1)
  assert(find("Cinder Scout", 1, "break") and find("Rally Cry", 1, "break") and find("Cinder Vanguard", 1, "field"))
end)

test("FF-16.27, FF-14.1: cancelling the payment undoes the action and pays nothing", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Rally Cry" } } }
  local before = state_hash()
  act_only("Play Cinder Vanguard", 1)
  local ok = try_answer(#decision().options)             -- Cancel
  assert(not ok, "the action is undone")
  assert(state_hash() == before, "as it was before the action")
  assert(decision().kind == "priority" and decision().player == 1, "P1 has priority again (FF-14.4)")
  assert(find("Cinder Vanguard", 1, "hand") and find("Cinder Scout", 1, "hand") and find("Rally Cry", 1, "hand"))
end)

test("FF-16.27: the payment question says what is chosen so far, and a cancel after it pays nothing", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  local before = state_hash()
  act_only("Play Cinder Vanguard", 1)
  assert(not decision().prompt:find("chosen", 1, true), decision().prompt)
  assert(option_labels()[#decision().options]:find("^Cancel"), "Cancel is offered")
  act_only("Discard Cinder Scout", 1)
  local prompt = decision().prompt
  assert(prompt:find("chosen: discard Cinder Scout#%d+ %(2 fire CP%); 2 CP made"), prompt)
  assert(find("Cinder Scout", 1, "hand"), "chosen, not yet paid (FF-11.3.7.1: all at once)")
  assert(not try_answer(#decision().options), "Cancel undoes the play")
  assert(state_hash() == before and find("Cinder Scout", 1, "hand"))
  assert(#filter(backups(1), function(b) return not is_tapped(b) end) == 2, "no Adept was dulled")
end)
