-- Mirror: its own power becomes 6000.
return { continuous { layer = "power_set", modify = { power = { set = 6000 } } } }
