-- Cinder Kiln: When a Forward you control is put into the Break Zone, put 1 Ember Counter on Cinder Kiln.
-- Remove 2 Ember Counters from Cinder Kiln: Choose 1 Forward. Deal it 5000 damage.
return {
  whenever("put_into_break_zone", my_forward_from_field,
    function(e) place_counters(e.card, "ember", 1) end, { text = "put 1 Ember Counter" }),
  act({ counters = { ember = 2 } }, damage_target(5000), { target = forward(), text = "remove 2 Ember Counters: 5000 damage" }),
}
