-- Ember Adept: When a Forward you control is put into the Break Zone, put 1 Ember Counter on Ember Adept.
return { whenever("put_into_break_zone", function(self, it) return zone_of(it) == "field" and is_forward(it) and controller(it) == controller(self) end,
  function(e) place_counters(e.card, "ember", 1) end, { text = "put 1 Ember Counter" }) }
