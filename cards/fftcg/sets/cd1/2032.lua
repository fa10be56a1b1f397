-- Stone Curse: Choose 1 Forward. Its power becomes N until the end of the turn (N: 0 to 9000, chosen as it resolves).
-- FF-4.5: the variable N is chosen by the controller.
local VALUES = { "0", "1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000", "9000" }
return { summon(function(e)
  if not on_field(e.target) then return end
  local n = (choose(e.you, "Stone Curse: choose N", VALUES) - 1) * 1000
  set_power_until_eot(e, e.target, n)
end, { target = forward() }) }
