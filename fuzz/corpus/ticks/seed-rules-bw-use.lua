-- BW-12.1: the use procedure; responses (BW-12.8), playing (BW-12.2),
-- conversion (BW-12.3), recasting (BW-12.5); the game cards' effects
-- (BW-17). Every inserted event is a nested call that settles before the
-- caller goes on (BW-7.4).

-- A game card's kind, by its script's `key` (or the kind it is used as):
--   magic = true     an open Annul window per target before its effect (BW-12.8)
--   demand = "<key>" a demanded response from each target (Thrust: "parry")
--   equip = true     to its user's slot at step 7 (BW-12.4)
--   delayed = true   to its target's judge area at step 7, no window (BW-14.2)
--   recast = true    may be recast in the play phase (BW-12.5)
--   play = function(p, c, skip) -> the play-phase options { {label =, target =}, ... }
--                    (nil or {}: not usable now; target -1: `pick` chooses them;
--                    skip: an equipped card used as this kind, BW-1.3.2)
--   pick = function(p, c) -> the targets, asked of the user
--   effect = function(e) with e = {you, target, card, against, use}
-- Each rules file registers the kinds it defines.
CARD_KINDS = {}
-- Registers a card kind: its key and its definition (see CARD_KINDS).
function card_kind(key, def) CARD_KINDS[key] = def end

-- What labels call a kind (conversions: "as a Thrust").
KIND_NAMES = { thrust = "Thrust", parry = "Parry", remedy = "Remedy", annul = "Annul", bounty = "Bounty",
  snatch = "Snatch", shatter = "Shatter", faceoff = "Faceoff", tether = "Iron Tether", languor = "Languor",
  thunderhead = "Thunderhead" }

-- BW-12.3: a card used or played "as" another kind carries the kind in its
-- object variable `as` while it settles (a move makes a new object, BW-10.10).
AS_CODES = { thrust = 1, parry = 2, remedy = 3, annul = 4, bounty = 5, snatch = 6, shatter = 7, faceoff = 8,
  tether = 9, languor = 10, thunderhead = 11 }
local AS_KEYS = {}
for k, v in pairs(AS_CODES) do AS_KEYS[v] = k end

-- The kind a card settles as: the converted one, else its own.
function kind_of(c)
  local a = var(c, "as")
  if a ~= 0 then return AS_KEYS[a] end
  return key_of(c)
end

-- The Thrust-type check (BW-17.2); the element (BW-9.3: a converted card
-- has none); magic (BW-1.3.3).
function is_thrust(c) return kind_of(c) == "thrust" end
-- A card's element (its spec's `element`), or nil while it is used as another kind.
function element_of(c)
  if var(c, "as") ~= 0 then return nil end
  return spec(c).element
end
-- Whether a card's kind is a magic kind (its definition says magic = true).
function is_magic(c)
  local def = CARD_KINDS[kind_of(c)]
  return def ~= nil and def.magic == true
end

-- Hooks that skills and effects give a character, read by these rules:
-- a revealed character's continuous locked key (a number, summed by
-- locked_sum, BW-12.7), or an effect's grant (player variable `grant`,
-- these bits), which lasts until the effect that set it clears it.
--   ignore_armor         its cards ignore their targets' armor (BW-7.6)
--   cancel_magic_target  cancelled as a target of magic, at becoming_target (BW-7.8)
--   prevent_damage       damage it receives is prevented (BW-13.2 step 3)
--   fire_bonus           fire damage it deals is +n (damage_dealing, BW-13.2)
GRANT = { ignore_armor = 1, cancel_magic_target = 2, prevent_damage = 4, fire_bonus = 8 }
-- p's value of a locked hook (`key`): its locked skills' sum, plus 1 when an effect grants it (GRANT).
function hook_value(p, key)
  local n = locked_sum(p, key)
  if pvar(p, "grant") & GRANT[key] ~= 0 then n = n + 1 end
  return n
end
-- Whether p has the locked hook `key` at all (hook_value above 0).
function has_hook(p, key) return hook_value(p, key) > 0 end

