-- Gale Archer: When Gale Archer attacks, it gains +1000 power until the end of the turn.
return { when("attacks", function(e) power_until_eot(e, e.card, 1000) end, { text = "+1000 power" }) }
