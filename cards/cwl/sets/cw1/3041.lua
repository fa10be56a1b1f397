-- Bulwark Call. Activate only when an opponent's monster declares an attack:
-- change it to defence position; the attack ends.
local function attacking_foe(e)
  local a = attacker()
  return in_sequence("attack") and a ~= nil and controller(a) ~= e.you
end
return {
  magic { can = attacking_foe, effect = function()
    local a = attacker()
    if a then set_form(a, nil, true) end
  end },
}
