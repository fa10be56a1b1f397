-- Valor Song: "Choose 1 Forward you control. It gains Brave until the end of the turn."
test("gains Brave (L4) until end of turn", function()
  setup { p1 = { hand = { "Valor Song", "Reef Diver" }, field = { "Cinder Vanguard" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Valor Song", 1)
  pass(2)
  local v = find("Cinder Vanguard", 1, "field")
  assert(has_kw(v, "brave"))
  end_duration("end_of_turn")
  assert(not has_kw(v, "brave"))
end)
