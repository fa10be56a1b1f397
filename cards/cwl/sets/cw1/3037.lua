-- Mending Light. Gain 1000 HP or 1000 LP.
return {
  magic { effect = function(e)
    if choose(e.you, "Gain 1000 of which?", { "HP", "LP" }) == 1 then gain_hp(e.you, 1000) else gain_lp(e.you, 1000) end
  end },
}
