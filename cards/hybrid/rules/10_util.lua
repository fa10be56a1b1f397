-- Small helpers every other rules file and card script uses, besides the
-- common library's (cards/lib/common: filter, opponent, opponents, is_type,
-- rule_abilities, forbidden, make_ctx, choose_targets, ...).

-- Reasons recorded on moves (bits).
R_DESTROY, R_DIE, R_SACRIFICE, R_COST, R_EFFECT = 1, 2, 4, 8, 16

-- What a link was (the `amount` of on_activate).
A_MAGIC, A_ITEM, A_ABILITY, A_TRIGGER = 1, 2, 3, 4

-- A card's characteristic as rules read it: a face-down card (set, in the
-- deck) shows none to get(), so its printed one.
function char(c, name)
  if is_face_down(c) then return printed(c, name) end
  return get(c, name)
end

-- c's category (its type: creature, token, magic, artifact, ...).
function category(c) return char(c, "type") end
-- Whether c is a creature card: a creature, a token or an artifact creature.
function is_creature_card(c)
  local t = category(c)
  return t == "creature" or t == "token" or t == "artifact_creature"
end
-- Whether c is a token (printed type).
function is_token(c) return printed(c, "type") == "token" end
-- Whether c is a magic card (its kind).
function is_magic_card(c) return char(c, "kind") == "magic" end
-- Whether c is an item (its kind).
function is_item_card(c) return char(c, "kind") == "item" end
-- Whether c is an artifact (an artifact creature too).
function is_artifact(c)
  local t = category(c)
  return t == "artifact" or t == "artifact_creature"
end
-- HY-7.10: the kinds that stay on the field once their mana is paid.
local PERMANENT = { continuous_magic = true, aura_magic = true, field_magic = true, equip_magic = true,
                    artifact = true }
-- Whether c's category stays on the field once it resolved (PERMANENT).
function is_permanent_magic(c) return PERMANENT[category(c)] == true end

local FIELD = { "creature", "magic", "field" }
-- Whether c is on the field: a creature, magic or field zone.
function on_field(c)
  local z = zone_of(c)
  return z == "creature" or z == "magic" or z == "field"
end

-- The players still in the game, in turn order from the active player.
function players_in_order()
  local ap = active_player()
  local out = {}
  if in_game(ap) then out[1] = ap end
  for _, q in ipairs(opponents(ap)) do out[#out + 1] = q end
  return out
end

-- Every player still in the game, by seat number.
function live_players()
  local out = {}
  for p = 1, players() do if in_game(p) then out[#out + 1] = p end end
  return out
end

-- The cards whose abilities can work, every player's or one player's (the
-- common library's rule_abilities and forbidden look here): face up, and a
-- permanent magic card or artifact only once it resolved (HY-7.10).
function works_on_field(c)
  if is_face_down(c) then return false end
  local z = zone_of(c)
  if z == "magic" or z == "field" then return var(c, "live") == 1 end
  return z == "creature"
end
local function working_on_field(p)  -- p = 0: every live player's
  local out = {}
  local list = p ~= 0 and { p } or live_players()
  for _, q in ipairs(list) do
    for _, z in ipairs(FIELD) do
      for _, c in ipairs(cards(z, q)) do
        if works_on_field(c) then out[#out + 1] = c end
      end
    end
  end
  return out
end
-- The cards whose abilities can work (works_on_field), every live player's
-- or p's. Shared by memo until what it read changes: do not change the list.
function in_play(p) return memo(working_on_field, p or 0) end

-- Creatures on the field: one player's (face up and set) or everyone's.
function creatures(p)
  if p then return cards("creature", p) end
  local out = {}
  for _, q in ipairs(live_players()) do
    for _, c in ipairs(cards("creature", q)) do out[#out + 1] = c end
  end
  return out
end
-- p's face-up creatures.
function face_up_creatures(p) return filter(creatures(p), function(c) return not is_face_down(c) end) end
-- The creatures of every opponent of p still in the game.
function opponents_creatures(p)
  local out = {}
  for _, q in ipairs(opponents(p)) do
    for _, c in ipairs(cards("creature", q)) do out[#out + 1] = c end
  end
  return out
end

-- HY-4.4: the non-token creatures that count toward the cap.
function capped_creatures(p)
  return filter(cards("creature", p), function(c) return not is_token(c) end)
end
-- HY-4.4: whether p has room for another non-token creature (parameter creature_cap).
function creature_room(p) return #capped_creatures(p) < param("creature_cap") end

-- HY-7.8: set magic cards on p's field (the magic and field zones).
function set_magic_count(p)
  local n = 0
  for _, z in ipairs({ "magic", "field" }) do
    for _, c in ipairs(cards(z, p)) do if is_face_down(c) then n = n + 1 end end
  end
  return n
end

-- HY-3.5, HY-11.1: ATK and DEF after effects; below 0 counts as 0. A set
-- creature has none (HY-7.8).
function atk(c)
  if is_face_down(c) then return 0 end
  local v = get(c, "atk") or 0
  if v < 0 then return 0 end
  return v
end
-- DEF as the rules read it: 0 while face down, never below 0.
function def(c)
  if is_face_down(c) then return 0 end
  local v = get(c, "def") or 0
  if v < 0 then return 0 end
  return v
end
-- c's printed stars (0 when it has none).
function stars(c) return printed(c, "stars") or 0 end
-- c's printed mana cost (0 when it has none).
function cost_of(c) return printed(c, "cost") or 0 end
-- Whether face-up c has keyword k.
function has_keyword(c, k) return not is_face_down(c) and has(c, "keywords", k) end
-- Whether face-up c has subcategory s.
function has_subcategory(c, s) return not is_face_down(c) and has(c, "subcategories", s) end

-- HY-12.2: summoning sickness: entered this turn (a flipped creature: 0).
function is_sick(c) return var(c, "entered") == turn() end

-- Keys for once-per-turn counts (uses/add_use take integers): a kind in the
-- high bits, then what it is about.
K_NAME, K_ONCE = 1, 2
-- A once-per-turn key: kind (K_*) in the high bits, then a and b.
function use_key(kind, a, b) return (kind << 40) + (a << 8) + (b or 0) end
-- HY-7.12: once per turn by card name, per player.
function name_key(c, p) return use_key(K_NAME, card_id(c), p) end
-- Whether p used a once-per-turn-by-name card of c's name this turn.
function name_used(c, p) return char(c, "once") ~= 0 and uses(name_key(c, p)) > 0 end
-- Counts p's use of c's name this turn (once-per-turn-by-name cards only).
function mark_name(c, p) if char(c, "once") ~= 0 then add_use(name_key(c, p)) end end

-- A player's name in logs.
function pname(p) return "P" .. p end
