-- The turn (BW-6, BW-15): which character's turn comes next (normal turns
-- and a stack of extra turns, BW-6.1, BW-15.7), the timing points of a turn
-- (digest §6), skipped phases and turns (BW-6.4, BW-15.1, BW-15.2), extra
-- phases (BW-6.3), reorganising (BW-0.4.4, BW-9.4) and sideways equipment
-- (BW-0.4.3 (2)).
--
-- The engine's steps: "before" (turn_before_start), "start" (turn_start,
-- then the prepare, judge and draw phases), "play" (the play phase: the
-- current-turn character's priority, BW-15.4), "finish" (the discard and
-- finish phases, turn_end, turn_after_end, then the choice of the next
-- turn). A skipped turn and the death of the current-turn character go
-- straight to "finish", which then only chooses the next turn.
--
-- Game variables (public: the turn's shape is the table's to see):
--   cursor   the character whose last normal turn started (BW-15.7)
--   xturns   the extra turns owed, a stack: one decimal digit a player, top last
--   extra    1 while the turn is an extra one
--   tskip    1 once the turn is skipped (BW-6.4)
--   skipped  bit i: phase i is skipped this turn (BW-15.2)
--   phase    how far the turn is: 0 turn_before_start, 5 turn_start,
--            10 i in phase i, 10 i + 5 between phase i and the next
--   inplay   1 while the play phase runs (its end is polled from "finish")
--   ndraw    the cards the draw phase draws (BW-15.3; skills may change it)
--   tdone    bit k: turn timing k (TURN_TIMINGS) happened this turn
--   tprev    the same for the previous turn

-- BW-6.3: the phases of a turn, in order.
TURN_PHASES = { "prepare", "judge", "draw", "play", "discard", "finish" }   -- BW-6.3
local PHASE_INDEX = {}
for i, ph in ipairs(TURN_PHASES) do PHASE_INDEX[ph] = i end

-- The timing points of a turn in order (digest §6): what `tdone` records.
local function between_name(i)
  local from = i == 1 and "turn_start" or TURN_PHASES[i - 1]
  local to = TURN_PHASES[i] or "turn_end"
  return "phase_between:" .. from .. ":" .. to
