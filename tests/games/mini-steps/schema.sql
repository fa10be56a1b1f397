-- A tiny test game for the core's step options (tests/core_steps.cpp).
CREATE TABLE ms_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE
);
