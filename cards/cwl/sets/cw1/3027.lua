-- Shade Duelist. Void: When this card's display form changes: it gains 300
-- ATK until end of turn.
return {
  when("on_display_change", function(e) boost(e.card, "atk", 300, "end_of_turn", e.card) end,
       { face = "void", text = "This card gains 300 ATK until end of turn" }),
}
