-- A tiny test game for control as a layer (the ruleset key control_char).
CREATE TABLE mc_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  power INTEGER NOT NULL DEFAULT 0,
  control INTEGER  -- always NULL: no card is printed under a control effect
);
