-- The turn (BW-6, BW-15): start (turn_start, prepare), draw, play, discard,
-- finish. The judge phase has no delayed magic to judge yet.

-- BW-15.6: equipment reset (nothing turns sideways yet), the optional
-- faction reveal (BW-0.3.2, BW-11.7 a), then the turn_start skills polled in
-- seat order, each seat a part of its own (checkpoint).
function turn_start_step()
  local p = active_player()
  set_pvar(p, "thrusts", 0); set_pvar(p, "tlimit", 1); set_pvar(p, "used", 0)
  for _, c in ipairs(cards("equip", p)) do untap(c) end
  checkpoint("turn_start_reveal", { p })
end

function turn_start_reveal(p)
  if over() or not in_game(p) then return end
  local hidden = {}
  if pvar(p, "mshow") == 0 then hidden[#hidden + 1] = "main" end
  if pvar(p, "sshow") == 0 then hidden[#hidden + 1] = "secondary" end
  if #hidden > 0 then
    -- Private: the question's options would tell which cards are hidden,
    -- and declining must look like anything else (BW-18.6).
    local opts = { "Keep them hidden" }
    for _, h in ipairs(hidden) do opts[#opts + 1] = "Reveal your " .. h .. " faction card" end
    local pick = choose(p, "Turn start: reveal a faction card? (BW-0.3.2)", opts, { secret = true })
    if pick > 1 then reveal_faction(p, hidden[pick - 1]) end
  end
  checkpoint("poll_part", { timing_id("turn_start"), p, table.unpack(seats()) })
end

function draw_step()
  local p = active_player()
  if over() or not in_game(p) then return end
  poll("draw_start", { player = p })
  draw_n(p, param("draw"))
end

-- BW-15.4: the current-turn character uses cards and active skills; its
-- pass ends the phase.
function actions(p)
  local out = {}
  if p ~= active_player() or over() then return out end
  local seen = {}
  for _, c in ipairs(cards("hand", p)) do
    local k = key_of(c)
    local name = card_name(c)
    -- one option per card name and target: copies are alike but for suit
    local function add(label, run, args)
      if not seen[label] then
        seen[label] = true
        out[#out + 1] = { label = label, run = run, args = args, card = c }
      end
    end
    if k == "thrust" and pvar(p, "thrusts") < pvar(p, "tlimit") then
      for _, q in ipairs(seats()) do
        if in_range(p, q) then add("Use " .. name .. " on P" .. q .. (is_black(c) and " (black)" or " (red)"), "declare", { c, q }) end
      end
    elseif k == "remedy" and pvar(p, "hp") < pvar(p, "maxhp") then
      add("Use " .. name .. " on yourself", "declare", { c, p })
    elseif k == "bounty" then
      add("Use " .. name, "declare", { c, p })
    elseif k == "snatch" then
      for _, q in ipairs(seats()) do
        if q ~= p and has_cards(q) and distance(p, q) <= 1 then add("Use " .. name .. " on P" .. q, "declare", { c, q }) end
      end
    elseif k == "shatter" then
      for _, q in ipairs(seats()) do
        if q ~= p and has_cards(q) then add("Use " .. name .. " on P" .. q, "declare", { c, q }) end
      end
    elseif k == "faceoff" then
      for _, q in ipairs(seats()) do
        if q ~= p then add("Use " .. name .. " on P" .. q, "declare", { c, q }) end
      end
    elseif k == "equip" then
      add("Equip " .. name, "declare", { c, p })
    end
  end
  -- BW-12.6: active skills, once per play phase (BW-12.7: a hidden
  -- character reveals to use one; only its owner sees the option).
  local h = hero(p)
  local s = h and SKILLS[get(h, "skill")]
  if s and s.active and pvar(p, "used") == 0 and s.can(p) then
    out[#out + 1] = { label = "Use skill " .. s.name .. " of " .. card_name(h), run = "use_active", args = { p }, card = h }
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
  if key_of(c) == "thrust" then set_pvar(p, "thrusts", pvar(p, "thrusts") + 1) end
  use(p, c, target)
end

function use_active(p)
  local h = hero(p)
  local s = SKILLS[get(h, "skill")]
  set_pvar(p, "used", 1)
  push_link({ run = "settle_active", args = { p }, controller = p, label = s.name })
end

function settle_active(p)
  local s = SKILLS[get(hero(p), "skill")]
  reveal_for_skill(p)
  if s.can(p) then s.effect({ you = p }) end   -- BW-0.5.1: checked after the reveals
end

-- BW-15.5: discard down to the hand limit.
function discard_step()
  local p = active_player()
  if over() or not in_game(p) then return end
  local excess = count("hand", p) - hand_limit(p)
  for i = 1, excess do
    local c = choose_card(p, "Discard phase: discard a card (" .. (excess - i + 1) .. " to go)", cards("hand", p))
    discard(c)
  end
end

function finish_step()
  local p = active_player()
  if over() or not in_game(p) then return end
  poll("finish_start", { player = p })
end
