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
