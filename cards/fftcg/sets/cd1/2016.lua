-- Mirror Knight: Mirror Knight's power becomes 6000.
return { buff({ power = { set = 6000 } }, { layer = "power_set" }) }
