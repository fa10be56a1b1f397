-- State checks (ZD-11.10), run by the core before anyone receives priority,
-- repeated while they change something. Returns true if anything changed.

-- ZD-11.10.3: the player picks characters to scrap, one at a time, each
-- still sharing a name with an unpicked character; all are scrapped at once.
-- The result must keep as many as the rule allows (ZD-S07c): a card is only
-- scrapped if it clashes with a card that stays, so with Bell Herald, Spear
-- Warden and Twin Banner the final choices are {Twin Banner} or {Bell Herald,
-- Spear Warden}, never {Bell Herald, Twin Banner}. Each pick is offered only
-- if some such final choice contains it and the earlier picks.
local function valid_scrap_sets(involved)
  local n = #involved
  if n > 12 then return nil end           -- too many to list: any sharing card may be picked
  local clash = {}
  for i = 1, n do
    clash[i] = {}
    for j = 1, n do clash[i][j] = i ~= j and shares_name(involved[i], involved[j]) end
  end
  local out = {}
  for mask = 1, (1 << n) - 1 do
    local ok = true
    for i = 1, n do
      local scrapped = mask & (1 << (i - 1)) ~= 0
      local hits_kept = false
      for j = 1, n do
        if clash[i][j] and mask & (1 << (j - 1)) == 0 then hits_kept = true; break end
      end
      -- a kept card may clash with no kept card; a scrapped one must clash with one
      if scrapped ~= hits_kept then ok = false; break end
    end
    if ok then out[#out + 1] = mask end
  end
  return out
end

-- Does any name appear on two of these characters? (One pass, before the
-- pairwise work of the name rule: almost always the answer is no.)
local function names_repeat(list)
  if #list < 2 then return false end
  local seen = {}                                       -- name -> the character it was seen on
  for i, c in ipairs(list) do
    for _, n in ipairs(get(c, "names") or {}) do
      local at = seen[n]
      if at and at ~= i then return true end
      seen[n] = i
    end
  end
  return false
end

local function name_rule(p, all)
  if not names_repeat(all) then return false end
  local involved = filter(all, function(c)
    for _, o in ipairs(all) do
      if o ~= c and shares_name(c, o) then return true end
    end
    return false
  end)
  if #involved == 0 then return false end
  local valid = valid_scrap_sets(involved)
  local index = {}
  for i, c in ipairs(involved) do index[c] = i end
  local picked, picked_mask = {}, 0
  local function is_picked(c) return picked_mask & (1 << (index[c] - 1)) ~= 0 end
  while true do
    local live = filter(involved, function(c) return not is_picked(c) end)
    local dup = filter(live, function(c)
      for _, o in ipairs(live) do
        if o ~= c and shares_name(c, o) then return true end
      end
      return false
    end)
    if #dup == 0 then break end
    local options = dup
    if valid then
      options = filter(dup, function(c)
        local want = picked_mask | (1 << (index[c] - 1))
        for _, m in ipairs(valid) do
          if m & want == want then return true end
        end
        return false
      end)
    end
    local c = choose_card(p, "Two characters share a name: choose one to scrap (ZD-11.10.3)", options)
    picked[#picked + 1] = c
    picked_mask = picked_mask | (1 << (index[c] - 1))
  end
  if #picked > 0 then scrap_all(picked) end
  return #picked > 0
end

-- Runs before anyone gets priority, so it is written for speed: one pass over
-- each battle zone finds the characters, the equipment and what it is
-- attached to (raw_def would scan the zone again for every character); the
-- tables of what it finds are made only when it finds something.
function state_checks()
  local chars_of, bonus, orphans = { {}, {} }, nil, nil
  for p = 1, 2 do
    local list = chars_of[p]
    for _, c in ipairs(cards("battle", p)) do
      local t = get(c, "type")
      if t == "character" then
        list[#list + 1] = c
      elseif t == "equipment" then
        local ch = var(c, "attached")
        local z, q = zone_of(ch)
        -- ZD-11.10.4: equipment without its character (checked in step 2 below)
        if ch == 0 or not exists(ch) or not is_character(ch) or z ~= "battle" or q ~= p then
          orphans = orphans or {}
          orphans[#orphans + 1] = c
        else
          bonus = bonus or {}
          bonus[ch] = (bonus[ch] or 0) + (get(c, "def_bonus") or 0)
        end
      end
    end
  end
  -- 1. DEF <= 0 (to the rest area) and damage >= DEF (destroyed), together.
  local gone, destroyed
  for p = 1, 2 do
    for _, c in ipairs(chars_of[p]) do
      local raw = (get(c, "def") or 0) + (bonus and bonus[c] or 0)
      local damage = var(c, "damage")
      if raw <= 0 then
        gone = gone or {}
        gone[#gone + 1] = c
      elseif damage > 0 and damage >= raw then
        destroyed = destroyed or {}
        destroyed[#destroyed + 1] = c
      end
    end
  end
  if gone or destroyed then
    for _, c in ipairs(gone or {}) do to_rest(c) end
    destroy_all(destroyed or {})
    return true
  end
  -- 2. Equipment without its character (ZD-11.10.4).
  if orphans then
    destroy_all(orphans)
    return true
  end
  -- 3. The name rule, AP first (ZD-1.11). Whose turn it is only orders the
  -- choices: it is read once a name repeats, so while none does the core
  -- knows the checks find nothing on either player's turn.
  if not names_repeat(chars_of[1]) and not names_repeat(chars_of[2]) then return false end
  local ap = active_player()
  local changed = name_rule(ap, chars_of[ap])
  changed = name_rule(opponent(ap), chars_of[opponent(ap)]) or changed
  return changed
end

-- ZD-11.10: state checks happen at once, even in the middle of a resolution.
-- Effects call settle() right after they deal damage or change ATK/DEF, so the
-- rest of the effect sees the result (ZD-S10c).
function settle()
  for _ = 1, 100 do
    if not state_checks() then return end
  end
end

-- ZD-12.8: an effect deals damage to a character: marked, then checked at once.
function deal_damage(c, n)
  if not c or not exists(c) or not is_character(c) or zone_of(c) ~= "battle" or n <= 0 then return end
  set_var(c, "damage", var(c, "damage") + n)
  log(describe(c) .. " is dealt " .. n .. " damage")
  raise("on_damaged", { subject = c, amount = n })
  settle()
end

-- For the greedy AI: how good the position is for p (higher is better).
function evaluate(p)
  local o = opponent(p)
  local score = 0
  score = score + 1000 * (count("life", p) - count("life", o))
  for _, c in ipairs(characters(p)) do score = score + 200 + atk(c) / 10 + def(c) / 20 end
  for _, c in ipairs(characters(o)) do score = score - 200 - atk(c) / 10 - def(c) / 20 end
  score = score + 60 * (count("resource", p) - count("resource", o))
  score = score + 40 * (count("hand", p) - count("hand", o))
  return math.floor(score)
end
