-- Dusk Recall: Choose 1 Forward in your Break Zone. Put it onto the field.
return { summon(function(e) if e.target and zone_of(e.target) == "break" then enter_field(e.target, e.you) end end,
  { target = { zone = "break", filter = function(e, c) return is_forward(c) and owner(c) == e.you end } }) }
