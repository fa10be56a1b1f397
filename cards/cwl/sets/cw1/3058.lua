-- Aria's Decree (tactic, Warden Aria). Draw 1 card.
return { tactic { effect = draw_cards(1) } }
