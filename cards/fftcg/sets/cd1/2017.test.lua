-- Dub: "Choose 1 Forward. It gains Job Knight until the end of the turn."
test("the Forward gains Job Knight until end of turn (L3)", function()
  setup { p1 = { hand = { "Dub", "Frost Lancer" }, field = { "Cinder Vanguard" } } }
  act("Cast Dub", 1)
  pass(2)
  local v = find("Cinder Vanguard", 1, "field")
  assert(has_job(v, "Knight") and has_job(v, "Soldier"))
  end_duration("end_of_turn")
  assert(not has_job(v, "Knight"))
end)
