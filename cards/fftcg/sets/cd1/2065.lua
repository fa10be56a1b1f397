-- Gilded Idol: The power of all Forwards becomes 8000.
return { aura({ power = { set = 8000 } }, any_forward, { layer = "power_set" }) }
