-- Dawn Squire: 【Attack win】 Untap this card.
return { when("on_attack_win", untap_this, { text = "Untap this card" }) }
