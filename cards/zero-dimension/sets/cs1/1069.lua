-- Tide Watcher: 【Defend win】 Draw 1 card.
return { when("on_defend_win", draw_cards(1)) }
