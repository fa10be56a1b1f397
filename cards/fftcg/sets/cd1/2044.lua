-- Tide Warden: When Tide Warden blocks, it gains +2000 power until the end of the turn.
return { when("blocks", function(e) power_until_eot(e, e.card, 2000) end, { text = "+2000 power" }) }
