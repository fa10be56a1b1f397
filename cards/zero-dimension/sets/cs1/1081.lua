-- Ashen Lookout: 【Turn end】 Untap this card.
return { when("on_turn_end", untap_this, { text = "Untap this card" }) }
