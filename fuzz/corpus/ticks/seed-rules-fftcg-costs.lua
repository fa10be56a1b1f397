-- CP and payment (FF-5.2.1.3, FF-11.2, FF-16.3, FF-16.26). A cost is
-- { req = { element = n }, gen = n }. A payment is a set of sources: discard
-- a hand card (2 CP of its element; never Light or Dark) or dull an active
-- Backup (1 CP of its element). It is legal when it covers the cost and no
-- single source could be left out (FF-16.3), which gives every excess rule of
-- the seed. CP never floats: it is made for one cost and spent or lost at once.

-- FF-11.4.6.1, FF-16.3, FF-16.4: a card's printed cost.
function card_cost(c)
  local n = get(c, "cost") or 0
  if n <= 0 then return { req = {}, gen = 0 } end
  if is_light_dark(c) then return { req = {}, gen = n } end
  return { req = { [element(c)] = 1 }, gen = n - 1 }
end

-- An ability's CP cost written { fire = 1, ice = 1, gen = 2 } (FF-11.6.2.1).
function cp_cost(t)
  local req = {}
  for k, v in pairs(t or {}) do if k ~= "gen" then req[k] = v end end
  return { req = req, gen = (t and t.gen) or 0 }
end
-- A cost's total CP: its generic part and each element's.
function cost_total(cost)
  local n = cost.gen
  for _, v in pairs(cost.req) do n = n + v end
  return n
end

