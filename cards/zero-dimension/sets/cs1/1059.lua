-- Drum Page: While your battle zone has 『Sky Monk』, this card gets (ATK)+1000 (DEF)+1000.
return { buff({ atk = 1000, def = 1000 }, function(self) return controls_name(controller(self), "Sky Monk") end) }
