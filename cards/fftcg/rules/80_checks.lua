-- Rule processes (FF-12), run by the core before a player would receive
-- priority, repeated with trigger collection until nothing changes
-- (FF-11.1.4, FF-12.3). Everything that applies is done at once. Returns
-- true if anything changed.

local function loss_checks()
  local any = false
  for p = 1, 2 do
    if in_game(p) then
      if count("damage", p) >= param("damage_to_lose") then lose(p, "received " .. count("damage", p) .. " damage (FF-12.4.1)") any = true end
      if pvar(p, "failed_draw") == 1 then lose(p, "had to draw from an empty deck (FF-12.4.2)") any = true end
      if pvar(p, "damaged_empty") == 1 then lose(p, "received damage with an empty deck (FF-12.4.3)") any = true end
    end
  end
  if any then check_outcome() end                       -- FF-3.3: losing together is a draw
end

-- (Not in the active and draw phases, FF-9.1.1.2 and 9.2.1.2: no priority
-- there, so no rule processes. Their steps say state_checks = false; reading
-- the step here would make the core run the checks again at every step.)
-- Whether the rule processes below could do anything: one pass over the
-- field that reads what they read, with no table per card. Almost always
-- nothing applies; when something may, they run in full (they alone decide).
-- Two characters of one name (the first kept by name) send them there only
-- when one of the two is not generic: copies of a generic card stay, and the
-- full pass, which builds a table per character, is not run for them.
local function anything_to_do(field)
  local names, ld, bk = { {}, {} }, { false, false }, { 0, 0 }
  for _, c in ipairs(field) do
    local ctl = controller(c)
    local seen = names[ctl]
    if not seen then return true end
    local t = get(c, "type")
    if t == "forward" then
      local rp = get(c, "power") or 0
      if rp <= 0 or var(c, "damage") >= rp then return true end   -- FF-12.4.4, FF-12.4.5
    elseif t == "backup" then
      bk[ctl] = bk[ctl] + 1
    end
    local name = get(c, "name")
    if name == nil then return true end
    local first = seen[name]
    if first then                                       -- FF-12.4.6: only if one of them is not generic
      if get(first, "generic") ~= 1 or get(c, "generic") ~= 1 then return true end
    else
      seen[name] = c
    end
    local el = get(c, "element")                        -- is_light_dark(c), without two calls
    if el == "light" or el == "dark" then               -- FF-12.4.7
      if ld[ctl] then return true end
      ld[ctl] = true
    end
  end
  local most = param("max_backups")
  return bk[1] > most or bk[2] > most                  -- FF-16.2
end

-- The rule processes: loss checks, then the other state checks.
function state_checks()
  loss_checks()
  -- (A continuous ability in the control layer, FF-11.12.4.6, may start or stop
  -- applying at any change: the core settles control before these checks.)
  local field = field_cards()   -- read once: nothing below moves a card before the end
  if not anything_to_do(field) then return state_triggers() end   -- FF-11.8.18
  local items, seen = {}, {}
  local function add(c, broken, by)
    if seen[c] then return end
    seen[c] = true
    items[#items + 1] = { c, broken = broken, by = by }
  end
  for _, c in ipairs(field) do
    if has_power(c) then
      if raw_power(c) <= 0 then add(c, false)           -- FF-12.4.4 (not a break)
      elseif var(c, "damage") >= power(c) then          -- FF-12.4.5
        local by = var(c, "hit_by")
        add(c, true, by == PARTY and attackers() or (by ~= 0 and { by } or {}))   -- FF-15.1.1.9.8
      end
    end
  end
  for p = 1, 2 do
    -- One pass counts names and Light/Dark cards among p's characters.
    local mine, names, light_dark = {}, {}, 0
    for _, c in ipairs(field) do
      if controller(c) == p then
        local name, ld = get(c, "name"), is_light_dark(c)
        mine[#mine + 1] = { c, name, ld }
        names[name] = (names[name] or 0) + 1
        if ld then light_dark = light_dark + 1 end
      end
    end
    for _, m in ipairs(mine) do
      local c, name, ld = m[1], m[2], m[3]
      if names[name] > 1 and get(c, "generic") ~= 1 then add(c, false) end   -- FF-12.4.6
      if ld and light_dark > 1 then add(c, false) end                          -- FF-12.4.7
    end
    -- FF-16.2 [PROPOSED]: more than 5 Backups: the player picks the extra ones.
    local bk = {}
    for _, m in ipairs(mine) do
      if is_backup(m[1]) and not seen[m[1]] then bk[#bk + 1] = m[1] end
    end
    local extra = #bk - param("max_backups")
    for k = 1, extra do
      local b = choose_card(p, "FF-16.2: put a Backup into the break zone (" .. k .. " of " .. extra .. ")",
                            filter(bk, function(x) return not seen[x] end))
      add(b, false)
    end
  end
  if #items == 0 then return state_triggers() end     -- FF-11.8.18, after the rule processes
  to_break_zone_all(items)
  return true
end

-- evaluate()'s parts: the weight of p's damage, and one side's worth.
local spare_weight = { 800, 500, 350, 250 }   -- a point that leaves 1, 2, 3, 4 to spare; more: 200
local function damage_cost(p)
  local lose, cost = param("damage_to_lose"), 0
  for d = 1, count("damage", p) do
    local spare = lose - d
    cost = cost + (spare <= 0 and 1500 or spare_weight[spare] or 200)
  end
  return cost
end
local function side(p, turn_player)
  local s = -damage_cost(p) + 200 * #backups(p) + 70 * count("hand", p)
  for _, c in ipairs(forwards(p)) do
    s = s + 200 + power(c) // 25
    if p == turn_player and not is_tapped(c) then s = s + 60 end
  end
  return s
end
-- For the AIs (docs/ai.md): how good the position is for p (higher is
-- better); a hint, not a rule. A point of damage weighs the more the nearer it
-- brings its player to losing (FF-3.1.1): breaking a Forward to block one of
-- the first points is a bad trade, to block the last ones it is not. A
-- Forward counts by its power, and while its controller's turn goes on an
-- active one more than a dull one (it stays dull through the next turn: it
-- cannot block, FF-10.1.3.1.1); a Backup as a lasting source of CP; a card in
-- hand as one to cast or discard for CP.
function evaluate(p)
  local tp = active_player()
  return math.floor(side(p, tp) - side(opponent(p), tp))
end