-- BW-12.3, BW-12.6: p's conversion skills for a kind (all with key nil): a
-- skill with `as = "<kind>"`, `filter = function(p, c)` (which of p's cards
-- may be used or played as it) and `zones` (default { "hand" }). A hidden
-- character's are offered too, to its owner only (BW-12.7).
function conversions(p, key)
  local out = {}
  for _, s in ipairs(skills(hero(p))) do
    if s.as and (key == nil or s.as == key) then out[#out + 1] = s end
  end
  return out
end

-- The cards p could use or play as `key`: those of that kind in its hand,
-- then those its conversion skills allow; `via` maps a converted card to
-- its skill.
function response_cards(p, key)
  local list, via, seen = in_hand(p, key), {}, {}
  for _, c in ipairs(list) do seen[c] = true end
  for _, s in ipairs(conversions(p, key)) do
    for _, z in ipairs(s.zones or { "hand" }) do
      for _, c in ipairs(cards(z, p)) do
        if not seen[c] and s.filter(p, c) then
          seen[c] = true
          list[#list + 1] = c
          via[c] = s
        end
      end
    end
  end
  return list, via
end

-- BW-12.8, BW-18.6: asks q privately for a card of kind `key`, its own or
-- converted, whether or not it holds one (the engine answers a question
-- with nothing to pick, and the log reads the same). Returns the card and,
-- for a converted one, the kind it is used as (the skill's owner reveals,
-- BW-12.7).
function ask_for(q, key, prompt)
  local list, via = response_cards(q, key)
  local r = choose_card(q, prompt, list, true, { secret = true })
  if not r then return nil end
  if via[r] then
    reveal_for_skill(q)
    return r, key
  end
  return r, nil
end

local function describe_use(x)
  local name = card_name(x)
  if var(x, "as") ~= 0 then name = name .. " as a " .. KIND_NAMES[kind_of(x)] end
  return name
end

local function target_list(target)
  if type(target) == "table" then return target end
  if target and target ~= 0 then return { target } end
  return {}
end

-- The targets not cancelled, each once, in seat order from the user (BW-12.1
-- step 6); the dead are gone.
local function in_seat_order(p, targets, cancelled)
  local wanted, out = {}, {}
  for _, t in ipairs(targets) do wanted[t] = true end
  for _, q in ipairs(seats(p)) do
    if wanted[q] and not cancelled[q] then out[#out + 1] = q end
  end
  return out
end

-- The event of one target's timings (becoming_target, after_becoming_target,
-- before_effect, card_offset, card_effective): ev.player is the user. A
-- skill may set ev.cancel (becoming_target: BW-7.8) or ev.nullify
-- (before_effect: BW-7.5), or change ev.use (the use: ignore_armor, ...).
local function target_event(u, t)
  return { player = u.user, target = t, card = u.card, key = u.key, use = u, against = u.against }
end

-- BW-7.8: a skill cancels a target: cancel_target(ev) at becoming_target
-- (the event's target), cancel_target(u, t) at card_using or targeting.
function cancel_target(ev, t)
  if ev.use then ev.cancel = true else ev.cancelled[t] = true end
end

-- BW-7.5, BW-7.6, BW-17 (Lacquer Coat): a working armor that nullifies
-- black Thrust-type cards, unless the use ignores it (its user's hook, or a
-- skill set u.ignore_armor for this use only: an inserted use by someone
-- else meets the armor, BW-S20).
function armor_nullifies(q, u)
  if u.key ~= "thrust" or not is_black(u.card) then return false end
  local a = working(q, "armor")
  if not a or not spec(a).nullify_black_thrust then return false end
  return not (u.ignore_armor or has_hook(u.user, "ignore_armor"))
end

-- BW-17 (Hooked Glaive), BW-0.3.6: after its user targets a character of the
-- other gender with a Thrust, the user may have it choose: discard a hand
-- card, or the user draws 1. A hidden character has no gender: no offer.
local function glaive(u, t)
  local w = working(u.user, "weapon")
  if u.key ~= "thrust" or not w or not spec(w).gender_hook or not in_game(t) then return end
  local a, b = gender_of(u.user), gender_of(t)
  if not a or not b or a == b then return end
  if not yes_no(u.user, card_name(w) .. ": have P" .. t .. " discard a hand card or let you draw 1?") then return end
  local opts = { "P" .. u.user .. " draws 1 card" }
  if count("hand", t) > 0 then table.insert(opts, 1, "Discard a hand card") end
  local pick = choose(t, card_name(w) .. " of P" .. u.user .. ": choose", opts)
  if #opts == 2 and pick == 1 then
    discard(choose_card(t, "Discard which card?", cards("hand", t)))
  else
    draw(u.user)
  end
end

-- BW-12.1 step 6, one target: before_effect (nullify, BW-7.5), the response
-- window (BW-12.8; an offset fires card_offset, BW-7.7), the effect, then
-- card_effective. A card without targets (a response) settles once, t nil.
-- Returns whether the effect applied.
local function settle_target(u, def, t)
  if t and not in_game(t) then return false end
  local ev = target_event(u, t)
  poll("before_effect", ev)
  if over() or (t and not in_game(t)) then return false end
  if ev.nullify or (t and armor_nullifies(t, u)) then
    log(describe_use(u.card) .. " is nullified" .. (t and (" against P" .. t) or "") .. " (BW-7.5)")
    return false
  end
  local offset = false
  if def.demand and t then
    offset = demand_response(t, def.demand, u)
  elseif def.magic then
    offset = open_window(u.card, t)
  end
  if over() then return false end
  if offset then
    poll("card_offset", ev)
    return false
  end
  if def.effect then def.effect({ you = u.user, target = t, card = u.card, against = u.against, use = u }) end
  if not over() then poll("card_effective", ev) end
  return true
end

-- Steps 3 to 6. Returns whether the card took effect on any target, and the
-- targets left after cancelling.
local function settle_use(u, def)
  poll("card_using", u)                                                    -- step 3
  if over() then return false, {} end
  if #u.targets == 0 then return settle_target(u, def, nil), {} end        -- a response
  poll("targeting", u)                                                     -- step 4
  for _, t in ipairs(in_seat_order(u.user, u.targets, u.cancelled)) do
    if over() then return false, {} end
    local ev = target_event(u, t)
    if def.magic and has_hook(t, "cancel_magic_target") then
      ev.cancel = true
    else
      poll("becoming_target", ev)
    end
    if ev.cancel then
      u.cancelled[t] = true
      log("P" .. t .. " is no longer a target of " .. describe_use(u.card) .. " (BW-7.8)")
    end
  end
  local live = in_seat_order(u.user, u.targets, u.cancelled)
  if #live == 0 or over() then return false, live end                     -- BW-7.8: to step 7
  poll("after_targeting", u)                                               -- step 5
  for _, t in ipairs(live) do
    if over() then return false, live end
    poll("after_becoming_target", target_event(u, t))
    glaive(u, t)
  end
  if def.delayed then return true, live end
  local took = false
  for _, t in ipairs(in_seat_order(u.user, live, u.cancelled)) do          -- step 6
    if over() then break end
    if settle_target(u, def, t) then took = true end
  end
  return took, live
end

-- p uses c (BW-12.1) on `target` (a character, a list of them, or nil for a
-- response without one). `against`: the card a response answers. opts:
-- as = the kind c is used as (BW-12.3), ignore_armor = true (BW-7.6). The
-- card settles in the processing zone; step 7 discards it (equipment to its
-- slot, delayed magic to the judge area). Returns whether it took effect
-- (false: nullified, offset, or every target cancelled).
function use(p, c, target, against, opts)
  opts = opts or {}
  local x = move(c, "processing")
  if opts.as then set_var(x, "as", AS_CODES[opts.as]) end
  local def = CARD_KINDS[kind_of(x)] or {}
  local u = { player = p, user = p, card = x, key = kind_of(x), targets = {}, against = against,
              ignore_armor = opts.ignore_armor or false, cancelled = {} }
  for _, t in ipairs(target_list(target)) do u.targets[#u.targets + 1] = t end
  u.target = u.targets[1]
  local on = {}
  for _, t in ipairs(u.targets) do if t ~= p or #u.targets > 1 then on[#on + 1] = "P" .. t end end
  if def.equip then
    log("P" .. p .. " equips " .. card_name(x))
  else
    log("P" .. p .. " uses " .. describe_use(x) .. (#on > 0 and (" on " .. table.concat(on, " and ")) or ""))
  end
  note_harm(u)
  local took, live = settle_use(u, def)
  if not over() then poll("use_settled", u) end                            -- step 7
  if not exists(x) or zone_of(x) ~= "processing" then return took end     -- a skill took the card
  if def.equip and live[1] == p and not over() then
    equip(p, x)
  elseif def.delayed and live[1] and not over() then
    move(x, "judge", live[1])
  else
    discard(x)
  end
  return took
end

-- BW-12.8, demanded: the target alone is asked, privately, whether or not it
-- holds the card; its response is a use that offsets u's card if it takes
-- effect.
function demand_response(q, key, u)
  if not in_game(q) then return false end
  local r, as = ask_for(q, key, "P" .. u.user .. "'s " .. describe_use(u.card) .. " targets you: use a "
    .. KIND_NAMES[key] .. "?")
  if not r then return false end
  return use(q, r, nil, u.card, { as = as })
end

-- BW-12.8, open: every living character once, in seat order from the
-- current-turn one, in secret, holder or not (a window asked only of holders
-- would tell who holds one, BW-18.6). The first to accept uses an Annul,
-- which opens its own window; this one closes for good. Returns whether x
-- was offset.
function open_window(x, target)
  for _, q in ipairs(seats()) do
    if over() then return false end
    if in_game(q) then
      local a, as = ask_for(q, "annul", "Annul " .. describe_use(x) .. (target and (" on P" .. target) or "") .. "?")
      if a then return use(q, a, nil, x, { as = as }) end
    end
  end
  return false
end

-- BW-12.2: q may play a card of kind `key` to meet a demand (not a use: no
-- targets, no limit); asked privately, holder or not. card_played fires,
-- then the card is discarded. Returns the card played, or nil.
function play_for(q, key, prompt)
  if not in_game(q) then return nil end
  local r, as = ask_for(q, key, prompt)
  if not r then return nil end
  local x = move(r, "processing")
  if as then set_var(x, "as", AS_CODES[as]) end
  log("P" .. q .. " plays " .. describe_use(x))
  poll("card_played", { player = q, card = x, key = key })
  if exists(x) and zone_of(x) == "processing" then discard(x) end
  return x
end

-- BW-12.4: into its slot; an older card there goes to the discard pile. A
-- newly equipped card is upright.
function equip(p, x)
  local old = equipped(p, get(x, "subtype"))
  if old then discard(old) end
  move(x, "equip", p)
end

-- BW-12.5: recasting is not a use: the card goes to the discard pile and its
-- holder draws 1.
function recast(p, c)
  if not exists(c) then return end
  log("P" .. p .. " recasts " .. card_name(c) .. " (BW-12.5)")
  discard(c)
  draw(p)
end

-- BW-15.4: the current-turn character uses cards, converted cards and
-- active skills; its pass ends the phase.
function actions(p)
  local out = {}
  if p ~= active_player() or over() then return out end
  local seen = {}
  local function add(label, run, args, card)
    -- one option per label: copies are alike but for suit
    if seen[label] then return end
    seen[label] = true
    out[#out + 1] = { label = label, run = run, args = args, card = card }
  end
  for _, c in ipairs(cards("hand", p)) do
    local def = CARD_KINDS[key_of(c)]
    local verb = def and def.equip and "Equip " or "Use "
    for _, o in ipairs(def and def.play and def.play(p, c) or {}) do
      add(verb .. card_name(c) .. o.label, "declare", { c, o.target or 0, 0 }, c)
    end
    if def and def.recast then add("Recast " .. card_name(c) .. " (BW-12.5)", "recast", { p, c }, c) end
  end
  -- BW-12.3: conversion skills (a hidden character's are its owner's to see).
  for _, s in ipairs(conversions(p)) do
    local def = CARD_KINDS[s.as]
    for _, z in ipairs(def and def.play and (s.zones or { "hand" }) or {}) do
      for _, c in ipairs(cards(z, p)) do
        if s.filter(p, c) then
          for _, o in ipairs(def.play(p, c, z == "equip" and c or nil) or {}) do
            add("Use " .. card_name(c) .. " as a " .. KIND_NAMES[s.as] .. o.label .. " (" .. s.name .. ")",
              "declare", { c, o.target or 0, AS_CODES[s.as] }, c)
          end
        end
      end
    end
  end
  -- BW-12.6: active skills, once each per play phase (BW-12.7: a hidden
  -- character reveals to use one; only its owner sees the option).
  for _, a in ipairs(active_skills(p)) do
    out[#out + 1] = { label = "Use skill " .. a.skill.name .. " of " .. card_name(hero(p)), run = "use_active", args = { p, a.index }, card = hero(p) }
  end
  if faction_reveal_actions then
    for _, a in ipairs(faction_reveal_actions(p)) do out[#out + 1] = a end
  end
  return out
end

-- The declared use (BW-12.1 step 1): targets picked now when the kind asks
-- for them (target -1); `as` a code of AS_CODES (0: the card itself). The use
-- is a link that settles at once (policy resolve_now, BW-18.1).
function declare(c, target, as)
  local p = active_player()
  as = as or 0
  local def = CARD_KINDS[as ~= 0 and AS_KEYS[as] or key_of(c)]
  local t1, t2 = target, 0
  if target == -1 then
    local ts = def.pick(p, c)
    t1, t2 = ts[1] or 0, ts[2] or 0
  end
  push_link({ run = "settle", args = { c, t1, t2, as }, controller = p, label = card_name(c) })
end

-- A chain link's procedure: the active player's card c is used on targets t1, t2 (0: none), as kind code `as` (0: its own).
function settle(c, t1, t2, as)
  local p = active_player()
  as = as or 0
  local key = as ~= 0 and AS_KEYS[as] or key_of(c)
  if as ~= 0 then reveal_for_skill(p) end      -- BW-12.7: a hidden character's conversion skill
  if key == "thrust" then set_pvar(p, "thrusts", pvar(p, "thrusts") + 1) end
  local targets = {}
  if t1 and t1 ~= 0 then targets[#targets + 1] = t1 end
  if t2 and t2 ~= 0 then targets[#targets + 1] = t2 end
  use(p, c, targets, nil, { as = as ~= 0 and key or nil })
end

-- Take or discard one card of q's: a hand card blind, or an equipped one.
local function pick_card(p, q, why)
  local opts, picks = {}, {}
  if count("hand", q) > 0 then opts[#opts + 1] = "A card from P" .. q .. "'s hand (blind)"; picks[#picks + 1] = "hand" end
  for _, c in ipairs(cards("equip", q)) do opts[#opts + 1] = { label = card_name(c), card = c }; picks[#picks + 1] = c end
  for _, c in ipairs(cards("judge", q)) do opts[#opts + 1] = { label = card_name(c), card = c }; picks[#picks + 1] = c end
  if #opts == 0 then return nil end
  local i = choose(p, why, opts)
  if picks[i] == "hand" then
    local h = cards("hand", q)
    return h[random(#h)]
  end
  return picks[i]
end

-- A random card of q's hand is discarded (none when the hand is empty).
function random_hand_discard(q)
  local h = cards("hand", q)
  if #h > 0 then discard(h[random(#h)]) end
end

local function others(p, ok)
  local out = {}
  for _, q in ipairs(seats()) do
    if q ~= p and ok(q) then out[#out + 1] = { label = " on P" .. q, target = q } end
  end
  return out
end

-- BW-1.3.2: an equipped weapon or mount used as another card gives that
-- use no range or distance: p's range and distance to q without `skip`
-- (BW-4.9, BW-10.12, BW-11.9, BW-17.3).
local function reaches(p, q, skip)
  if not skip or (working(p, "weapon") ~= skip and working(p, "mount") ~= skip) then return in_range(p, q) end
  if p == q or not in_game(q) then return false end
  if ignores_distance(p, q) then return true end
  local d = seat_steps(p, q)
  local m = working(p, "mount")
  if m and m ~= skip and get(m, "dmod") < 0 then d = d + get(m, "dmod") end
  m = working(q, "mount")
  if m and get(m, "dmod") > 0 then d = d + get(m, "dmod") end
  d = math.max(d + locked_sum(p, "distance") + locked_sum(q, "distance_to"), 1)
  local w = working(p, "weapon")
  local range = attack_range(p)
  if w == skip then
    local becomes, counts = {}, {}
    for _, s in ipairs(hero_shown(p) and skills(hero(p)) or {}) do
      if s.range_becomes then becomes[#becomes + 1] = s.range_becomes end
      if s.range_counts_as then counts[#counts + 1] = s.range_counts_as end
    end
    range = settle_value(1, becomes, locked_sum(p, "range"), counts)
  end
  return d <= range
end

-- BW-17.1, BW-17.2: one Thrust-type card per play phase (tlimit), on another
-- character within range; the target is asked for a Parry (demanded).
card_kind("thrust", {
  demand = "parry",
  play = function(p, c, skip)
    if pvar(p, "thrusts") >= pvar(p, "tlimit") then return nil end
    local colour = is_black(c) and " (black)" or " (red)"
    local out = {}
    for _, q in ipairs(seats()) do
      if reaches(p, q, skip) then out[#out + 1] = { label = " on P" .. q .. colour, target = q } end
    end
    return out
  end,
  effect = function(e) damage(e.target, 1, e.you, "thrust", element_of(e.card)) end,
})
card_kind("parry", { effect = function(e) end })        -- offsets what it answers
card_kind("annul", { magic = true, effect = function(e) end })   -- offsets what it answers
-- BW-13.4; infiltration (pure): draw 1 when used in the play phase
card_kind("remedy", {
  play = function(p, c)
    if pvar(p, "hp") < pvar(p, "maxhp") then return { { label = " on yourself", target = p } } end
  end,
  effect = function(e)
    recover(e.target, 1, e.you)
    if e.target == e.you and step() == "play" and e.you == active_player() and infiltration(e.you, "pure") then draw(e.you) end
  end,
})
card_kind("bounty", {
  magic = true,
  play = function(p, c) return { { label = "", target = p } } end,
  effect = function(e) draw_n(e.you, infiltration(e.you, "main_white") and 3 or 2) end,
})
card_kind("snatch", {
  magic = true,
  play = function(p, c)
    return others(p, function(q) return count("hand", q) + count("equip", q) + count("judge", q) > 0 and within_distance(p, q, 1) end)
  end,
  effect = function(e)
    local c = pick_card(e.you, e.target, "Snatch: which card of P" .. e.target .. "'s?")
    if c then move(c, "hand", e.you) end
  end,
})
card_kind("shatter", {
  magic = true,
  play = function(p, c) return others(p, function(q) return count("hand", q) + count("equip", q) + count("judge", q) > 0 end) end,
  effect = function(e)
    local c = pick_card(e.you, e.target, "Shatter: which card of P" .. e.target .. "'s?")
    if c then discard(c) end
  end,
})
-- Starting with the target, play a Thrust in turn (BW-12.2: playing is
-- not using); the first who does not takes 1 damage from the other.
card_kind("faceoff", {
  magic = true,
  play = function(p, c) return others(p, function(q) return true end) end,
  effect = function(e)
    local a, b = e.target, e.you
    while in_game(a) and in_game(b) and not over() do
      if not play_for(a, "thrust", "Faceoff with P" .. b .. ": play a Thrust?") then
        damage(a, 1, b, "faceoff")
        return
      end
      a, b = b, a
    end
  end,
})
card_kind("equip", {
  equip = true,
  play = function(p, c) return { { label = "", target = p } } end,
})
