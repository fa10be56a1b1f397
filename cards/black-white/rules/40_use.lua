-- BW-12.1: the use procedure, and the game cards' effects (BW-17).
-- Every inserted event is a nested call that settles before the caller
-- goes on (BW-7.4).

-- A game card's kind, by its script's `key`: { magic = an open Annul
-- window before its effect (BW-12.8), play = function(p, c) -> the play
-- phase options { {label =, target =}, ... } (nil or {}: not usable now),
-- effect = function(e) with e = {you, target, card, against} }. Each rules
-- file registers the kinds it defines.
CARD_KINDS = {}
function card_kind(key, def) CARD_KINDS[key] = def end

-- The card's Thrust-type check (BW-17.2) and element (BW-9.1).
function is_thrust(c) return key_of(c) == "thrust" end
function element_of(c) return spec(c).element end

-- BW-15.4: the current-turn character uses cards and active skills; its
-- pass ends the phase.
function actions(p)
  local out = {}
  if p ~= active_player() or over() then return out end
  local seen = {}
  for _, c in ipairs(cards("hand", p)) do
    local kind = CARD_KINDS[key_of(c)]
    local verb = key_of(c) == "equip" and "Equip " or "Use "
    for _, o in ipairs(kind and kind.play and kind.play(p, c) or {}) do
      -- one option per card name and target: copies are alike but for suit
      local label = verb .. card_name(c) .. o.label
      if not seen[label] then
        seen[label] = true
        out[#out + 1] = { label = label, run = "declare", args = { c, o.target }, card = c }
      end
    end
  end
  -- BW-12.6: active skills, once each per play phase (BW-12.7: a hidden
  -- character reveals to use one; only its owner sees the option).
  for _, a in ipairs(active_skills(p)) do
    out[#out + 1] = { label = "Use skill " .. a.skill.name .. " of " .. card_name(hero(p)), run = "use_active", args = { p, a.index }, card = hero(p) }
  end
  return out
end

-- A use is a link that settles at once (policy resolve_now, BW-18.1).
function declare(c, target)
  local p = active_player()
  push_link({ run = "settle", args = { c, target }, controller = p, label = card_name(c) })
end

function settle(c, target)
  local p = active_player()
  if is_thrust(c) then set_pvar(p, "thrusts", pvar(p, "thrusts") + 1) end
  use(p, c, target)
end

-- p uses c on target (nil for a response without a target). The card stays
-- in the processing zone while it settles. Returns whether it took effect
-- (false: offset or nullified). `against` is the card a response answers.
function use(p, c, target, against)
  local x = move(c, "processing")
  local k = key_of(x)
  local applied = true
  if k == "equip" then
    equip(p, x)
    return true
  end
  log("P" .. p .. " uses " .. card_name(x) .. (target and target ~= p and (" on P" .. target) or ""))
  poll("card_using", { player = p, card = x, target = target })     -- BW-12.1 step 3
  if target and not in_game(target) and k ~= "remedy" then
    applied = false
  elseif k == "thrust" and armor_nullifies(target, x) then
    log(card_name(x) .. " is nullified by P" .. target .. "'s armor (BW-7.5)")
    applied = false
  elseif k == "thrust" then
    -- BW-12.8: demanded: the target alone is asked, privately, holding a
    -- Parry or not (declining looks like having none).
    if demand_parry(target, x) then
      applied = false
      poll("card_offset", { player = p, target = target, card = x })
    end
  elseif CARD_KINDS[k] and CARD_KINDS[k].magic then
    -- BW-12.8: open: every living character once, in seat order.
    if open_window(x, target) then applied = false end
  end
  if applied and not over() then CARD_KINDS[k].effect({ you = p, target = target, card = x, against = against }) end
  discard(x)                                        -- BW-12.1 step 7
  return applied
end

function armor_nullifies(q, x)
  local a = equipped(q, "armor")
  return a and not is_tapped(a) and is_black(x)
end

function demand_parry(q, x)
  if not in_game(q) then return false end
  local r = choose_card(q, "P" .. active_player() .. "'s " .. card_name(x) .. " targets you: use a Parry?",
    in_hand(q, "parry"), true, { secret = true })
  if not r then return false end
  use(q, r, nil, x)
  return true
end

-- The first player to accept uses an Annul; it opens its own window. A
-- closed window never reopens (BW-12.8). Every living player is asked, in
-- secret, whether or not they hold one: a window asked only of holders would
-- tell the table that someone holds one (BW-18.6).
function open_window(x, target)
  for _, q in ipairs(seats()) do
    local held = in_hand(q, "annul")
    local a = choose_card(q, "Annul " .. card_name(x) .. (target and (" on P" .. target) or "") .. "?", held, true, { secret = true })
    if a then return use(q, a, nil, x) end
  end
  return false
end

-- BW-12.4: into its slot; an older card there goes to the discard pile.
function equip(p, x)
  local old = equipped(p, get(x, "subtype"))
  if old then discard(old) end
  move(x, "equip", p)
  log("P" .. p .. " equips " .. card_name(x))
end

-- Take or discard one card of q's: a hand card blind, or an equipped one.
local function pick_card(p, q, why)
  local opts, picks = {}, {}
  if count("hand", q) > 0 then opts[#opts + 1] = "A card from P" .. q .. "'s hand (blind)"; picks[#picks + 1] = "hand" end
  for _, c in ipairs(cards("equip", q)) do opts[#opts + 1] = { label = card_name(c), card = c }; picks[#picks + 1] = c end
  if #opts == 0 then return nil end
  local i = choose(p, why, opts)
  if picks[i] == "hand" then
    local h = cards("hand", q)
    return h[random(#h)]
  end
  return picks[i]
end

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

card_kind("thrust", {
  play = function(p, c)
    if pvar(p, "thrusts") >= pvar(p, "tlimit") then return nil end
    local colour = is_black(c) and " (black)" or " (red)"
    local out = {}
    for _, q in ipairs(seats()) do
      if in_range(p, q) then out[#out + 1] = { label = " on P" .. q .. colour, target = q } end
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
    recover(e.target, 1)
    if e.target == e.you and step() == "play" and infiltration(e.you, "pure") then draw(e.you) end
  end,
})
card_kind("bounty", {
  magic = true,
  play = function(p, c) return { { label = "", target = p } } end,
  effect = function(e) draw_n(e.you, infiltration(e.you, "main_white") and 3 or 2) end,
})
card_kind("snatch", {
  magic = true,
  play = function(p, c) return others(p, function(q) return has_cards(q) and distance(p, q) <= 1 end) end,
  effect = function(e)
    local c = pick_card(e.you, e.target, "Snatch: which card of P" .. e.target .. "'s?")
    if c then move(c, "hand", e.you) end
  end,
})
card_kind("shatter", {
  magic = true,
  play = function(p, c) return others(p, has_cards) end,
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
      local t = choose_card(a, "Faceoff with P" .. b .. ": play a Thrust?", in_hand(a, "thrust"), true, { secret = true })
      if not t then damage(a, 1, b, "faceoff"); return end
      log("P" .. a .. " plays " .. card_name(t))
      discard(t)
      a, b = b, a
    end
  end,
})
card_kind("equip", {
  play = function(p, c) return { { label = "", target = p } } end,
})
