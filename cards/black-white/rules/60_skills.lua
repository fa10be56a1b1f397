-- Skills (BW-12.6, BW-12.7) and their polling at timing points (BW-18.3,
-- BW-18.6). A character card's script declares its skills:
--
--   custom_ability { kind = "skill", name = "Steadfast", timing = "damage_received",
--     when = function(p, ev) return ev.player == p end,      -- may p use it now?
--     effect = function(e) draw(e.you) end }                  -- e = {you, ev}
--
-- `timing` is one of TIMINGS (digest §9); `active = true` with `can(p)`
-- makes an active skill, used once per play phase (BW-12.6); `infiltration
-- = "pure"` (or another code of infiltration(), BW-11.8) a condition read
-- after the reveals; `locked = true`
-- on a triggered skill makes it compulsory once revealed; other keys
-- (`distance`, `hand_limit`, ...) are continuous locked values that rules
-- read with locked_sum() while the character card is revealed (BW-12.7).

-- Every timing point a skill may name (digest §9). A poll at a timing no
-- character of the game's pool names asks nobody (the pool is public).
local PHASES = { "prepare", "judge", "draw", "play", "discard", "finish" }
-- The timing points skills name (digest §9), in order; timing_id gives each its index.
TIMINGS = { "turn_before_start", "turn_start", "turn_end", "turn_after_end",
  "card_using", "targeting", "becoming_target", "after_targeting", "after_becoming_target",
  "before_effect", "card_offset", "card_effective", "use_settled", "card_played",
  "damage_dealing", "damage_receiving", "damage_dealt", "damage_received",
  "damage_settle_end", "damage_settled", "hp_lost", "hp_recovered", "max_hp_changed",
  "dying", "death", "cards_moved", "judge_start", "judge_result", "judge_settled",
  "character_revealed", "character_hidden", "faction_revealed", "main_faction_known",
  "faction_determined", "became_careerist", "chained", "reset", "reorganised",
  "equipment_sideways", "equipment_upright", "character_removed", "extra_turn_granted" }
