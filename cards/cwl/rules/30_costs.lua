-- Costs (CW-7.12): tributes (CW-7.2), materials (CW-7.4, CW-7.8) and the
-- costs an effect's text demands. A cost is paid when the action is made,
-- all or nothing; the tests below say beforehand that it can be.

-- CW-7.2, CW-12.7: the monsters p could tribute, and whether their levels
-- reach `need`.
function tributes_of(p) return filter(cards("monster", p), function(c) return level(c) > 0 end) end
-- Whether p's monsters that may be tributed have levels summing to `need` or more.
function can_tribute(p, need)
  local sum = 0
  for _, c in ipairs(tributes_of(p)) do sum = sum + level(c) end
  return sum >= need
end

-- Sends tributes one at a time, the player's choice, until their levels
-- reach `need` (any remaining monster keeps the sum reachable: can_tribute
-- was true for all of them).
function pay_tributes(p, need, what)
  local sum, picked = 0, {}
  while sum < need do
    local options = filter(tributes_of(p), function(c)
      for _, x in ipairs(picked) do if x == c then return false end end
      return true
    end)
    local c = choose_card(p, "Tribute for " .. what .. " (levels " .. sum .. " of " .. need .. ")", options)
    picked[#picked + 1] = c
    sum = sum + level(c)
  end
  for _, c in ipairs(picked) do to_graveyard(c, R_COST) end
end

-- Materials (CW-12.8): a list of slots, each a test fn(card) -> boolean,
-- filled by distinct cards of a pool. fits(slots, pool) says whether they
-- can all be filled (backtracking: at most a few slots). With a `cache`
-- (choose_materials, which asks it for every card and slot) each test runs
-- at most once a card: a test only reads, and nothing moves meanwhile.
local function accepts(cache, slot, c)
  local row = cache[slot]
  if not row then row = {}; cache[slot] = row end
  local v = row[c]
  if v == nil then v = slot(c) and true or false; row[c] = v end
  return v
end
local function fits_from(slots, k, pool, used, cache)
  if k > #slots then return true end
  local slot = slots[k]
  for i, c in ipairs(pool) do
    if not used[i] and (cache and accepts(cache, slot, c) or not cache and slot(c)) then
      used[i] = true
      local ok = fits_from(slots, k + 1, pool, used, cache)
      used[i] = false
      if ok then return true end
    end
  end
  return false
end
-- Whether the cards of pool can fill every material slot (a test each), one card a slot.
function fits(slots, pool) return fits_from(slots, 1, pool, {}) end

-- The player picks the materials one at a time; a card is offered only if
-- the slots left can still be filled with it taken, so no pick is a dead
-- end. Returns the picked cards (not yet moved).
function choose_materials(p, slots, pool, what)
  local left, rest, picked, cache = {}, {}, {}, {}
  for _, s in ipairs(slots) do left[#left + 1] = s end
  for _, c in ipairs(pool) do rest[#rest + 1] = c end
  while #left > 0 do
    local without = {}  -- the slots left but slot k
    for k in ipairs(left) do
      local r = {}
      for m, t in ipairs(left) do if m ~= k then r[#r + 1] = t end end
      without[k] = r
    end
    local options, slot_of = {}, {}
    for i, c in ipairs(rest) do
      for k, s in ipairs(left) do
        -- c fills slot k, and the other cards (c taken: used) fill the rest.
        if accepts(cache, s, c) and fits_from(without[k], 1, rest, { [i] = true }, cache) then
          options[#options + 1] = c
          slot_of[c] = k
          break
        end
      end
    end
    local c = choose_card(p, "Choose a material for " .. what .. " (" .. #left .. " more)", options)
    picked[#picked + 1] = c
    table.remove(left, slot_of[c])
    for i, x in ipairs(rest) do if x == c then table.remove(rest, i); break end end
  end
  return picked
end

-- Material tests a card script writes: is_race("Warrior"), with_field("Ember")...
function any_monster(c) return is_monster(c) end
-- A material test: any magic card.
function any_magic(c) return is_magic(c) end
-- A material test: a monster of race r.
function is_race(r) return function(c) return is_monster(c) and char(c, "race") == r end end
-- A material test: a monster of attribute a.
function is_attribute(a) return function(c) return is_monster(c) and char(c, "attribute") == a end end
-- A material test: a card with field f.
function with_field(f) return function(c) return has_field(c, f) end end
-- A material test: a monster of level n or more.
function level_at_least(n) return function(c) return is_monster(c) and level(c) >= n end end

-- An effect's own cost (CW-7.12): { send_self = true } sends its card to the
-- graveyard; { discard = n } discards n; { lose_lp = n } / { lose_hp = n }.
function can_pay_cost(cost, e)
  if not cost then return true end
  if cost.send_self and not (exists(e.card) and on_field(e.card)) then return false end
  if cost.discard and count("hand", e.you) < cost.discard then return false end
  if cost.lose_lp and pvar(e.you, "lp") <= cost.lose_lp then return false end
  if cost.lose_hp and pvar(e.you, "hp") <= cost.lose_hp then return false end
  return true
end
-- Pays an effect's own cost (CW-7.12) for effect context e: send_self, discard, lose_lp, lose_hp.
function pay_cost(cost, e)
  if not cost then return end
  if cost.send_self then to_graveyard(e.card, R_COST) end
  if cost.discard then discards(e.you, cost.discard) end
  if cost.lose_lp then lose_lp(e.you, cost.lose_lp) end
  if cost.lose_hp then lose_hp(e.you, cost.lose_hp) end
end

-- "Discard a card": hand to graveyard.
function discard(c)
  log("P" .. owner(c) .. " discards " .. describe(c))
  return to_graveyard(c, 0)
end
