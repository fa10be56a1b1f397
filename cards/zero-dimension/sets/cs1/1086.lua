-- Reef Guardian: 【Defend win】 Untap this card.
return { when("on_defend_win", untap_this, { text = "Untap this card" }) }
