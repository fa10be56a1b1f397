-- Radiant Ward: a Forward you control gains +3000 until end of turn.
test("+3000 to its caster's Forward; a Light summon takes any CP", function()
  setup { p1 = { hand = { "Radiant Ward", "Cinder Scout" }, field = { "Cinder Vanguard" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Radiant Ward", 1)
  pass(2)
  assert(power(find("Cinder Vanguard", 1, "field")) == 10000)
end)
