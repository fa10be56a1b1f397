-- Black-White's settlement model on a tiny game (the core's own tests).
CREATE TABLE mini_bw_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE
);
