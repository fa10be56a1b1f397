-- A tiny test game for the core's own tests (2-8 players).
CREATE TABLE mini_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  speed INTEGER NOT NULL DEFAULT 1,
  power INTEGER NOT NULL DEFAULT 0
);
