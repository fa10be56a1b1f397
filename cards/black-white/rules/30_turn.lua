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
  poll("phase_start:draw", { player = p })
  draw_n(p, param("draw"))
end

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
  poll("phase_start:finish", { player = p })
end
