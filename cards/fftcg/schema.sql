-- FF-TCG per-game card columns (rules digest §3). The common columns (id, game,
-- set_code, number, name, card_type, text, flavor) live in `cards`; `number` is
-- the card number (FF-5.2.5.1) and card_type is forward, backup, monster or
-- summon (FF-5.2.3). JSON-array columns have DEFAULT '[]'.
CREATE TABLE ff_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- FF-5.2.1.1: exactly one of the 8 elements
  element TEXT NOT NULL
    CHECK (element IN ('fire', 'ice', 'wind', 'earth', 'lightning', 'water', 'light', 'dark')),
  -- FF-5.2.1.2: printed CP cost
  cost INTEGER NOT NULL CHECK (cost >= 0),
  -- FF-5.2.6: Forwards only, multiple of 1000
  power INTEGER,
  -- FF-5.2.3.1.1.4, FF-6.6.3: jobs (characters only)
  jobs TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(jobs) AND json_type(jobs) = 'array'),
  -- FF-5.2.2.2, FF-16.11: category tags
  categories TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(categories) AND json_type(categories) = 'array'),
  -- printed keyword abilities: haste, brave, first_strike, back_attack (FF-15.2)
  keywords TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords) AND json_type(keywords) = 'array'),
  -- FF-5.2.2.1, FF-7.7.3: the generic icon
  generic_icon INTEGER NOT NULL DEFAULT 0 CHECK (generic_icon IN (0, 1)),
  -- FF-11.10: the EX mark
  ex_burst INTEGER NOT NULL DEFAULT 0 CHECK (ex_burst IN (0, 1)),
  -- FF-15.1.1.9.2: the party icon
  party_any INTEGER NOT NULL DEFAULT 0 CHECK (party_any IN (0, 1)),
  -- FF-11.12.4.6: no card prints a controller. The ruleset's L1 characteristic
  -- "control" reads this column (always NULL, so 0: no control effect) and
  -- control-changing effects set it (rules/20_moves.lua, gain_control)
  control INTEGER CHECK (control IS NULL),
  -- FF-8.1.2: NULL = 3
  deck_limit INTEGER,
  rarity TEXT NOT NULL DEFAULT 'C' CHECK (rarity IN ('C', 'R', 'H', 'L', 'S', 'P'))
) STRICT;

CREATE TRIGGER ff_card_type_insert BEFORE INSERT ON cards
WHEN NEW.game = 'fftcg' AND NEW.card_type NOT IN ('forward', 'backup', 'monster', 'summon')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be forward, backup, monster or summon');
END;
