-- Skills (BW-12.6, BW-12.7) and their polling (BW-18.3, BW-18.6). Each
-- character has one skill: its card's `skill` key names an entry here.
-- Triggered skills name a timing (digest §9; ids: turn_start = 回合开始时,
-- draw_start = phase_start:draw, finish_start = phase_start:finish,
-- damage_dealt, damage_received, parry_used and thrust_offset = card_offset
-- for the target and the user). Active skills: once per play phase.

TIMINGS = { "turn_start", "draw_start", "finish_start", "damage_dealt", "damage_received", "parry_used", "thrust_offset" }
function timing_id(name)
  for i, t in ipairs(TIMINGS) do if t == name then return i end end
end

local function own_turn(p) return active_player() == p end
local function wounded(p) return pvar(p, "hp") < pvar(p, "maxhp") end

SKILLS = {
  steadfast = { name = "Steadfast", timing = "damage_received",
    when = function(p, ev) return ev.player == p end,
    effect = function(e) draw(e.you) end },
  tidecall = { name = "Tidecall", timing = "finish_start",
    when = function(p, ev) return ev.player == p end,
    effect = function(e) draw(e.you) end },
  follow_through = { name = "Follow-through", timing = "damage_dealt",
    when = function(p, ev) return ev.player == p and ev.channel == "thrust" end,
    effect = function(e) draw(e.you) end },
  mending_thread = { name = "Mending Thread", active = true,
    can = function(p) return wounded(p) and count("hand", p) > 0 end,
    effect = function(e)
      discard(choose_card(e.you, "Mending Thread: discard a card", cards("hand", e.you)))
      recover(e.you, 1)
    end },
  rally = { name = "Rally", active = true,
    can = function(p) return true end,
    effect = function(e)
      for _, q in ipairs(seats()) do
        if same_faction(e.you, q) then draw(q) end     -- BW-11.5: none while undetermined
      end
    end },
  hasty_draw = { name = "Hasty Draw", timing = "draw_start",
    when = function(p, ev) return ev.player == p end,
    effect = function(e) draw(e.you) end },
  afterimage = { name = "Afterimage", timing = "parry_used",
    when = function(p, ev) return ev.player == p end,
    effect = function(e) draw(e.you) end },
  barbs = { name = "Barbs", timing = "damage_received",
    when = function(p, ev) return ev.player == p and ev.from and ev.from ~= p and in_game(ev.from) and count("hand", ev.from) > 0 end,
    effect = function(e) random_hand_discard(e.ev.from) end },
  morning_calm = { name = "Morning Calm", timing = "turn_start",
    when = function(p, ev) return ev.player == p and wounded(p) end,
    effect = function(e) recover(e.you, 1) end },
  volley = { name = "Volley", active = true,
    can = function(p)
      if count("hand", p) < 2 then return false end
      for _, q in ipairs(seats()) do if in_range(p, q) then return true end end
      return false
    end,
    effect = function(e)
      for _ = 1, 2 do discard(choose_card(e.you, "Volley: discard a card", cards("hand", e.you))) end
      local opts, qs = {}, {}
      for _, q in ipairs(seats()) do
        if in_range(e.you, q) then opts[#opts + 1] = "P" .. q; qs[#qs + 1] = q end
      end
      if #qs > 0 then damage(qs[choose(e.you, "Volley: deal 1 damage to whom?", opts)], 1, e.you, "volley") end
    end },
  barter = { name = "Barter", active = true,
    can = function(p) return count("hand", p) > 0 and #seats() > 1 end,
    effect = function(e)
      local c = choose_card(e.you, "Barter: give which card?", cards("hand", e.you))
      local opts, qs = {}, {}
      for _, q in ipairs(seats()) do
        if q ~= e.you then opts[#opts + 1] = "P" .. q; qs[#qs + 1] = q end
      end
      move(c, "hand", qs[choose(e.you, "Barter: give it to whom?", opts)])
      draw(e.you)
    end },
  war_beat = { name = "War Beat", active = true,
    can = function(p) return count("hand", p) > 0 end,
    effect = function(e)
      discard(choose_card(e.you, "War Beat: discard a card", cards("hand", e.you)))
      set_pvar(e.you, "tlimit", pvar(e.you, "tlimit") + 1)
    end },
  regrowth = { name = "Regrowth", timing = "finish_start",
    when = function(p, ev) return ev.player == p and count("hand", p) == 0 end,
    effect = function(e) draw_n(e.you, 2) end },
  quick_study = { name = "Quick Study", timing = "turn_start",
    when = function(p, ev) return ev.player == p end,
    effect = function(e)
      draw(e.you)
      local h = cards("hand", e.you)
      if #h > 0 then discard(choose_card(e.you, "Quick Study: discard a card", h)) end
    end },
  pursuit = { name = "Pursuit", timing = "thrust_offset",
    when = function(p, ev) return ev.player == p and in_game(ev.target) and count("hand", ev.target) > 0 end,
    effect = function(e) random_hand_discard(e.ev.target) end },
  foresight = { name = "Foresight", timing = "draw_start",
    when = function(p, ev) return ev.player == p and count("hand", p) < hp_value(p) end,
    effect = function(e) draw(e.you) end },
}

-- BW-18.3: seat order from the current-turn character; a chosen skill
-- settles fully before polling goes on. BW-12.7, BW-18.6: a hidden
-- character is asked privately wherever its skill's timing comes, eligible
-- or not, so declining looks like having nothing to decline; a revealed
-- one is asked openly, only when it can act.
function poll(timing, ev)
  for _, p in ipairs(seats()) do
    if over() then return end
    poll_seat(p, timing, ev)
  end
end

function poll_seat(p, timing, ev)
  local h = hero(p)
  local s = h and SKILLS[get(h, "skill")]
  if not s or s.timing ~= timing or not in_game(p) then return end
  local ok = s.when(p, ev)
  local hidden = not hero_shown(p)
  if not ok and not hidden then return end
  local opts = { "Decline" }
  if ok then opts[2] = { label = (hidden and "Reveal and use " or "Use ") .. s.name, card = h } end
  local pick = choose(p, "Use " .. s.name .. "? (" .. timing .. ")", opts, { secret = hidden })
  if pick == 2 then
    reveal_for_skill(p)
    if not over() and in_game(p) and s.when(p, ev) then s.effect({ you = p, ev = ev }) end   -- BW-0.5.1
  end
end

-- One seat's turn in a polling at a timing that is a task of its own (the
-- turn start), then the rest from a checkpoint.
function poll_part(tid, evp, p, ...)
  if not p or over() then return end
  if in_game(p) then poll_seat(p, TIMINGS[tid], { player = evp }) end
  checkpoint("poll_part", { tid, evp, ... })
end
