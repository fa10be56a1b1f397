-- Ember Adept: When a Forward you control is put into the Break Zone, put 1 Ember Counter on Ember Adept.
return { whenever("put_into_break_zone", my_forward_from_field,
  function(e) place_counters(e.card, "ember", 1) end, { text = "put 1 Ember Counter" }) }
