-- Weathervane: when its control changes, heard becomes heard * 100 + old * 10 + new
-- (the players' numbers).
return { trigger { on = "control_changed", effect = function(e)
  set_gvar("heard", gvar("heard") * 100 + e.old * 10 + e.new)
end } }
