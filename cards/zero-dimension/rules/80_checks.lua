-- State checks (ZD-11.10), run by the core before anyone receives priority,
-- repeated while they change something. Returns true if anything changed.

-- ZD-11.10.3: the player picks characters to scrap, one at a time, each
-- still sharing a name with an unpicked character; all are scrapped at once.
local function name_rule(p)
  local picked = {}
  local function is_picked(c)
    for _, x in ipairs(picked) do if x == c then return true end end
    return false
  end
  while true do
    local live = filter(characters(p), function(c) return not is_picked(c) end)
    local dup = filter(live, function(c)
      for _, o in ipairs(live) do
        if o ~= c and shares_name(c, o) then return true end
      end
      return false
    end)
    if #dup == 0 then break end
    picked[#picked + 1] = choose_card(p, "Two characters share a name: choose one to scrap (ZD-11.10.3)", dup)
  end
  if #picked > 0 then scrap_all(picked) end
  return #picked > 0
end

function state_checks()
  -- 1. DEF <= 0 (to the rest area) and damage >= DEF (destroyed), together.
  local gone, destroyed = {}, {}
  for _, c in ipairs(characters()) do
    if raw_def(c) <= 0 then gone[#gone + 1] = c
    elseif var(c, "damage") > 0 and var(c, "damage") >= def(c) then destroyed[#destroyed + 1] = c end
  end
  if #gone + #destroyed > 0 then
    for _, c in ipairs(gone) do to_rest(c) end
    destroy_all(destroyed)
    return true
  end
  -- 2. Equipment without its character (ZD-11.10.4).
  local orphans = {}
  for _, p in ipairs({ 1, 2 }) do
    for _, c in ipairs(cards("battle", p)) do
      if is_equipment(c) then
        local ch = var(c, "attached")
        local z, q = zone_of(ch)
        if ch == 0 or not exists(ch) or not is_character(ch) or z ~= "battle" or q ~= p then
          orphans[#orphans + 1] = c
        end
      end
    end
  end
  if #orphans > 0 then
    destroy_all(orphans)
    return true
  end
  -- 3. The name rule, AP first (ZD-1.11).
  local ap = active_player()
  local changed = name_rule(ap)
  changed = name_rule(opponent(ap)) or changed
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
