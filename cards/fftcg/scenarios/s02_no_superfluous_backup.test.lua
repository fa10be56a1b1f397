-- FF-S02: CP: no superfluous Backup (FF-16.3, FF-11.2.1.1).
test("FF-S02 (FF-16.3): discard F1 + dull both Adepts is never offered; F1 + 1 Adept is", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  act("Discard Cinder Scout", 1)
  -- 2 CP made, 1 to go: either Adept, never both (the second would be superfluous)
  assert(decision().kind ~= "priority" and #decision().options == 2, "one Adept to choose")
  act("Dull Ember Adept", 1)
  assert(find("Cinder Vanguard", 1, "field"))
  assert(#filter(backups(1), function(b) return not is_tapped(b) end) == 1, "one Adept stays active")
end)
test("FF-S02 (FF-16.3): dulling the two Adepts only (2 CP) cannot be completed: after one Adept, only F1 is offered", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  act("Dull Ember Adept", 1)
  -- the remaining legal completion is the discard alone: taken unasked
  assert(find("Cinder Scout", 1, "break") and find("Cinder Vanguard", 1, "field"))
  assert(#filter(backups(1), function(b) return not is_tapped(b) end) == 1)
end)
test("FF-S02, FF-16.15: an answer outside the offered payment is rejected and changes nothing", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  local h = state_hash()
  local ok = try_answer(#decision().options + 1)
  assert(not ok and state_hash() == h)
end)
