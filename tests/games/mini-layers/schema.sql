-- A tiny test game for the core's layer ordering (tests/core_layers.cpp).
CREATE TABLE ml_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  power INTEGER NOT NULL DEFAULT 0,
  kw TEXT NOT NULL DEFAULT '[]'
);
