-- Hybrid (YGO+MTG home-made rules, multiplayer) per-game card columns
-- (rules digest /work/shared/rules/hybrid.md §3). Executed by the database
-- build after the common tables exist; the common columns (id, game,
-- set_code, number, name, card_type, text, flavor) live in `cards`.
--
-- The digest's `category` (HY-3.4) is the common `cards.card_type`: its
-- values are checked by the triggers below. `card_kind` (HY-3.2) is kept as
-- a column so queries and lint can read it; whether it agrees with the
-- category is lint (lint.json), as the category lives in `cards`.
-- `speed` is not in the digest's table: it is the speed (HY-8.4.2) at which
-- the card is used from the hand or from set, and the highest speed of its
-- activated effects (a creature's: 2, the speed of flipping it, HY-7.9.1).

CREATE TABLE hybrid_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- HY-3.2: from the attribute slot
  card_kind TEXT NOT NULL CHECK (card_kind IN ('creature', 'magic', 'item')),
  attribute TEXT CHECK (attribute IN ('earth', 'water', 'fire', 'wind', 'light', 'dark')),
  -- HY-3.4: e.g. ["wizard"]
  subcategories TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(subcategories) AND json_type(subcategories) = 'array'),
  -- HY-3.3: NULL for tokens
  mana_cost INTEGER CHECK (mana_cost >= 0),
  mana_cost_x INTEGER NOT NULL DEFAULT 0 CHECK (mana_cost_x IN (0, 1)),
  -- HY-7.14: artifacts that equip
  equip_cost INTEGER CHECK (equip_cost >= 0),
  -- HY-3.5: creatures, not artifact creatures
  stars INTEGER CHECK (stars BETWEEN 1 AND 12),
  atk INTEGER CHECK (atk >= 0),
  def INTEGER CHECK (def >= 0),
  -- HY-2.2: special creatures go in the extra deck only (none exist yet)
  is_special INTEGER NOT NULL DEFAULT 0 CHECK (is_special IN (0, 1)),
  -- HY-3.6, HY-12.3: 【通常生物】
  is_vanilla INTEGER NOT NULL DEFAULT 0 CHECK (is_vanilla IN (0, 1)),
  -- §12: declared keyword ids, e.g. ["taunt"]
  keywords TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(keywords) AND json_type(keywords) = 'array'),
  -- HY-7.12: 0 when the card says its effects are unlimited
  once_per_turn INTEGER NOT NULL DEFAULT 1 CHECK (once_per_turn IN (0, 1)),
  -- HY-8.4.2: 1, 2 or 3 (【三速】)
  speed INTEGER NOT NULL DEFAULT 1 CHECK (speed BETWEEN 1 AND 3)
) STRICT;

-- HY-3.4: the categories. The common `cards.card_type` has no game CHECK.
CREATE TRIGGER hybrid_card_type_insert BEFORE INSERT ON cards
WHEN NEW.game = 'hybrid' AND NEW.card_type NOT IN
  ('creature', 'token', 'artifact', 'artifact_creature', 'normal_magic', 'quick_magic',
   'continuous_magic', 'aura_magic', 'field_magic', 'equip_magic', 'normal_item')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be creature, token, artifact, artifact_creature, normal_magic, quick_magic, continuous_magic, aura_magic, field_magic, equip_magic or normal_item');
END;

CREATE TRIGGER hybrid_card_type_update BEFORE UPDATE OF card_type ON cards
WHEN NEW.game = 'hybrid' AND NEW.card_type NOT IN
  ('creature', 'token', 'artifact', 'artifact_creature', 'normal_magic', 'quick_magic',
   'continuous_magic', 'aura_magic', 'field_magic', 'equip_magic', 'normal_item')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be creature, token, artifact, artifact_creature, normal_magic, quick_magic, continuous_magic, aura_magic, field_magic, equip_magic or normal_item');
END;
