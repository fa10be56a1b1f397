-- C-WL per-game card columns (RULES.md §3). Executed by the database build
-- after the common tables exist; the common columns (id, game, set_code,
-- number, name, card_type, text, flavor) live in `cards`. Column order below
-- is the order of keys in the set files. Columns with DEFAULT '[]' are JSON
-- arrays.
--
-- Flattened from the rules digest's table (RULES.md §3.3): a column of this
-- table cannot read `cards.card_type`, so the deck section is derived where
-- it is needed (query field `section`, deck rules, setup) instead of being a
-- generated column; a tactic's Leader restriction is three plain columns
-- instead of one JSON object, so scripts and queries can read it; and
-- `magic_kind` has no default, so only magic carries one (NULL = normal).
-- Per-kind consistency (CW-3.9) is lint, as the kind lives in `cards`.

CREATE TABLE cwl_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- CW-12.9: archetype fields carried in the name
  fields TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(fields) AND json_type(fields) = 'array'),
  -- CW-3.4: monsters only; a myth monster has none (level 0, CW-3.7)
  level INTEGER CHECK (level >= 1),
  -- monsters, myth monsters, Leaders
  race TEXT,
  attribute TEXT,
  -- CW-3.5: each face's stats
  void_atk INTEGER CHECK (void_atk >= 0),
  void_def INTEGER CHECK (void_def >= 0),
  real_atk INTEGER CHECK (real_atk >= 0),
  real_def INTEGER CHECK (real_def >= 0),
  -- each face's effect text ('' for a face with none)
  void_text TEXT,
  real_text TEXT,
  -- CW-3.7: the systems a myth monster may be displayed in
  myth_systems TEXT CHECK (myth_systems IN ('void', 'real', 'both')),
  -- CW-3.1: Leaders only
  hp INTEGER CHECK (hp > 0),
  lp INTEGER CHECK (lp > 0),
  -- CW-2.6: a tactic's restriction; all NULL = generic (CW-12.10)
  restrict_leader TEXT,
  restrict_race TEXT,
  restrict_attribute TEXT,
  -- CW-2.5: a Leader's faction restriction, readable; its script enforces it
  deck_restriction TEXT,
  -- CW-7.4, CW-7.8: readable materials; the script enforces them
  materials TEXT,
  -- CW-7.6.2: magic and combination magic; NULL = normal
  magic_kind TEXT CHECK (magic_kind IN ('normal', 'continuous')),
  -- §9 trigger ids the script uses; written by the build
  keywords TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(keywords) AND json_type(keywords) = 'array')
) STRICT;

-- CW-3.1 to CW-3.7: the common `cards.card_type` has no game-specific CHECK.
CREATE TRIGGER cwl_card_type_insert BEFORE INSERT ON cards
WHEN NEW.game = 'cwl' AND NEW.card_type NOT IN
  ('leader', 'tactic', 'magic', 'monster', 'combo_magic', 'myth_monster')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be leader, tactic, magic, monster, combo_magic or myth_monster');
END;

CREATE TRIGGER cwl_card_type_update BEFORE UPDATE OF card_type ON cards
WHEN NEW.game = 'cwl' AND NEW.card_type NOT IN
  ('leader', 'tactic', 'magic', 'monster', 'combo_magic', 'myth_monster')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be leader, tactic, magic, monster, combo_magic or myth_monster');
END;
