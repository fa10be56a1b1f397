-- Zero-Dimension per-game card columns (rules digest §3.2).
-- Executed by the database build after the common tables exist; the common
-- columns (id, game, set_code, number, name, card_type, text, flavor) live in
-- `cards`. The build finds this game's table as the one table created here
-- whose name ends in `_cards`; column order below is the order of keys in
-- the set files. Columns with DEFAULT '[]' are JSON arrays.
-- ZD-3.19 consistency rules (ATK only on characters etc.) are lint, not
-- constraints, so they are not enforced here.

CREATE TABLE zd_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- ZD-3.4
  colour TEXT NOT NULL
    CHECK (colour IN ('red', 'yellow', 'blue', 'green', 'white', 'black')),
  -- ZD-3.3: total cost; NULL exactly when the cost is variable (ZD-3.3.3)
  cost INTEGER CHECK (cost >= 0),
  cost_variable INTEGER NOT NULL DEFAULT 0 CHECK (cost_variable IN (0, 1)),
  -- one letter per coloured cell: R Y B G W K
  cost_cells TEXT NOT NULL DEFAULT '' CHECK (cost_cells NOT GLOB '*[^RYBGWK]*'),
  -- ZD-3.5, ZD-3.6
  char_names TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(char_names) AND json_type(char_names) = 'array'),
  attributes TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(attributes) AND json_type(attributes) = 'array'),
  -- ZD-3.8, ZD-3.9: NULL when variable or not a character
  atk INTEGER,
  atk_variable INTEGER NOT NULL DEFAULT 0 CHECK (atk_variable IN (0, 1)),
  def INTEGER,
  def_variable INTEGER NOT NULL DEFAULT 0 CHECK (def_variable IN (0, 1)),
  -- ZD-3.10: equipment only; may be negative
  atk_bonus INTEGER,
  def_bonus INTEGER,
  -- ZD-3.11: tactics only
  tactic_speed TEXT CHECK (tactic_speed IN ('normal', 'instant')),
  -- ZD-7.3.2
  equip_opponent INTEGER NOT NULL DEFAULT 0 CHECK (equip_opponent IN (0, 1)),
  -- ZD-3.12: derived from the script
  has_counter INTEGER NOT NULL DEFAULT 0 CHECK (has_counter IN (0, 1)),
  -- ZD-3.13 (no game effect)
  rarity TEXT NOT NULL DEFAULT 'common'
    CHECK (rarity IN ('common', 'special', 'extreme', 'celestial', 'secret', 'treasure')),
  -- ZD-3.16: anime icon, used by deck construction (ZD-2.3)
  series TEXT NOT NULL DEFAULT '',
  -- §9 timing-keyword ids used by the script; written by the build
  keywords TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(keywords) AND json_type(keywords) = 'array'),
  CHECK ((cost IS NULL) = (cost_variable = 1))
) STRICT;

-- ZD-3.2: the common `cards.card_type` has no game-specific CHECK, so this
-- game's categories are enforced by triggers on its rows.
CREATE TRIGGER zd_card_type_insert BEFORE INSERT ON cards
WHEN NEW.game = 'zero-dimension'
  AND NEW.card_type NOT IN ('character', 'equipment', 'tactic', 'event')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be character, equipment, tactic or event');
END;

CREATE TRIGGER zd_card_type_update BEFORE UPDATE OF card_type ON cards
WHEN NEW.game = 'zero-dimension'
  AND NEW.card_type NOT IN ('character', 'equipment', 'tactic', 'event')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be character, equipment, tactic or event');
END;
