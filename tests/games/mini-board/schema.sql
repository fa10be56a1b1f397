-- A tiny test game for `cardinal play`'s board (tests/play_term_cli.cpp):
-- stats as the rules read them, equipment, a card controlled by another.
CREATE TABLE mb_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  atk INTEGER NOT NULL DEFAULT 0,
  atk_bonus INTEGER NOT NULL DEFAULT 0
);
