-- Quarry Bruiser: a vanilla Earth Forward.
test("7000 Earth Forward; cost 4 needs 1 Earth CP (FF-11.4.6.1)", function()
  setup { p1 = { hand = { "Quarry Bruiser", "Cinder Scout", "Cinder Vanguard" } } }
  assert(not has_option("Play Quarry Bruiser"), "no Earth source")
  setup { p1 = { hand = { "Quarry Bruiser", "Cinder Scout", "Stone Curse" } } }
  act("Play Quarry Bruiser", 1)
  local b = find("Quarry Bruiser", 1, "field")
  assert(b and power(b) == 7000 and element(b) == "earth")
end)
