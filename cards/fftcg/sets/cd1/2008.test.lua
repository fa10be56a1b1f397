-- Magma Burst: 5000, or 9000 instead with 3 or more Fire Backups.
local function cast(backups)
  local field = {}
  for _ = 1, backups do field[#field + 1] = { "Ember Adept", tapped = true } end
  setup { p1 = { hand = { "Magma Burst", "Cinder Scout", "Cinder Vanguard" }, field = field },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Magma Burst", 1)
  pass(2)
end
test("with 2 Fire Backups: 5000 damage", function()
  cast(2)
  assert(var(find("Quarry Bruiser", 2, "field"), "damage") == 5000)
end)
test("with 3 Fire Backups: 9000 instead (FF-11.12.5.6): Bruiser is broken", function()
  cast(3)
  assert(find("Quarry Bruiser", 2, "break"))
end)