-- The sources player p may use, grouped by kind and element (interchangeable),
-- the groups in the order of their keys (kind:element): each new group is
-- put in its place as it is made (a few groups; no sort with a comparator).
local function source_groups(p, exclude)
  local groups, by = {}, { discard = {}, dull = {} }
  local ex1, nex = exclude[1], #exclude
  local function add(c, el, kind, cp)
    if nex > 0 and (c == ex1 or (nex > 1 and contains(exclude, c))) then return end
    local g = by[kind][el]
    if not g then
      local key = kind .. ":" .. el
      g = { key = key, el = el, cp = cp, cards = {} }
      by[kind][el] = g
      local at = #groups + 1
      while at > 1 and key < groups[at - 1].key do at = at - 1 end
      table.insert(groups, at, g)
    end
    g.cards[#g.cards + 1] = c
  end
  for _, c in ipairs(cards("hand", p)) do
    local el = element(c)
    if el ~= "light" and el ~= "dark" then add(c, el, "discard", 2) end   -- FF-5.2.1.3
  end
  for _, b in ipairs(backups(p)) do
    if not is_tapped(b) then add(b, element(b), "dull", 1) end
  end
  return groups
end

-- The test of a payment of cnt[i] sources of each group i: whether it is
-- legal (FF-16.3: it covers the cost, and no single source could be left
-- out), worked out from its totals (all CP, CP per required element): it
-- covers the cost when every requirement is met and its CP reach the cost's
-- total; no source of group i can be left out when, without it, the total
-- or its element's requirement would no longer be met. The requirements are
-- turned into arrays once, for every test of one payment (the search asks
-- very often). total: the CP cnt makes, if the caller has it.
local function legal_test(cost, groups)
  local needs, req_of, ng = {}, {}, #groups
  local at = {}
  for e, n in pairs(cost.req) do
    needs[#needs + 1] = n
    at[e] = #needs
  end
  for i, g in ipairs(groups) do req_of[i] = at[g.el] or 0 end
  local nreq, total_cost, have = #needs, cost_total(cost), {}
  return function(cnt, total)
    if not total then
      total = 0
      for i = 1, ng do total = total + groups[i].cp * cnt[i] end
    end
    if total < total_cost then return false end
    for k = 1, nreq do have[k] = 0 end
    for i = 1, ng do
      local k = req_of[i]
      if k > 0 then have[k] = have[k] + groups[i].cp * cnt[i] end
    end
    for k = 1, nreq do
      if have[k] < needs[k] then return false end
    end
    for i = 1, ng do
      local cp = groups[i].cp
      if cnt[i] > 0 and total - cp >= total_cost then
        local k = req_of[i]
        if k == 0 or have[k] - cp >= needs[k] then return false end
      end
    end
    return true
  end
end

-- Every legal payment (legal_test's `legal`), as count vectors: the search
-- tries each vector of at most the cost's total plus max(k, 1) CP (more
-- always leaves a source out to spare, with k the required elements) once.
-- A source of an element the cost does not require can be left out unless
-- the total would fall short: a payment that uses one of cp CP makes at
-- most the cost's total + cp - 1, and the search stops a branch past that.
local function legal_payments(cost, groups, legal)
  local nreq = 0
  for _ in pairs(cost.req) do nreq = nreq + 1 end
  local bound = cost_total(cost) + math.max(nreq, 1)
  local out, cnt, ng, total_cost = {}, {}, #groups, cost_total(cost)
  local rest = { [ng + 1] = 0 }                         -- the most CP groups i.. can make
  local most = {}                                       -- the most a payment using group i makes
  for i = ng, 1, -1 do
    local g = groups[i]
    rest[i] = rest[i + 1] + g.cp * #g.cards
    most[i] = cost.req[g.el] == nil and total_cost + g.cp - 1 or bound
  end
  local function dfs(i, produced, limit)
    if produced + rest[i] < total_cost then return end  -- it cannot cover the cost
    if i > ng then
      if legal(cnt, produced) then
        local c = {}
        for k = 1, ng do c[k] = cnt[k] end
        out[#out + 1] = c
      end
      return
    end
    local g = groups[i]
    cnt[i] = 0
    dfs(i + 1, produced, limit)
    if most[i] < limit then limit = most[i] end
    for k = 1, #g.cards do
      if produced + k * g.cp > limit then break end
      cnt[i] = k
      dfs(i + 1, produced + k * g.cp, limit)
    end
    cnt[i] = 0
  end
  dfs(1, 0, bound)
  return out
end

-- A legal payment exists exactly when all the sources together cover the
-- cost: from any covering set, sources can be dropped one at a time until
-- none can be, and that set is legal. (Covering only grows with sources.)
-- The CP every source together makes, per element and in all, is worked out
-- by memo (read-only, shared; again after a change to the hand, the field
-- or its orientation), with each source's kind and element ({ el =, cp = },
-- one per kind and element); the excluded cards (the one being paid for)
-- are taken off it: whether the whole pool covers the cost, without a table
-- per call. One pass over the sources, without source_groups' lists, keys
-- and sort (the pool is made again after nearly every change it reads).
local function pool_add(t, by, c, el, cp)       -- t: { cp per element, sum, group_of }
  local g = by[el]
  if not g then
    g = { el = el, cp = cp }
    by[el] = g
  end
  t[3][c] = g
  t[1][el] = (t[1][el] or 0) + cp
  t[2] = t[2] + cp
end
local function pool_totals(p)
  local t, disc, dull = { {}, 0, {} }, {}, {}
  for _, c in ipairs(cards("hand", p)) do
    local el = element(c)
    if el ~= "light" and el ~= "dark" then pool_add(t, disc, c, el, 2) end   -- FF-5.2.1.3
  end
  for _, b in ipairs(backups(p)) do
    if not is_tapped(b) then pool_add(t, dull, b, element(b), 1) end
  end
  return t
end
-- Whether p can pay this CP cost from its sources (not those in exclude).
function can_pay_cp(p, cost, exclude)
  if cost_total(cost) == 0 then return true end
  local t = memo(pool_totals, p)
  local cp, spare, group_of = t[1], t[2], t[3]
  exclude = exclude or {}
  for _, x in ipairs(exclude) do
    local g = group_of[x]
    if g then spare = spare - g.cp end
  end
  for e, need in pairs(cost.req) do
    local have = cp[e]
    if have ~= nil then
      for _, x in ipairs(exclude) do
        local g = group_of[x]
        if g and g.el == e then have = have - g.cp end
      end
      spare = spare - need
    end
    if (have or 0) < need then return false end
  end
  return spare >= cost.gen
end

-- can_pay_cp(p, card_cost(c), { c }) (a card's printed cost, the card itself
-- no source), without the three tables: the `can` tests ask it of every
-- card in the hand.
function can_pay_card(p, c)
  local n = get(c, "cost") or 0
  if n <= 0 then return true end
  local t = memo(pool_totals, p)
  local cp, spare, group_of = t[1], t[2], t[3]
  local g = group_of[c]
  if g then spare = spare - g.cp end
  if is_light_dark(c) then return spare >= n end       -- FF-16.4: all generic
  local e = element(c)
  local have = cp[e]
  if have ~= nil then
    if g and g.el == e then have = have - g.cp end
    spare = spare - 1
  end
  if (have or 0) < 1 then return false end
  return spare >= n - 1
end

-- A cost as words: "2 fire + 1 any".
function describe_cost(cost)
  local parts = {}
  for _, e in ipairs(ELEMENTS) do
    if cost.req[e] then parts[#parts + 1] = cost.req[e] .. " " .. e end
  end
  if cost.gen > 0 then parts[#parts + 1] = cost.gen .. " any" end
  return table.concat(parts, " + ")
end

local CANCEL = "Cancel (pay nothing)"
-- The player chooses a legal payment, source by source (FF-16.27): only
-- sources that keep a legal payment reachable are offered, so an illegal one
-- cannot be made (FF-16.3); the question says what is chosen so far; when a
-- single completion is left it is shown whole, to accept; every question
-- offers Cancel (last, so no AI takes it by default). Nothing is paid here.
-- Returns { discards = {...}, dulls = {...} } for pay_sources, or nil when
-- the player cancels (the caller undoes what it began: FF-14).
function choose_payment(p, cost, exclude, what)
  local picked = { discards = {}, dulls = {} }
  if cost_total(cost) == 0 then return picked end
  local groups = source_groups(p, exclude or {})
  local legal = legal_test(cost, groups)
  local payments = legal_payments(cost, groups, legal)
  local min = {}
  for i = 1, #groups do min[i] = 0 end
  local chosen, made = {}, 0                 -- words of the sources chosen, the CP they make
  local function words(g, c)
    return (g.cp == 2 and "discard " or "dull ") .. describe(c) .. " (" .. g.cp .. " " .. g.el .. " CP)"
  end
  local function take(g, c)
    if g.cp == 2 then picked.discards[#picked.discards + 1] = c else picked.dulls[#picked.dulls + 1] = c end
    chosen[#chosen + 1] = words(g, c)
    made = made + g.cp
  end
  local prompt_head = "FF-11.2: pay " .. describe_cost(cost) .. " CP" .. (what and (" for " .. what) or "")
  while not legal(min) do
    -- The legal payments that keep what is chosen: a group's sources are
    -- offered when one of them takes one more of it.
    local fits = {}
    for _, c in ipairs(payments) do
      local ok = true
      for i = 1, #groups do
        if c[i] < min[i] then ok = false break end
      end
      if ok then fits[#fits + 1] = c end
    end
    local options, refs = {}, {}
    for i, g in ipairs(groups) do
      local more = false
      for _, c in ipairs(fits) do
        if c[i] > min[i] then more = true break end
      end
      if more then
        for k = min[i] + 1, #g.cards do     -- the unpicked cards of the group
          local c = g.cards[k]
          local verb = g.cp == 2 and "Discard " or "Dull "
          options[#options + 1] = { label = verb .. describe(c) .. " for " .. g.cp .. " " .. g.el .. " CP", card = c }
          refs[#refs + 1] = { i, k }
        end
      end
    end
    -- With no legal payment the action cannot be completed: the engine rolls
    -- it back to the state before it (FF-14.1, FF-16.15).
    if #options == 0 then reject("FF-14.1: the cost cannot be paid (FF-11.3.1, FF-16.3: no legal CP payment)") end
    local prompt = prompt_head .. (#chosen > 0 and (" (chosen: " .. table.concat(chosen, ", ") .. "; " .. made
      .. " CP made)") or "")
    -- If every offered source together is a legal payment, it is the only
    -- one left (a legal payment is a minimal cover): shown whole, to accept.
    local all = {}
    for i = 1, #groups do all[i] = min[i] end
    for _, r in ipairs(refs) do all[r[1]] = all[r[1]] + 1 end
    if legal(all) then
      local rest = {}
      for n, r in ipairs(refs) do rest[n] = words(groups[r[1]], options[n].card) end
      local only = { label = "Pay: " .. table.concat(rest, ", ") }
      if #refs == 1 then only.card = options[1].card end
      if choose(p, prompt, { only, { label = CANCEL } }) == 2 then return nil end
      for n, r in ipairs(refs) do take(groups[r[1]], options[n].card) end
      return picked
    end
    options[#options + 1] = { label = CANCEL }
    local n = choose(p, prompt, options)
    if n == #options then return nil end
    local pick = refs[n]
    local g = groups[pick[1]]
    -- keep the group's picked cards first, in pick order
    local c = table.remove(g.cards, pick[2])
    table.insert(g.cards, min[pick[1]] + 1, c)
    min[pick[1]] = min[pick[1]] + 1
    take(g, c)
  end
  return picked
end

-- An action's payment: cancelling it undoes the action (FF-14.1, FF-16.27).
function choose_payment_or_undo(p, cost, exclude, what)
  local picked = choose_payment(p, cost, exclude, what)
  if not picked then reject("FF-16.27: the payment was cancelled; nothing is paid (FF-14.1)") end
  return picked
end

-- All at once (FF-11.3.7.1): the discards, then the dulls, as one payment.
function pay_sources(picked)
  for _, c in ipairs(picked.discards) do discard(c) end
  for _, b in ipairs(picked.dulls) do dull(b) end
end

-- Other parts of ability costs (FF-11.6.2, FF-11.7.1):
-- { cp = {...}, dull = true (the dull icon), special = true (discard a card
-- of the same name), break_self = true, counters = { kind = n } (remove n
-- counters of that kind from the card, FF-15.1.1.10) }.
function special_discards(p, c)
  return filter(cards("hand", p), function(h) return get(h, "name") == get(c, "name") and not is_summon(h) end)
end

-- FF-11.6.2.2, FF-15.2.2.3, FF-16.7, FF-16.19: a Forward or Backup without
-- Haste pays a dull icon only if controlled since its controller's most
-- recent turn began.
function dull_icon_ok(c)
  if not on_field(c) or is_tapped(c) then return false end
  if is_monster(c) or has_kw(c, "haste") then return true end
  local p = controller(c)
  local latest = p == active_player() and turn() or turn() - 1
  return var(c, "since") < latest
end

-- Whether an ability's cost (CP, dull, discards, ...) can be paid for effect context e.
function can_pay_cost(cost, e)
  if not cost then return true end
  local p, c = e.you, e.card
  local exclude = {}
  if cost.dull then
    if not dull_icon_ok(c) then return false end
    exclude[#exclude + 1] = c
  end
  if cost.break_self and not on_field(c) then return false end
  for kind, n in pairs(cost.counters or {}) do
    if counters(c, kind) < n then return false end
  end
  if cost.special then
    local opts = special_discards(p, c)
    if #opts == 0 then return false end
    -- any of them may be the discard; the rest stay CP sources
    local ok = false
    for _, h in ipairs(opts) do
      local ex = { table.unpack(exclude) }
      ex[#ex + 1] = h
      if can_pay_cp(p, cp_cost(cost.cp), ex) then ok = true break end
    end
    return ok
  end
  return can_pay_cp(p, cp_cost(cost.cp), exclude)
end

-- Choose everything, then pay everything at once.
function pay_cost(cost, e)
  if not cost then return end
  local p, c = e.you, e.card
  local exclude = {}
  if cost.dull then exclude[#exclude + 1] = c end
  local sdisc
  if cost.special then
    local opts = filter(special_discards(p, c), function(h)
      local ex = { table.unpack(exclude) }
      ex[#ex + 1] = h
      return can_pay_cp(p, cp_cost(cost.cp), ex)
    end)
    sdisc = choose_card(p, "FF-11.7.1: discard a card named " .. get(c, "name"), opts)
    exclude[#exclude + 1] = sdisc
  end
  local picked = choose_payment_or_undo(p, cp_cost(cost.cp), exclude, describe(c))
  if cost.dull then dull(c) end
  if sdisc then discard(sdisc) end
  pay_sources(picked)
  if cost.counters then
    local kinds = {}
    for kind in pairs(cost.counters) do kinds[#kinds + 1] = kind end
    table.sort(kinds)                                    -- pairs() order is not fixed
    for _, kind in ipairs(kinds) do remove_counters(c, kind, cost.counters[kind]) end
  end
  if cost.break_self then put_into_break_zone(c) end
end
