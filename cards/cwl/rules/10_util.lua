-- Small helpers every other rules file and card script uses, besides the
-- common library's (cards/lib/common: filter, opponent, is_type,
-- rule_abilities, forbidden, make_ctx, ...).

-- Reasons recorded on moves (bits).
R_DESTROY, R_BATTLE, R_COST, R_EFFECT = 1, 2, 4, 8

-- What a link or a summon was (the `amount` of on_activate and on_summon).
A_MAGIC, A_TACTIC, A_COMBO, A_MONSTER, A_LEADER = 1, 2, 3, 4, 5
-- The summon kinds (summon_kind of a monster's object): normal, tribute, special, myth.
S_NORMAL, S_TRIBUTE, S_SPECIAL, S_MYTH = 1, 2, 3, 4

-- A card's characteristic as rules read it: a face-down card (in the deck,
-- set magic, a waiting tactic) shows none to get(), so its printed one. A
-- search reads deck cards this way (CW-1.4).
function char(c, name)
  if is_face_down(c) then return printed(c, name) end
  return get(c, name)
end

-- Whether c is a monster (a myth monster too).
function is_monster(c)
  local t = char(c, "type")
  return t == "monster" or t == "myth_monster"
end
-- Whether c is a magic card (a combo magic too).
function is_magic(c)
  local t = char(c, "type")
  return t == "magic" or t == "combo_magic"
end
-- Whether c is a Leader.
function is_leader(c) return char(c, "type") == "leader" end
-- Whether c is a tactic.
function is_tactic(c) return char(c, "type") == "tactic" end
-- Whether c is on the field: a monster, magic or leader zone.
function on_field(c)
  local z = zone_of(c)
  return z == "monster" or z == "magic" or z == "leader"
end

-- CW-4.3: a monster's system (obj var void: 1 Void, 0 Real) and position
-- (turned sideways = defence).
function is_void(c) return var(c, "void") == 1 end
-- The system a monster is displayed in: "void" or "real".
function system_of(c) return is_void(c) and "void" or "real" end
-- Whether a monster is in defence position (tapped).
function in_defence(c) return is_tapped(c) end
-- Whether monsters a and b are displayed in the same system.
function same_system(a, b) return var(a, "void") == var(b, "void") end

-- CW-3.7: a myth monster has level 0 for every rule that sums levels.
function level(c) return char(c, "level") or 0 end

-- CW-11.3: the current face's values; below 0 counts as 0.
function raw_atk(c) return (is_void(c) and get(c, "void_atk") or get(c, "real_atk")) or 0 end
-- DEF of the system c is displayed in, before the floor at 0.
function raw_def(c) return (is_void(c) and get(c, "void_def") or get(c, "real_def")) or 0 end
-- ATK as the rules read it: raw_atk, never below 0.
function atk(c) local v = raw_atk(c); if v < 0 then return 0 end return v end
-- DEF as the rules read it: raw_def, never below 0.
function def(c) local v = raw_def(c); if v < 0 then return 0 end return v end

-- CW-3.7, CW-7.4.2: the systems a monster may be displayed in.
function allowed_systems(c)
  local m = get(c, "myth_systems")
  if m == "void" then return { 1 } elseif m == "real" then return { 0 } end
  return { 1, 0 }
end

local FIELD = { "monster", "magic", "leader" }
local function face_up_on_field(p)  -- p = 0: every player's
  local out = {}
  local list = p ~= 0 and { p } or { 1, 2 }
  for _, q in ipairs(list) do
    for _, z in ipairs(FIELD) do
      for _, c in ipairs(cards(z, q)) do
        if not is_face_down(c) then out[#out + 1] = c end
      end
    end
  end
  return out
end
-- The cards whose abilities can work: the face-up cards of the field, every
-- player's or p's (the common library's rule_abilities and forbidden look
-- here). Shared by memo until the field or a card's face changes: do not
-- change the list.
function in_play(p) return memo(face_up_on_field, p or 0) end

-- Face-up monsters, one player's or both players'.
function monsters(p)
  if p then return cards("monster", p) end
  local out = cards("monster", 1)
  for _, c in ipairs(cards("monster", 2)) do out[#out + 1] = c end
  return out
end

-- p's Leader (the top of its leader zone), or nil.
function leader_of(p) return top("leader", p) end

-- Whether c has field f (its printed fields while face down).
function has_field(c, f)
  if not is_face_down(c) then return has(c, "fields", f) end
  for _, x in ipairs(printed(c, "fields") or {}) do
    if x == f then return true end
  end
  return false
end

-- The words a label or a log line uses for a display form.
function form_name(void, defence)
  return (void == 1 and "Void" or "Real") .. (defence and "-DEF" or "-ATK")
end
-- A monster's display as words: its system and position.
function describe_form(c) return form_name(var(c, "void"), in_defence(c)) end

-- "Each player ...": the TP, then the NTP (CW-1.6).
function each_player(fn)
  local tp = active_player()
  fn(tp)
  fn(opponent(tp))
end

-- Keys for once-per-turn counts (uses/add_use take integers): a kind in the
-- high bits, then what it is about. Object ids and card ids fit in 32 bits.
K_NORMAL_SUMMON = 1
-- A once-per-turn key: kind (K_*) in the high bits, then a and b.
function use_key(kind, a, b) return (kind << 40) + (a << 8) + (b or 0) end
-- The kinds of once-per-turn keys (use_key): once, once per name, face, combo, card.
K_ONCE, K_ONCE_NAME, K_FACE, K_COMBO, K_CARD = 1, 2, 3, 4, 5