do
  local prev = "turn_start"
  for _, ph in ipairs(PHASES) do
    for _, w in ipairs({ "phase_start:", "phase_proceeding:", "phase_end:" }) do TIMINGS[#TIMINGS + 1] = w .. ph end
    TIMINGS[#TIMINGS + 1] = "phase_between:" .. prev .. ":" .. ph
    prev = ph
  end
  TIMINGS[#TIMINGS + 1] = "phase_between:finish:turn_end"
end
local TIMING_INDEX = {}
for i, t in ipairs(TIMINGS) do TIMING_INDEX[t] = i end
-- A timing point's index in TIMINGS; an error naming the point when there is none.
function timing_id(name)
  return TIMING_INDEX[name] or error("no timing point named " .. tostring(name) .. " (digest §9)", 2)
end

-- The timings the game's characters name, as bits of game variables
-- tm1..tm3 (30 timings each): every bit set until deal() reads the pool.
local BIT_VAR, BIT_MASK = {}, {}                 -- made once here, not at every poll
for i = 1, #TIMINGS do BIT_VAR[i], BIT_MASK[i] = "tm" .. ((i - 1) // 30 + 1), 1 << ((i - 1) % 30) end
local function bit_of(i) return BIT_VAR[i], BIT_MASK[i] end
-- Every timing point is polled (before deal() knows which the characters name).
function timings_all()
  for k = 1, 3 do set_gvar("tm" .. k, (1 << 30) - 1) end
end
-- Only the timing points the skills of these characters name are polled.
function timings_from(chars)
  for k = 1, 3 do set_gvar("tm" .. k, 0) end
  for _, c in ipairs(chars) do
    for _, s in ipairs(skills(c)) do
      if s.timing then
        local v, b = bit_of(timing_id(s.timing))
        set_gvar(v, gvar(v) | b)
      end
    end
  end
end
local function polled(timing)
  local v, b = bit_of(timing_id(timing))
  return gvar(v) & b ~= 0
end

local NO_SKILLS = {}
local function find_skills(c)
  local out = {}
  for _, i in ipairs(abilities(c)) do
    local s = ability(i)
    if s.custom == "skill" then out[#out + 1] = s end   -- custom_ability{kind = "skill"}
  end
  return out
end
-- The skills on a character card, in the order its script lists them.
-- Shared by memo until the card's abilities change: do not change the list.
function skills(c)
  if not c then return NO_SKILLS end
  return memo(find_skills, c)
end

-- BW-12.7: a hidden character has no skills in effect; a revealed one's
-- continuous locked values add up.
function locked_sum(p, field)
  if not hero_shown(p) then return 0 end
  local n = 0
  for _, s in ipairs(skills(hero(p))) do n = n + (s[field] or 0) end
  return n
end

-- BW-11.8, BW-0.5.1: an infiltration condition is read when the skill is
-- used; a hidden character is offered it anyway (its reveals may meet it,
-- and the offer must not tell), a revealed one only when it holds.
local function eligible(p, s, timing, ev, done)
  return s.timing == timing and not done[s.name] and s.when(p, ev)
    and (not hero_shown(p) or skill_infiltration_met(p, s))
end

-- BW-18.3: seat order from the current-turn character; a chosen skill
-- settles fully before polling goes on, and eligibility is read again.
-- BW-12.7, BW-18.6: a hidden character is asked privately at every timing
-- the game's characters name, able to use a skill or not (the engine
-- answers a question with nothing but Decline itself, and every private
-- question leaves the same log line); a revealed one is asked openly, only
-- when it can act, and its locked skills are used unasked.
function poll(timing, ev)
  if not polled(timing) then return end
  for _, p in ipairs(seats()) do
    if over() then return end
    poll_seat(p, timing, ev)
  end
end

-- What poll_seat hands to choose, made once (read only): the options of a
-- hidden seat with nothing to use, the question's kind, and its prompt at
-- each timing point. A poll asks every hidden seat at every named timing,
-- most often with nothing to offer (BW-18.6), so that question builds nothing.
local DECLINE_ONLY, SECRET, OPEN, NOT_DONE = { "Decline" }, { secret = true }, { secret = false }, {}
local PROMPT = {}
for _, t in ipairs(TIMINGS) do PROMPT[t] = "Use a skill? (" .. t .. ")" end

-- Asks p, while it has an eligible skill at this timing point, which to use (a locked one of a revealed character is used at once).
function poll_seat(p, timing, ev)
  if not in_game(p) then return end
  local done = NOT_DONE  -- the skills used at this poll, by name (a table of its own once one is)
  while not over() and in_game(p) do
    local hidden = not hero_shown(p)
    local h = hero(p)
    local opts, picks, forced
    for _, s in ipairs(skills(h)) do
      if eligible(p, s, timing, ev, done) then
        if s.locked and not hidden then forced = forced or s end
        if not opts then opts, picks = { "Decline" }, { false } end
        opts[#opts + 1] = { label = (hidden and "Reveal and use " or "Use ") .. s.name, card = h }
        picks[#picks + 1] = s
      end
    end
    if not opts then
      if hidden then choose(p, PROMPT[timing], DECLINE_ONLY, SECRET) end
      return
    end
    local s = forced
    if not s then
      local pick = choose(p, PROMPT[timing], opts, hidden and SECRET or OPEN)
      s = picks[pick]
    end
    if not s then return end
    if done == NOT_DONE then done = {} end
    done[s.name] = true
    reveal_for_skill(p)
    -- BW-0.5.1: checked again after the reveals, which stay if it fails
    if not over() and in_game(p) and s.when(p, ev) and skill_infiltration_met(p, s) then s.effect({ you = p, ev = ev }) end
  end
end

-- One seat's turn in a polling at a timing that is a task of its own (the
-- turn start), then the rest from a checkpoint.
function poll_part(tid, evp, p, ...)
  if not p or over() then return end
  if in_game(p) and polled(TIMINGS[tid]) then poll_seat(p, TIMINGS[tid], { player = evp }) end
  checkpoint("poll_part", { tid, evp, ... })
end

-- BW-12.6: active skills, once each per play phase (bit i of `used`).
function active_skills(p)
  local out = {}
  for i, s in ipairs(skills(hero(p))) do
    if s.active and pvar(p, "used") & (1 << i) == 0 and s.can(p)
      and (not hero_shown(p) or skill_infiltration_met(p, s)) then
      out[#out + 1] = { index = i, skill = s }
    end
  end
  return out
end

-- p uses its character's active skill i: marked used this turn, and a chain link that settles it.
function use_active(p, i)
  set_pvar(p, "used", pvar(p, "used") | (1 << i))
  push_link({ run = "settle_active", args = { p, i }, controller = p, label = skills(hero(p))[i].name })
end

-- A chain link's procedure: p's active skill i takes effect if it still can (the character revealed first).
function settle_active(p, i)
  local s = skills(hero(p))[i]
  reveal_for_skill(p)
  if s.can(p) and skill_infiltration_met(p, s) then s.effect({ you = p }) end   -- BW-0.5.1: checked after the reveals
end
