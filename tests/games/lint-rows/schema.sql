-- lint-rows: per-game card columns (the common ones, id, number, name, card_type,
-- text, flavor, live in `cards`). Executed by the database build; the table
-- name must end in _cards. Column order is the key order in the set files.
CREATE TABLE lint_rows_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- what a unit adds to its controller's end-of-turn damage
  power INTEGER NOT NULL DEFAULT 0 CHECK (power >= 0)
) STRICT;

-- Card types of this game, enforced on its rows.
CREATE TRIGGER lint_rows_card_type BEFORE INSERT ON cards
WHEN NEW.game = 'lint-rows' AND NEW.card_type NOT IN ('unit', 'spell')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be unit or spell');
END;
