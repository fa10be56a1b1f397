-- Costs: total and coloured cost (ZD-3.3), paying with resources (ZD-7.5),
-- and the other costs abilities print (tap symbol, discard, scrap: ZD-7.5.1).

local LETTER = { red = "R", yellow = "Y", blue = "B", green = "G", white = "W", black = "K" }
-- ZD-3.3.2: the colour letters of cost cells, in order (red, yellow, blue, green, white, black).
COLOURS = { "R", "Y", "B", "G", "W", "K" }

local IS_COLOUR = {}
for _, k in ipairs(COLOURS) do IS_COLOUR[k] = true end
-- Cells per colour letter; `other` is true if a cell is no colour's letter.
local function cell_counts(cells)
  local n = {}
  for ch in (cells or ""):gmatch(".") do
    n[ch] = (n[ch] or 0) + 1
    if not IS_COLOUR[ch] then n.other = true end
  end
  return n
end

local function cells_string(n)
  local s = ""
  for _, k in ipairs(COLOURS) do s = s .. string.rep(k, n[k] or 0) end
  return s
end

-- A cells string the way cells_string writes it (colour letters only, in
-- COLOURS order, so each colour is one run): most printed costs are. The
-- cost path reads such a string directly, with no table per call.
local RANK = {}                                          -- byte of a colour letter -> its place in COLOURS
for i, k in ipairs(COLOURS) do RANK[string.byte(k)] = i end
local function in_order(cells)
  local last = 0
  for i = 1, #cells do
    local r = RANK[string.byte(cells, i)]
    if not r or r < last then return false end
    last = r
  end
  return true
end

-- ZD-3.3.2, ZD-3.3.4: a printed total and cells under cost modifiers, each
-- { amount = N (negative: a reduction), colour = "G" (optional) }:
--   a reduction naming no part cuts the colourless part; a coloured reduction
--   removes up to N cells of that colour (and the total with them); an
--   increase adds to the colourless part, or cells of the colour it names.
--   Order: increases, coloured reductions, colourless reductions; each part
--   floors at 0, so the total never falls below the coloured cost.
-- Returns total, cells (string such as "GGG").
local function mods_applied(total, cells_str, mods)
  local n = cell_counts(cells_str)
  local cells = 0
  for _, k in ipairs(COLOURS) do cells = cells + (n[k] or 0) end
  local colourless = math.max(0, (total or 0) - cells)
  local dec, col = 0, {}
  for _, m in ipairs(mods or {}) do
    if m.amount > 0 then
      if m.colour then n[m.colour] = (n[m.colour] or 0) + m.amount
      else colourless = colourless + m.amount end
    end
  end
  for _, m in ipairs(mods or {}) do
    if m.amount < 0 then
      if m.colour then col[m.colour] = (col[m.colour] or 0) - m.amount
      else dec = dec - m.amount end
    end
  end
  for _, k in ipairs(COLOURS) do
    if col[k] then n[k] = math.max(0, (n[k] or 0) - col[k]) end
  end
  colourless = math.max(0, colourless - dec)
  cells = 0
  for _, k in ipairs(COLOURS) do cells = cells + (n[k] or 0) end
  return colourless + cells, cells_string(n)
end

