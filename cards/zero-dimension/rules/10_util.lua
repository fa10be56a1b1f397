-- Small helpers every other rules file and card script uses, besides the
-- common library's (cards/lib/common: filter, opponent, is_type,
-- rule_abilities, forbidden, make_ctx, ...).

-- Reasons recorded on moves (bits).
R_DESTROY, R_SCRAP, R_DISCARD, R_COST, R_BATTLE = 1, 2, 4, 8, 16

-- What a card says: its current value; for a face-down card that an effect
-- lets a player look at (a search, ZD-12.16), its printed value.
function face(c, char)
  if is_face_down(c) then return printed(c, char) end
  return get(c, char)
end
-- Whether c has `value` among characteristic `char`: its printed value while face down.
function face_has(c, char, value)
  if not is_face_down(c) then return has(c, char, value) end
  for _, v in ipairs(printed(c, char) or {}) do
    if v == value then return true end
  end
  return false
end

-- Whether c is a character (its type).
function is_character(c) return is_type(c, "character") end
-- Whether c is an equipment.
function is_equipment(c) return is_type(c, "equipment") end
-- Whether c is an event.
function is_event(c) return is_type(c, "event") end
-- Whether c is a tactic.
function is_tactic(c) return is_type(c, "tactic") end

-- Level (ZD-7.8): 1 anywhere but a battle zone, where it is a variable.
function level(c)
  local z = zone_of(c)
  if z ~= "battle" then return 1 end
  local l = var(c, "level")
  if l < 1 then return 1 end
  return l
end

-- ZD-1.15: values below 0 count as 0; the raw value is kept.
function raw_atk(c)
  local v = get(c, "atk") or 0
  for _, eq in ipairs(equipment_of(c)) do v = v + (get(eq, "atk_bonus") or 0) end
  return v
end
-- DEF with its equipment's def_bonus added, before the floor at 0.
function raw_def(c)
  local v = get(c, "def") or 0
  for _, eq in ipairs(equipment_of(c)) do v = v + (get(eq, "def_bonus") or 0) end
  return v
end
-- ATK as the rules read it (ZD-3.8): raw_atk, never below 0.
function atk(c) local v = raw_atk(c); if v < 0 then return 0 end return v end
-- DEF as the rules read it (ZD-3.9): raw_def, never below 0.
function def(c) local v = raw_def(c); if v < 0 then return 0 end return v end

-- Both players' battle zones (the event zone is part of it: ZD-4.10.1): the
-- cards whose abilities can work (the common library's rule_abilities and
-- forbidden look there), and the characters there. These lists are read
-- very often: each is made by memo, again only after a change to the
-- battle zones (the event zones), and shared, so callers only read them.
local function find_in_play(p)
  local out = {}
  for q = p or 1, p or 2 do
    for _, c in ipairs(cards("battle", q)) do out[#out + 1] = c end
    for _, c in ipairs(cards("event", q)) do out[#out + 1] = c end
  end
  return out
end
-- The cards in the battle zones (p's alone when given): whose abilities can work.
function in_play(p) return memo(find_in_play, p) end

local function find_characters(p)
  local out = {}
  for q = p or 1, p or 2 do
    for _, c in ipairs(cards("battle", q)) do
      if get(c, "type") == "character" then out[#out + 1] = c end   -- is_character, without two calls
    end
  end
  return out
end
-- The characters in the battle zones (p's alone when given).
function characters(p) return memo(find_characters, p) end

-- The equipment attached to character ch in its battle zone ({} off the battle zone).
function equipment_of(ch)
  local out = {}
  local z, p = zone_of(ch)
  if z ~= "battle" or not exists(ch) then return out end
  for _, c in ipairs(cards("battle", p)) do
    if is_equipment(c) and var(c, "attached") == ch then out[#out + 1] = c end
  end
  return out
end

-- Whether characters a and b have a name in common (ZD-3.5).
function shares_name(a, b)
  for _, n in ipairs(get(a, "names")) do
    if has(b, "names", n) then return true end
  end
  return false
end

-- ZD-7.1: whether p may do a main action now: its own turn, the action step, an empty chain.
function main_timing(p)
  -- ZD-7.1: own turn, the non-combat action phase, empty chain (priority is implied).
  local s = step()
  return p == active_player() and s == "action" and chain_size() == 0
end
