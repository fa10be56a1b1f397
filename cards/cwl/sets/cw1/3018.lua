-- Ember Whelp. When this card is sent from the field to the graveyard: add 1
-- Ember monster from your deck to your hand.
local function from_field(_, _, subject) return subject ~= nil and zone_of(subject) == "monster" end
return {
  when("on_sent_to_graveyard", function(e)
    search(e.you, function(c) return is_monster(c) and has_field(c, "Ember") end, 1, "Add an Ember monster")
  end, { text = "Add 1 Ember monster from your deck", filter = from_field }),
}