-- With no modifier and cells already as cells_string writes them, the
-- result is the total floored at the coloured cost and the same cells
-- (what mods_applied returns then, worked out without its tables).
function apply_cost_mods(total, cells_str, mods)
  local s = cells_str or ""
  if (not mods or #mods == 0) and (total == nil or math.type(total) == "integer") and in_order(s) then
    local cells = #s
    return math.max(0, (total or 0) - cells) + cells, s
  end
  return mods_applied(total, cells_str, mods)
end

-- ZD-3.3.3: a variable total, as the card's own effect sets it now.
local function variable_total(c)
  local total = 0
  for _, i in ipairs(abilities_of_kind(c, "variable_cost")) do
    total = ability(i).value(make_ctx({ card = c, controller = controller(c) }))
  end
  return total
end

-- The total cost "cost N or more / or less" reads (ZD-3.3, ZD-3.3.3): the
-- printed total; a variable one while the card is being used (`using`: its
-- use is being weighed, see use_forbidden in 50_actions.lua; or it is on the
-- chain), else 0.
function total_cost(c, using)
  if face(c, "cost_variable") == 1 and (using == true or zone_of(c) == "chain") then
    return variable_total(c)
  end
  return face(c, "cost") or 0
end

-- ZD-3.3, ZD-3.3.3, ZD-3.3.4: the cost to use card c now: its printed (or
-- variable) cost under the cost_mod rule abilities in play (`cost_mods`:
-- their list, if the caller has it already).
function cost_of(c, cost_mods)
  local total = get(c, "cost") or 0
  if get(c, "cost_variable") == 1 then total = variable_total(c) end
  local mods
  for _, r in ipairs(cost_mods or rule_abilities("cost_mod")) do
    local s = r.spec
    if not s.applies or s.applies(r.card, c) then
      mods = mods or {}
      mods[#mods + 1] = { amount = s.amount, colour = s.colour }
    end
  end
  return apply_cost_mods(total, get(c, "cells"), mods)
end

-- What untapped resources player p has: counts per colour letter, face-down
-- count, and the list (computed once per game state; shared, do not change).
local function find_pool(p)
  local by, down, list = {}, 0, {}
  for _, r in ipairs(cards("resource", p)) do
    if not is_tapped(r) then
      list[#list + 1] = r
      if is_face_down(r) then down = down + 1
      else
        local k = LETTER[get(r, "colour")]
        by[k] = (by[k] or 0) + 1
      end
    end
  end
  return { by, down, list }
end
local function pool(p)
  local t = memo(find_pool, p)
  return t[1], t[2], t[3]
end

-- Can `total` with `need` (per colour) be paid from the pool, less one
-- resource of colour `less` if given? Each resource has one colour, so
-- counting is exact (ZD-7.5.3). The colours are read in COLOURS order (no
-- ordered pairs() per call; a cell of no colour no resource can pay).
local function feasible(total, need, by, count, less)
  if need.other then return false end
  local sum = 0
  for _, k in ipairs(COLOURS) do
    local v = need[k]
    if v and v > 0 then
      local have = by[k] or 0
      if k == less then have = have - 1 end
      if have < v then return false end
      sum = sum + v
    end
  end
  return sum <= total and count >= total
end

-- Whether p's resources can pay a cost of `total` with these coloured cells (a string of COLOURS letters).
function can_pay(p, total, cells)
  local by, _, list = pool(p)
  cells = cells or ""
  if not in_order(cells) then return feasible(total, cell_counts(cells), by, #list) end
  -- feasible() with each run of one letter as that colour's need
  local i, n = 1, #cells
  while i <= n do
    local b = string.byte(cells, i)
    local j = i
    while j < n and string.byte(cells, j + 1) == b do j = j + 1 end
    if (by[COLOURS[RANK[b]]] or 0) < j - i + 1 then return false end
    i = j + 1
  end
  return n <= total and #list >= total
end

-- ZD-7.5: tap exactly `total` resources, at least the cells' colours. Each
-- choice offers only resources that keep the rest payable.
function pay(p, total, cells)
  local need = cell_counts(cells)
  for k = 1, total do
    local by, _, list = pool(p)
    -- Resources of one colour (or face down: "?") are alike for payability,
    -- so feasibility is worked out once per colour.
    local ok = {}
    local options = {}
    for _, r in ipairs(list) do
      local c = is_face_down(r) and "?" or LETTER[get(r, "colour")]
      if ok[c] == nil then
        if c == "?" then
          ok[c] = feasible(total - k, need, by, #list - 1)
        else
          -- by (the pool's, shared) is read less this resource; need (this
          -- payment's own) is changed and put back.
          local had = need[c]
          if (had or 0) > 0 then need[c] = had - 1 end
          ok[c] = feasible(total - k, need, by, #list - 1, c)
          need[c] = had
        end
      end
      if ok[c] then options[#options + 1] = r end
    end
    local r = choose_card(p, "Tap a resource to pay (" .. k .. " of " .. total .. ")", options)
    if not is_face_down(r) then
      local c = LETTER[get(r, "colour")]
      if (need[c] or 0) > 0 then need[c] = need[c] - 1 end
    end
    set_tapped(r, true)
  end
end

-- Printed costs of abilities: { resources = {total, cells}, tap = true,
-- discard = n, scrap_self = true, scrap_other_character = n, scrap_life = n }.
function can_pay_cost(cost, e)
  if not cost then return true end
  local p, c = e.you, e.card
  if cost.resources and not can_pay(p, cost.resources[1], cost.resources[2]) then return false end
  if cost.tap and (not exists(c) or is_tapped(c) or zone_of(c) ~= "battle") then return false end
  if cost.discard and count("hand", p) < cost.discard then return false end
  if cost.scrap_self and not exists(c) then return false end
  if cost.scrap_other_character then
    local others = filter(characters(p), function(x) return x ~= c end)
    if #others < cost.scrap_other_character then return false end
  end
  if cost.scrap_life and count("life", p) < cost.scrap_life then return false end
  return true
end

-- Pays an ability's cost (resources, tap, discards, ...) for effect context e.
function pay_cost(cost, e)
  if not cost then return end
  local p, c = e.you, e.card
  if cost.resources then pay(p, cost.resources[1], cost.resources[2]) end
  if cost.tap then set_tapped(c, true) end
  for k = 1, cost.discard or 0 do
    discard(choose_card(p, "Discard a card to pay (" .. k .. " of " .. cost.discard .. ")", cards("hand", p)))
  end
  for _ = 1, cost.scrap_life or 0 do scrap(top("life", p)) end   -- ZD-9.4.4: not flipped
  local scraps = {}
  for k = 1, cost.scrap_other_character or 0 do
    local options = filter(characters(p), function(x)
      if x == c then return false end
      for _, s in ipairs(scraps) do if s == x then return false end end
      return true
    end)
    scraps[#scraps + 1] = choose_card(p, "Scrap a character to pay (" .. k .. ")", options)
  end
  if cost.scrap_self then scraps[#scraps + 1] = c end
  if #scraps > 0 then scrap_all(scraps) end   -- ZD-S05: at the same time
end
