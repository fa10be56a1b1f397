-- Counters (FF-6.7) and removing them (FF-15.1.1.10), the events of FF-16.18.
test("FF-15.1.1.10: remove_counters removes at most as many as the card has and says how many", function()
  setup { p1 = { field = { "Cinder Kiln" } } }
  local k = find("Cinder Kiln", 1, "field")
  add_counters(k, "ember", 2)
  assert(remove_counters(k, "ember", 1) == 1 and counters(k, "ember") == 1)
  assert(remove_counters(k, "ember", 5) == 1 and counters(k, "ember") == 0, "only the one left")
  assert(remove_counters(k, "ember", 1) == 0, "none left: nothing removed")
  local said = 0
  for _, l in ipairs(log_lines()) do if l:find("removed from Cinder Kiln") then said = said + 1 end end
  assert(said == 2, "logged twice, not for the removal of nothing: " .. said)
end)
