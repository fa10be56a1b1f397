-- Withering Totem: The power of all Forwards becomes 3000.
return { aura({ power = { set = 3000 } }, any_forward, { layer = "power_set" }) }
