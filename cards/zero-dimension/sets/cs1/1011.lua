-- Ambush Lily: Counter effect: Destroy the attacking character.
return {
  counter(function(e)
    local a = gvar("attacker")
    if a ~= 0 and exists(a) then destroy(a) end
  end),
}