end
-- The timing points of a turn, in order (digest §6).
TURN_TIMINGS = { "turn_before_start", "turn_start" }
for i = 1, 7 do TURN_TIMINGS[#TURN_TIMINGS + 1] = between_name(i) end
for _, ph in ipairs(TURN_PHASES) do
  for _, w in ipairs({ "phase_start:", "phase_proceeding:", "phase_end:" }) do TURN_TIMINGS[#TURN_TIMINGS + 1] = w .. ph end
end
TURN_TIMINGS[#TURN_TIMINGS + 1] = "turn_end"
TURN_TIMINGS[#TURN_TIMINGS + 1] = "turn_after_end"
local TURN_TIMING_BIT = {}
for k, t in ipairs(TURN_TIMINGS) do TURN_TIMING_BIT[t] = 1 << (k - 1) end

-- Whether a timing point of the turn happened this turn (`previous`: in the
-- turn before this one).
function turn_timing_passed(name, previous)
  local b = TURN_TIMING_BIT[name] or error("not a timing point of the turn: " .. tostring(name), 2)
  return gvar(previous and "tprev" or "tdone") & b ~= 0
end

-- A timing point of the turn: recorded, then polled (BW-18.3).
local function turn_poll(name, ev)
  set_gvar("tdone", gvar("tdone") | TURN_TIMING_BIT[name])
  poll(name, ev)
end

local function phase_ev(p, i, extra)
  return { player = p, phase = TURN_PHASES[i], extra = extra or nil }
end

-- Whether phase i of this turn is skipped (game variable `skipped`, one bit a phase).
function phase_skipped(i) return gvar("skipped") & (1 << i) ~= 0 end

-- The turn goes on: the game has not ended, the current-turn character is
-- alive (die() sends the turn to "finish" otherwise), the turn not skipped.
local function turn_live(p)
  return not over() and in_game(p) and gvar("tskip") == 0
end

-- Turn sequencing (BW-6.1, BW-15.7) ---------------------------------------

-- The seat just before q, living or not: the engine gives the next turn to
-- the next living player after the active one (set_active).
local function seat_before(q)
  local order = turn_order()
  for k, r in ipairs(order) do
    if r == q then return order[(k - 2) % #order + 1] end
  end
  return q
end

-- BW-15.7: after a turn (ended, skipped, or ended by its character's
-- death): the top extra turn owed to a living character, else the next
-- living character after the normal cursor. Extra turns owed to the dead
-- are dropped.
function choose_next_turn()
  if gvar("extra") == 0 then set_gvar("cursor", active_player()) end   -- this turn was a normal one
  local stack = gvar("xturns")
  while stack > 0 and not in_game(stack % 10) do
    log("P" .. (stack % 10) .. "'s extra turn is dropped: it is dead (BW-15.7)")
    stack = stack // 10
  end
  if stack > 0 then
    set_gvar("xturns", stack // 10)
    set_gvar("extra", 1)
    set_active(seat_before(stack % 10))
  else
    set_gvar("xturns", 0)
    set_gvar("extra", 0)
    local c = gvar("cursor")
    set_active(c > 0 and c or active_player())
  end
end

-- BW-6.1, BW-15.7: q takes an extra turn after the current one; the last
-- granted is taken first. False for a dead character (or a stack of 9).
function grant_extra_turn(q)
  if over() or not in_game(q) or gvar("xturns") >= 100000000 then return false end
  set_gvar("xturns", gvar("xturns") * 10 + q)
  log("P" .. q .. " is granted an extra turn (BW-6.1)")
  poll("extra_turn_granted", { player = q })
  return true
end

-- BW-6.4: skipping the current turn, only at its turn_before_start: it goes
-- straight to the choice of the next turn (no turn_end, no turn_after_end).
function can_skip_turn(p)
  return p == active_player() and in_game(p) and gvar("tskip") == 0 and gvar("phase") == 0
end

-- BW-6.4: p skips the rest of this turn (to its finish phase), if it can; returns whether it did.
function skip_turn(p, why)
  if not can_skip_turn(p) then return false end
  set_gvar("tskip", 1)
  log("P" .. p .. " skips this turn" .. (why or " (BW-6.4)"))
  skip_to_step("finish")
  return true
end

-- Skipped and extra phases (BW-6.3, BW-6.4, BW-15.1, BW-15.2) -------------

-- BW-15.2: a phase of p's current turn still to come and not yet skipped.
function can_skip_phase(p, name)
  local i = PHASE_INDEX[name]
  if not i or over() or p ~= active_player() or not in_game(p) then return false end
  return not phase_skipped(i) and 10 * i > gvar("phase")
end

-- BW-6.4: returns whether the phase is now skipped (false: not possible,
-- so it cannot pay a cost, BW-15.2).
function skip_phase(p, name)
  if not can_skip_phase(p, name) then return false end
  set_gvar("skipped", gvar("skipped") | (1 << PHASE_INDEX[name]))
  log("P" .. p .. " is to skip its " .. name .. " phase (BW-6.4)")
  return true
end

-- BW-15.3: the number the draw phase draws; phase_start:draw skills may
-- change it (0 replaces the draw).
function draw_count() return gvar("ndraw") end
-- How many cards the draw phase of this turn draws (at least 0).
function set_draw_count(n) set_gvar("ndraw", math.max(n, 0)) end

-- BW-15.5: the hand above the hand limit is discarded; the owner chooses
-- the cards, then they go as one event.
function discard_to_limit(p)
  local excess = count("hand", p) - hand_limit(p)
  if excess <= 0 then return end
  local left, chosen = cards("hand", p), {}
  for i = 1, excess do
    local c = choose_card(p, "Discard phase: choose a card to discard (" .. (excess - i + 1) .. " to go, BW-15.5)", left)
    chosen[#chosen + 1] = c
    for k, x in ipairs(left) do
      if x == c then table.remove(left, k); break end
    end
  end
  log("P" .. p .. " discards " .. excess .. (excess == 1 and " card" or " cards") .. " (BW-15.5)")
  for _, c in ipairs(chosen) do discard(c) end
end

-- An action of the play phase run at once (an extra play phase is nested
-- in another settlement: its uses settle there, not as links).
-- ("declare" as rules/40_use.lua's declare(c, target, as) does, but settled
-- here instead of pushed as a link.)
local function run_now(a)
  if a.run == "declare" then
    local c, target, as = table.unpack(a.args)
    local key = key_of(c)
    for k, v in pairs(AS_CODES) do if v == as then key = k end end
    local t1, t2 = target, 0
    if target == -1 then
      local ts = CARD_KINDS[key].pick(active_player(), c)
      t1, t2 = ts[1] or 0, ts[2] or 0
    end
    return settle(c, t1, t2, as)
  end
  if a.run == "use_active" then
    local p, i = table.unpack(a.args)
    set_pvar(p, "used", pvar(p, "used") | (1 << i))
    return settle_active(p, i)
  end
  local f = type(a.run) == "function" and a.run or _ENV[a.run]
  return f(table.unpack(a.args or {}))
end

-- BW-6.3: an extra play phase, nested: its own limits (BW-15.4), then the
-- interrupted phase's again.
local function extra_play(p)
  local saved = { pvar(p, "thrusts"), pvar(p, "tlimit"), pvar(p, "used") }
  set_pvar(p, "thrusts", 0); set_pvar(p, "tlimit", 1); set_pvar(p, "used", 0)
  while not over() and in_game(p) do
    local acts = actions(p)
    local opts = { "End the extra play phase" }
    for _, a in ipairs(acts) do opts[#opts + 1] = { label = a.label, card = a.card } end
    local pick = choose(p, "Extra play phase (BW-6.3): use a card or a skill?", opts)
    if pick == 1 then break end
    run_now(acts[pick - 1])
  end
  set_pvar(p, "thrusts", saved[1]); set_pvar(p, "tlimit", saved[2]); set_pvar(p, "used", saved[3])
end

-- What phase i does at its phase_proceeding (BW-14.2, BW-15.3-15.5); the
-- regular play phase is the "play" step's priority instead.
local function phase_body(i, p, extra)
  local ph = TURN_PHASES[i]
  if ph == "judge" then judge_phase(p)
  elseif ph == "draw" then draw_n(p, gvar("ndraw"))
  elseif ph == "play" and extra then extra_play(p)
  elseif ph == "discard" then discard_to_limit(p) end
end

-- BW-6.3, BW-15.2: an extra phase runs at once, inside the current timing,
-- with its start, proceeding and end only (no phase_between). Returns false
-- when it cannot run (an extra play phase is the current-turn character's).
function extra_phase(p, name)
  local i = PHASE_INDEX[name]
  if not i or over() or not in_game(p) or (name == "play" and p ~= active_player()) then return false end
  log("P" .. p .. " takes an extra " .. name .. " phase (BW-6.3)")
  local ndraw = gvar("ndraw")
  set_gvar("ndraw", param("draw"))
  local ev = phase_ev(p, i, true)
  turn_poll("phase_start:" .. name, ev)
  if not over() and in_game(p) then
    turn_poll("phase_proceeding:" .. name, ev)
    phase_body(i, p, true)
  end
  if not over() and in_game(p) then turn_poll("phase_end:" .. name, ev) end
  set_gvar("ndraw", ndraw)
  return true
end

-- Reorganising and sideways equipment (BW-0.4.3 (2), BW-0.4.4, BW-9.4) ---

-- BW-9.4: p's main faction card turns sideways (hidden or not: it stays
-- as it was); p's next turn is skipped. Already sideways: nothing.
function reorganise(p)
  if not in_game(p) or pvar(p, "reorg") == 1 then return false end
  set_pvar(p, "reorg", 1)
  log("P" .. p .. " reorganises its main faction card: its next turn is skipped (BW-0.4.4, BW-9.4)")
  poll("reorganised", { player = p, sideways = true })
  return true
end

-- BW-0.4.3 (2): an equipment card turns sideways and is ineffective (no
-- range, distance or skill: working() in 10_util.lua) until its holder's
-- turn start; it stays in its slot.
function set_sideways(c)
  if not exists(c) or zone_of(c) ~= "equip" or is_tapped(c) then return false end
  local _, p = zone_of(c)
  tap(c)
  log(card_name(c) .. " of P" .. p .. " turns sideways: it is ineffective (BW-0.4.3)")
  poll("equipment_sideways", { player = p, card = c })
  return true
end

-- BW-0.4.3: an equipped, tapped card is set upright (untapped) and logged; returns whether it was.
function set_upright(c)
  if not exists(c) or zone_of(c) ~= "equip" or not is_tapped(c) then return false end
  local _, p = zone_of(c)
  untap(c)
  log(card_name(c) .. " of P" .. p .. " is set upright (BW-0.4.3)")
  poll("equipment_upright", { player = p, card = c })
  return true
end

-- BW-0.4.3 (2), BW-15.6: at the turn start, before any skill.
function equipment_reset(p)
  for _, c in ipairs(cards("equip", p)) do
    if is_tapped(c) then set_upright(c) end
  end
end

-- The steps ---------------------------------------------------------------

-- "before": turn_before_start. BW-0.4.4, BW-9.4: a reorganised main faction
-- card is set upright and the whole turn is skipped (no equipment reset, no
-- reveal, no phases, no turn_end or turn_after_end); otherwise the
-- turn_before_start skills (skip-turn skills among them, BW-6.4).
function before_step()
  if over() then return end
  local p = active_player()
  set_gvar("tprev", gvar("tdone")); set_gvar("tdone", 0)
  set_gvar("tskip", 0); set_gvar("skipped", 0); set_gvar("phase", 0); set_gvar("inplay", 0)
  if gvar("extra") == 0 then set_gvar("cursor", p) end            -- BW-15.7
  if gvar("extra") == 1 then log("P" .. p .. " takes an extra turn (BW-6.1)") end
  set_gvar("tdone", TURN_TIMING_BIT.turn_before_start)
  if pvar(p, "reorg") == 1 then
    set_pvar(p, "reorg", 0)
    log("P" .. p .. " sets its main faction card upright")
    skip_turn(p, ": its main faction card was reorganised (BW-0.4.4, BW-9.4)")
    poll("reorganised", { player = p, upright = true })
    return
  end
  poll("turn_before_start", { player = p })
end

-- "start": BW-15.6: the equipment reset, the optional faction reveal, the
-- turn_start skills, then the prepare, judge and draw phases with the
-- timings between them, each a part of its own (checkpoint).
function start_step()
  local p = active_player()
  if not turn_live(p) then return end
  set_gvar("phase", 5)
  set_gvar("tdone", gvar("tdone") | TURN_TIMING_BIT.turn_start)
  set_pvar(p, "thrusts", 0); set_pvar(p, "tlimit", 1); set_pvar(p, "used", 0)
  equipment_reset(p)
  checkpoint("turn_start_reveal", { p })
  checkpoint("turn_part", { 10 })
end

-- BW-0.3.2, BW-11.7 a: at most one hidden faction card, if the owner wishes;
-- then the turn_start skills polled in seat order, a seat a part.
function turn_start_reveal(p)
  if not turn_live(p) then return end
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

-- One stage of the turn's phases: s = 10 i + k for phase i (7: the turn's
-- end): k = 0 the timing between phase i - 1 and phase i, 1 phase_start,
-- 2 phase_proceeding and what the phase does, 3 phase_end. For i = 7:
-- 0 phase_between:finish:turn_end, 1 turn_end, 2 turn_after_end, 3 the
-- next turn. Each stage schedules the next (checkpoint).
function turn_part(s)
  local p = active_player()
  if not turn_live(p) then return end
  local i, k = s // 10, s % 10
  local nxt = s + 1
  if k == 0 then
    set_gvar("phase", 10 * (i - 1) + 5)
    -- BW-6.4, BW-15.1: the timing between two skipped phases is skipped too.
    if i == 1 or i == 7 or not (phase_skipped(i - 1) and phase_skipped(i)) then
      turn_poll(between_name(i), { player = p, from = TURN_PHASES[i - 1], to = TURN_PHASES[i] })
      if not turn_live(p) then return end
    end
    if i <= 6 and phase_skipped(i) then
      set_gvar("phase", 10 * i)
      log("P" .. p .. " skips its " .. TURN_PHASES[i] .. " phase (BW-6.4)")
      if i == 4 then skip_to_step("finish"); return end          -- past the play step
      nxt = 10 * (i + 1)
    elseif i == 4 then
      return                                                      -- the play step follows
    end
  elseif i == 7 then
    if k == 1 then turn_poll("turn_end", { player = p })
    elseif k == 2 then turn_poll("turn_after_end", { player = p })
    else choose_next_turn(); return end
  elseif k == 1 then
    set_gvar("phase", 10 * i)
    if TURN_PHASES[i] == "draw" then set_gvar("ndraw", param("draw")) end
    turn_poll("phase_start:" .. TURN_PHASES[i], phase_ev(p, i))
  elseif k == 2 then
    turn_poll("phase_proceeding:" .. TURN_PHASES[i], phase_ev(p, i))
    if turn_live(p) then phase_body(i, p) end
  else
    turn_poll("phase_end:" .. TURN_PHASES[i], phase_ev(p, i))
    nxt = 10 * (i + 1)
  end
  checkpoint("turn_part", { nxt })
end

-- "play": BW-15.4: the play phase's start, then the current-turn
-- character's priority until it passes (its options: actions()).
function play_step()
  local p = active_player()
  if not turn_live(p) then return end
  set_gvar("phase", 40); set_gvar("inplay", 1)
  turn_poll("phase_start:play", phase_ev(p, 4))
  if turn_live(p) then turn_poll("phase_proceeding:play", phase_ev(p, 4)) end
end

-- "finish": the play phase's end, the discard and finish phases, turn_end
-- and turn_after_end; then the next turn. A skipped turn, or one whose
-- character died, only chooses the next turn (BW-6.4, BW-13.7).
function finish_step()
  if over() then return end
  local p = active_player()
  if not turn_live(p) then return choose_next_turn() end
  if gvar("inplay") == 1 then
    set_gvar("inplay", 0)
    turn_poll("phase_end:play", phase_ev(p, 4))
  end
  checkpoint("turn_part", { 50 })
end
