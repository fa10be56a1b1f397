-- Morning Tithe: Draw 1 card. At the beginning of your next turn, draw 1 card.
return {
  summon(function(e) draw(e.you, 1); at_your_next_turn(e) end),
  delayed(draw_cards(1), "draw 1 card"),
}
