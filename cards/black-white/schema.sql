-- Black-White (hidden-faction multiplayer, Sanguosha style) per-game card
-- columns (rules digest /work/shared/rules/black-white.md §3). The common
-- columns (id, game, set_code, number, name, card_type, text, flavor) live
-- in `cards`. One row per physical game card (BW-17.1: each suit and rank
-- pair twice), one per character, one per faction colour and token.
CREATE TABLE bw_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- game cards (BW-1.3): instant or delayed magic; weapon, armor, mount, accessory
  subtype TEXT CHECK (subtype IN ('instant', 'delayed', 'weapon', 'armor', 'mount', 'accessory')),
  suit TEXT CHECK (suit IN ('spade', 'heart', 'club', 'diamond')),     -- BW-2.1
  rank INTEGER CHECK (rank BETWEEN 1 AND 13),                          -- BW-4.1
  attack_range INTEGER CHECK (attack_range >= 1),                      -- weapons (BW-4.9)
  distance_mod INTEGER CHECK (distance_mod IN (-1, 1)),                -- mounts (BW-17.3)
  element TEXT CHECK (element IN ('fire', 'thunder')),                 -- elemental Thrusts (BW-9.1, BW-17)
  -- characters (BW-1.2)
  gender TEXT CHECK (gender IN ('male', 'female')),
  max_hp INTEGER CHECK (max_hp BETWEEN 1 AND 8),                       -- BW-4.2
  skill TEXT                                                           -- the skills' names (the card's script defines them)
) STRICT;

-- The card types of this game: game cards (BW-1.3), characters, faction
-- cards, and tokens (careerist banner, removal placeholder).
CREATE TRIGGER bw_card_type BEFORE INSERT ON cards
WHEN NEW.game = 'black-white' AND NEW.card_type NOT IN
  ('basic', 'magic', 'equipment', 'character', 'faction', 'token')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be basic, magic, equipment, character, faction or token');
END;

CREATE TRIGGER bw_card_type_update BEFORE UPDATE OF card_type ON cards
WHEN NEW.game = 'black-white' AND NEW.card_type NOT IN
  ('basic', 'magic', 'equipment', 'character', 'faction', 'token')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be basic, magic, equipment, character, faction or token');
END;
