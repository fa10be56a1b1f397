-- Delayed auto-abilities (FF-11.8.17) and state triggers (FF-11.8.18). Both
-- are kept in engine state (game variables, an object variable) and made
-- pending with pend(), so the core puts them on the stack with the others
-- (APNAP, FF-11.8.7) and put_trigger / resolve_ability handle them as usual.

-- When a delayed ability triggers. event: the event it waits for; match(slot,
-- fields): is this occurrence the one; this_turn: it ends with the turn it was
-- made in; alive: its linked card must still be where it was (FF-11.8.17.3).
DELAY_TIMINGS = {
  { name = "end_of_turn", event = "end_of_turn", this_turn = true, alive = true },   -- "at the end of this turn"
  { name = "your_next_turn", event = "phase_begins", alive = true,                  -- "at the beginning of your next turn"
    match = function(s) return step() == "active" and active_player() == s.ctl and turn() > s.turn end },
  { name = "leaves_field", event = "leaves_field", this_turn = true,                -- "when it leaves the field this turn"
    match = function(s, f) return f.subject == s.subj end },
}
local TIMING = {}
for k, t in ipairs(DELAY_TIMINGS) do TIMING[t.name] = k end

local FIELDS = { "ab", "src", "ctl", "subj", "turn", "when" }
local SLOTS = {}
for k = 1, DELAY_SLOTS do
  local names = {}
  for _, f in ipairs(FIELDS) do names[f] = "dl" .. k .. "_" .. f end
  SLOTS[k] = names
end

local function read(k)
  local s = {}
  for _, f in ipairs(FIELDS) do s[f] = gvar(SLOTS[k][f]) end
  return s
end
local function free(k)
  set_gvar(SLOTS[k].ab, 0)
  set_gvar("dl_count", gvar("dl_count") - 1)
end

-- Made by a resolving effect e (FF-11.8.17.1): the k-th delayed ability of
-- e.card, waiting for `timing`, linked to card c (or nothing). Its source is
-- e.card and its controller e.you (FF-11.8.17.4-5).
function delay(e, timing, c, k)
  local code = TIMING[timing] or error("unknown delayed timing " .. tostring(timing))
  local i = abilities_of_kind(e.card, "delayed")[k or 1] or error(describe(e.card) .. " has no delayed ability")
  if c and DELAY_TIMINGS[code].alive and not on_field(c) then return end
  for n = 1, DELAY_SLOTS do
    if gvar(SLOTS[n].ab) == 0 then
      local v = { ab = i, src = e.card, ctl = e.you, subj = c or 0, turn = turn(), when = code }
      for _, f in ipairs(FIELDS) do set_gvar(SLOTS[n][f], v[f]) end
      set_gvar("dl_count", gvar("dl_count") + 1)
      return
    end
  end
  error("more than " .. DELAY_SLOTS .. " delayed abilities at once")
end

-- Every event the ruleset raises passes here (signal): the delayed abilities
-- waiting for it trigger, if their condition holds (FF-11.8.13), once
-- (FF-11.8.17.2).
function delayed_event(ev, f)
  if gvar("dl_count") == 0 then return end
  for k = 1, DELAY_SLOTS do
    if gvar(SLOTS[k].ab) ~= 0 then
      local s = read(k)
      local t = DELAY_TIMINGS[s.when]
      if t.event == ev and (not t.match or t.match(s, f)) then
        if t.alive and s.subj ~= 0 and not exists(s.subj) then
          free(k)                                       -- FF-11.8.17.3: the link ended
        else
          local a = ability(s.ab)
          local subject = s.subj ~= 0 and s.subj or f.subject
          if not a.if_ or a.if_(make_ctx({ card = s.src, controller = s.ctl, subject = subject })) then
            free(k)
            pend(s.ab, s.src, s.ctl, ev, { subject = subject, player = f.player, amount = f.amount })
          end
        end
      end
    end
  end
end

-- The clean-up ends the turn's delayed abilities (FF-9.5.1.3.2).
function end_delayed()
  if gvar("dl_count") == 0 then return end
  for k = 1, DELAY_SLOTS do
    if gvar(SLOTS[k].ab) ~= 0 and DELAY_TIMINGS[gvar(SLOTS[k].when)].this_turn then free(k) end
  end
end

local function state_bit(c, i)
  for k, j in ipairs(abilities_of_kind(c, "state")) do
    if j == i then return 1 << (k - 1) end
  end
  return 0
end
-- State triggers (FF-11.8.18), checked with the rule processes: each triggers
-- when its condition holds, not again until it has left the stack (the
-- object variable "st_pending", a bit per state ability of the card), then
-- again if the condition still holds.
function state_triggers()
  local any = false
  for _, r in ipairs(rule_abilities("state")) do
    local c, bit = r.card, state_bit(r.card, r.index)
    if var(c, "st_pending") & bit == 0 and r.spec.state(make_ctx({ card = c, controller = controller(c) })) then
      set_var(c, "st_pending", var(c, "st_pending") | bit)
      pend(r.index, c, controller(c), "state", { subject = c })
      any = true
    end
  end
  return any
end
-- It has left the stack (resolved, or removed for want of a target).
function state_trigger_left(i, c)
  local a = ability(i)
  if a.kind == "custom" and a.custom == "state" and on_field(c) then
    set_var(c, "st_pending", var(c, "st_pending") & ~state_bit(c, i))
  end
end
