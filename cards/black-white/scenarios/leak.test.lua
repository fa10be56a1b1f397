-- The leak test (BW-18.6, BW-0.3.3, BW-12.7, BW-12.8): what every other
-- player is shown must not depend on a hidden fact of player Q.
--
-- Two games (twins) start alike: the same seed, the same random opening.
-- Then one hidden fact of Q is set differently in each: its character card
-- (another one of the same max HP, which is public), its main and secondary
-- faction cards (swapped), or one hand card (a response card in one twin, a
-- card no response asks for in the other). Everyone then plays at random with
-- the same random numbers, and Q declines every private question and never
-- acts in its play phase, so Q's visible play is the same in both twins.
-- Until the fact comes out by the rules (Q's character or faction card is
-- revealed, the hand card leaves the hand, the game ends), every other player
-- must be shown the same: each view document (the table, the decision: its
-- player and kind, or their own prompt and options) and each log line. A
-- pending private question of another player is not shown (docs/protocol.md):
-- what tells it is its log line, "a private question", which every player
-- gets whoever is asked and whatever they hold.

local MAX_ANSWERS = 500

-- A small deterministic generator (the players' random choices).
local function rng(seed)
  local x = seed * 2654435761 % 4294967296 + 1
  return function(n)
    x = (x * 1103515245 + 12345) % 2147483648
    return x % n + 1
  end
end

local DECLINES = { ["Decline"] = true, ["None"] = true, ["Keep them hidden"] = true }

local function private_now(d)
  for p = 1, players() do
    if p ~= d.player then return decision_view(p).kind == "private" end
  end
  return false
end

-- Q's answer: decline what is private, pass in its play phase, and keep
-- the twinned hand card when it must discard (the first other card).
local function q_answer(d, keep)
  if private_now(d) then
    for i, o in ipairs(d.options) do if DECLINES[o] then return i end end
    return 1
  end
  if d.kind == "priority" then
    for i, o in ipairs(d.options) do if o:find("^Pass") or o:find("^End") then return i end end
  end
  for i, o in ipairs(d.options) do if not keep[o] then return i end end
  return 1
end

-- Plays one twin: the opening, the change, then play; returns, per other
-- player, the list of what they were shown, one entry per decision.
local function play_twin(G, seed, q_pick, change, out)
  setup { players = G, seed = seed }
  deal(true)
  local q, keep, secret_out = change(q_pick)
  local seen, logs = {}, {}
  for p = 1, G do seen[p] = {}; logs[p] = 0 end
  local pick = rng(seed)
  for _ = 1, MAX_ANSWERS do
    if result().over or secret_out() then break end
    local d = decision()
    local hidden_q = private_now(d)
    for p = 1, G do
      if p ~= q and (p == d.player or not hidden_q) then
        local lines = log_lines(p)
        local new = {}
        for i = logs[p] + 1, #lines do new[#new + 1] = lines[i] end
        logs[p] = #lines
        seen[p][#seen[p] + 1] = view_text(p) .. "\n" .. table.concat(new, "\n")
      end
    end
    local a = d.player == q and q_answer(d, keep) or pick(#d.options)
    if d.player ~= q then pick(1) end         -- the same draws whoever answers
    answer(a)
  end
  out.q = q
  return seen
end

local function compare(G, seed, what, a, b, q)
  local frames = 0
  for p = 1, G do
    if p ~= q then
      local n = math.min(#a[p], #b[p])
      for i = 1, n do
        if a[p][i] ~= b[p][i] then
          local x, y, k = a[p][i], b[p][i], 1
          while x:sub(k, k) == y:sub(k, k) do k = k + 1 end
          local from = math.max(1, k - 300)
          error(string.format("%d players, seed %d, %s: P%d is shown something different at its view %d (Q is P%d), at %d:\n...%s\n--- versus ---\n...%s",
            G, seed, what, p, i, q, k, x:sub(from, k + 200), y:sub(from, k + 200)), 0)
        end
      end
      frames = frames + n
    end
  end
  return frames
end

-- The changes. Each returns q, the labels Q keeps, and when the fact is out.

-- A pool character of the same max HP (public) whose skills come at other
-- timings than h's, so the two are polled at different moments. (Pool
-- cards lie face down: read what is printed on them.)
local function when_of(s) return s.timing or (s.active and "active") or "locked" end
local function other_hero(h)
  local mine = {}
  for _, s in ipairs(skills(h)) do mine[when_of(s)] = true end
  for _, o in ipairs(cards("pool")) do
    local differs = printed(o, "max_hp") == get(h, "max_hp")
    for _, i in ipairs(printed_abilities(o)) do
      if mine[when_of(ability(i))] then differs = false end
    end
    if differs then return o end
  end
end

local function hero_change(twin)
  return function(q)
    local h = hero(q)
    local o = other_hero(h)
    assert(o, "the pool has a character of the same max HP")
    h = move(h, "pool", 1, { face_down = true })
    move(twin == 1 and h or o, "hero", q)
    return q, {}, function() return hero_shown(q) or not in_game(q) end
  end
end

local function faction_change(twin)
  return function(q)
    -- a player with two colours: swapping them keeps the table's counts
    for k = 0, players() - 1 do
      local p = (q + k - 1) % players() + 1
      if pvar(p, "main") ~= pvar(p, "sec") then q = p; break end
    end
    if twin == 2 then
      local m = pvar(q, "main")
      set_pvar(q, "main", pvar(q, "sec")); set_pvar(q, "sec", m)
    end
    return q, {}, function() return pvar(q, "mshow") == 1 or pvar(q, "sshow") == 1 or not in_game(q) end
  end
end

local function id_of(name)
  for _, c in ipairs(cards("deck")) do
    if card_name(c) == name then return card_id(c) end
  end
end

-- Q's first hand card goes (hidden) to the pool, and a new card joins its
-- hand: `held` in one twin, `other` in the other (the deck is untouched).
local function hand_change(held, other)
  return function(twin)
    return function(q)
      move(cards("hand", q)[1], "pool", 1, { face_down = true })
      local x = create(id_of(twin == 1 and held or other), "hand", q)
      local function out()
        return not exists(x) or not in_game(q)   -- it moved: its new id is not x
      end
      return q, { [held] = true, [other] = true }, out
    end
  end
end

local CHANGES = {
  { "its character card", hero_change },
  { "its faction cards", faction_change },
  { "an Annul in hand", hand_change("Annul", "Bounty") },
  { "a Parry in hand", hand_change("Parry", "Bounty") },
  { "a Remedy in hand", hand_change("Remedy", "Bounty") },
}

for _, G in ipairs({ 5, 8 }) do
  for _, ch in ipairs(CHANGES) do
    test(string.format("BW-18.6, BW-12.7, BW-12.8: %d players: no other player can tell %s", G, ch[1]), function()
      local frames = 0
      for seed = 1, scaled(3) do
        local q = seed % G + 1
        local outa, outb = {}, {}
        local a = play_twin(G, seed, q, ch[2](1), outa)
        local b = play_twin(G, seed, q, ch[2](2), outb)
        frames = frames + compare(G, seed, ch[1], a, b, outa.q)
      end
      assert(frames > scaled(200), "the twins were compared over too little play: " .. frames .. " views")
    end)
  end
end
