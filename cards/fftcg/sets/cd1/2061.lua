-- Parting Oath: Choose 1 Forward you control. It gains +2000 power until the end
-- of the turn. When it leaves the field this turn, draw 1 card.
return {
  summon(function(e)
    power_until_eot(e, e.target, 2000)
    when_leaves_this_turn(e, e.target)
  end, { target = forward(yours) }),
  delayed(draw_cards(1), "draw 1 card"),
}
