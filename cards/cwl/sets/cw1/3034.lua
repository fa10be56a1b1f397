-- Backlash Pulse. You lose 500 LP and your opponent loses 500 HP.
return {
  magic { effect = function(e)
    lose_lp(e.you, 500)
    lose_hp(e.opponent, 500)
  end },
}
