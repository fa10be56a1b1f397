-- BW-13: damage is an inserted event. HP falls; at 0 the character is dying
-- and may be rescued (BW-13.6); if it lives, its damage_received skills are
-- polled (BW-18.3). All of it settles before the caller goes on (BW-7.4).
function damage(q, n, from)
  if not in_game(q) then return end
  set_pvar(q, "hp", pvar(q, "hp") - n)
  if pvar(q, "hp") <= 0 then dying(q) end
  if in_game(q) then poll("damage_received", { player = q, from = from }) end
end

-- BW-13.6: everyone holding a Salve is asked in seat order from the
-- current-turn character until the dying one is back above 0.
function dying(q)
  for _, r in ipairs(seats()) do
    if pvar(q, "hp") > 0 then return end
    local s = in_hand(r, "Salve")
    if s and yes_no(r, "P" .. q .. " is dying: use a Salve?") then use(r, s, q) end
  end
  if pvar(q, "hp") <= 0 then die(q, "died") end
end

-- BW-13.7, BW-16.1: a death is settled on its own: the dead character's
-- faction is revealed, and the end of the game is checked at once, even in
-- the middle of another settlement.
function die(q, why)
  lose(q, why)
  for _, f in ipairs(cards("faction", q)) do move(f, "shown", q) end
  faction_win()
  check_outcome()
end

-- The faction card of p, hidden or shown (BW-16.1: the actual faction).
function faction(p)
  local f = cards("faction", p)[1] or cards("shown", p)[1]
  return f and card_name(f)
end

-- BW-16.1 b, BW-16.2: when every living character has the same faction, that
-- faction wins: every player of it, living or dead. (With no faction cards,
-- the last character standing wins: the core's rule.)
function faction_win()
  local f
  for p = 1, players() do
    if in_game(p) then
      local g = faction(p)
      if not g or (f and g ~= f) then return end
      f = g
    end
  end
  if not f then return end
  for p = 1, players() do
    if faction(p) == f then win(p, "the " .. f .. " faction is the last one standing") end
  end
end

-- BW-18.3: characters are polled in seat order from the current-turn one.
-- Each picks which of its eligible skills to use next, or declines; a chosen
-- skill settles fully (a nested frame) before polling goes on, eligibility
-- is computed again after each, and a skill is used at most once per
-- occurrence of a timing.
-- BW-12.7, BW-18.6: a hidden character (here: its faction not shown) is asked
-- privately, and wherever a skill of the timing could be used, eligible or
-- not: declining then looks the same to the others as having nothing to
-- decline. A shown character is asked openly, and only when it can act.
function poll(timing, ev)
  for _, p in ipairs(seats()) do poll_seat(p, timing, ev) end
end

-- One character's turn in a polling: asked until it declines.
function poll_seat(p, timing, ev)
  local used = {}
  local private = count("faction", p) > 0 and has_timing(p, timing)
  while in_game(p) do
    local ready, labels = {}, { "Decline" }
    for _, c in ipairs(cards("skills", p)) do
      local s = spec(c)
      if s.custom == "skill" and s.timing == timing and not used[c] and s.when({ card = c, you = p, ev = ev }) then
        ready[#ready + 1] = c
        labels[#labels + 1] = { label = "Use " .. card_name(c), card = c }
      end
    end
    if #ready == 0 and not private then break end
    local pick = choose(p, "Use a skill (" .. timing .. ")?", labels, { secret = private })
    if pick == 1 then break end
    local c = ready[pick - 1]
    used[c] = true
    spec(c).effect({ card = c, you = p, ev = ev })
  end
end

function has_timing(p, timing)
  for _, c in ipairs(cards("skills", p)) do
    if spec(c).timing == timing then return true end
  end
  return false
end
