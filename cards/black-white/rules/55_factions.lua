-- Faction reveals and careerists (BW-0.3, BW-11.4, BW-11.7), revealing a
-- character to use a skill (BW-12.7), the end of the game (BW-16).

local function finish(winners, why)
  set_gvar("over", 1)
  for _, p in ipairs(winners) do win(p, why) end
  check_outcome()
end

-- BW-16.1 b: at the end the living characters' hidden faction cards are
-- revealed, in seat order from the current-turn character. The game is
-- over: no timing fires, and no one can become a careerist (BW-11.4).
local function reveal_all(alive)
  for _, p in ipairs(alive) do
    if not determined(p) then
      for _, c in ipairs(cards("faction", p)) do move(c, "faction_up", p) end
      set_pvar(p, "mshow", 1); set_pvar(p, "sshow", 1)
      log("P" .. p .. "'s faction cards are revealed: " .. faction_name(actual(p)) .. " (BW-16.1 b)")
    end
  end
end

-- BW-16.1, BW-16.2, BW-16.3: checked after every death (BW-13.7) and every
-- careerist check. The actual faction counts, face up or down.
function end_check()
  if over() then return end
  local alive = seats()
  if #alive == 0 then
    set_gvar("over", 1)
    draw_game("no character is alive (BW-16.3)")
    return
  end
  -- BW-16.1 a: a careerist wins only as the last one alive.
  if #alive == 1 and is_career(alive[1]) then
    finish({ alive[1] }, "the careerist is the last one alive (BW-16.1 a)")
    return
  end
  -- BW-16.1 b: one actual faction among the living, no careerist, at most
  -- T of them (a lone survivor is always at most T: BW-16.1 a).
  local f
  for _, p in ipairs(alive) do
    if is_career(p) or (f and actual(p) ~= f) then return end
    f = actual(p)
  end
  if #alive > gvar("g") // 2 then return end
  reveal_all(alive)
  -- BW-16.2: every player of that faction wins, living or dead (the dead
  -- were revealed at death, BW-13.7), careerists excepted.
  local winners, dead = {}, 0
  for p = 1, players() do
    if actual(p) == f and not is_career(p) then
      winners[#winners + 1] = p
      if not in_game(p) then dead = dead + 1 end
    end
  end
  -- The reason says whether dead members win too (sim's endings count them).
  local with = dead == 0 and "" or dead == 1 and ", with its dead member" or ", with its dead members"
  finish(winners, "the " .. faction_name(f) .. " faction wins" .. with .. " (BW-16.1, BW-16.2)")
end

-- BW-16.4: a concession is a death with no killer (no reward, BW-13.8).
function concede(p)
  if in_game(p) and not over() then die(p, nil, "conceded") end
end

-- Turns p's main or secondary faction card face up, with its log line; the
-- timings come after (flip_faction is one part of an atomic reveal).
local function flip_faction(p, which)
  local var = which == "main" and "mshow" or "sshow"
  if pvar(p, var) == 1 then return false end
  local col = which == "main" and pvar(p, "main") or pvar(p, "sec")
  local name = col == 1 and "Black Seal" or "White Seal"
  for _, c in ipairs(cards("faction", p)) do
    if card_name(c) == name then move(c, "faction_up", p); break end
  end
  set_pvar(p, var, 1)
  log("P" .. p .. " reveals its " .. which .. " faction card: " .. colour_name(col))
  return true
end

-- The timings of a faction reveal (digest §9): faction_revealed, then
-- main_faction_known for a main card (BW-0.3.8), then, with the second card
-- up, the careerist check and faction_determined (BW-11.4).
local function after_faction_reveal(p, which)
  poll("faction_revealed", { player = p, which = which })
  if which == "main" and not over() then poll("main_faction_known", { player = p }) end
  if determined(p) and not over() then faction_determined(p) end
end

-- BW-0.3.8, BW-11.7: reveal p's "main" or "secondary" faction card (a
-- hidden one: revealing a face-up card does nothing).
function reveal_faction(p, which)
  if over() or not flip_faction(p, which) then return end
  after_faction_reveal(p, which)
end

-- BW-11.4: the moment a living character's faction is determined, count
-- the living non-careerists of that faction, itself included (BW-4.13); more
-- than T = ⌊G/2⌋ (BW-4.16, BW-4.17) makes it a careerist, for good.
function faction_determined(p)
  if not in_game(p) then return end   -- revealed at death: never a careerist
  local c = 0
  for _, q in ipairs(seats()) do
    if determined(q) and not is_career(q) and actual(q) == actual(p) then c = c + 1 end
  end
  log("P" .. p .. "'s faction is " .. faction_name(actual(p)))
  local became = c > gvar("g") // 2
  if became then
    set_pvar(p, "career", 1)
    create(component("banner")[1], "marks", p)
    log("P" .. p .. " becomes a careerist (BW-11.4)")
  end
  poll("faction_determined", { player = p })
  if became and not over() then poll("became_careerist", { player = p }) end
  end_check()
end

-- BW-0.3.3, BW-0.3.4, BW-12.7: to use a skill, a hidden character card is
-- revealed, then one faction card of the owner's choice if both are hidden
-- (with one already up, none: BW-0.3.4); one atomic step, character card
-- first, whose timings settle after it and before the skill's condition.
-- A revealed character reveals nothing (BW-0.5.2).
function reveal_for_skill(p)
  if hero_shown(p) then return end
  local h = cards("hero", p)[1]
  if not h then return end
  move(h, "hero_up", p)
  log("P" .. p .. " reveals its character: " .. card_name(h))
  local which
  if pvar(p, "mshow") == 0 and pvar(p, "sshow") == 0 then
    -- The owner's own choice, asked privately like every hidden decision
    -- (BW-18.6); the card it reveals is public.
    local pick = choose(p, "Reveal which faction card? (BW-0.3.3)", { "Main", "Secondary" }, { secret = true })
    which = pick == 1 and "main" or "secondary"
    flip_faction(p, which)
  end
  poll("character_revealed", { player = p })
  if which and not over() then after_faction_reveal(p, which) end
end

-- BW-0.5.1, BW-11.8: a skill's infiltration condition (`infiltration =
-- "pure"` and the like), read after the reveals of BW-12.7 from the revealed
-- faction cards; a skill without one always meets it.
function skill_infiltration_met(p, s)
  return not s.infiltration or infiltration(p, s.infiltration)
end

-- BW-11.7 (flag `faction_reveal_in_play_phase`, BW-1.1): in its own play
-- phase, a character may reveal one hidden faction card, once per play
-- phase. The play-phase action list takes these entries.
function faction_reveal_actions(p)
  local out = {}
  if param("faction_reveal_in_play_phase") ~= 1 or over() then return out end
  if p ~= active_player() or step() ~= "play" or pvar(p, "frev") == turn() then return out end
  for _, which in ipairs({ "main", "secondary" }) do
    if pvar(p, which == "main" and "mshow" or "sshow") == 0 then
      out[#out + 1] = { label = "Reveal your " .. which .. " faction card (BW-11.7)",
                        run = "play_phase_reveal", args = { p, which == "main" and 1 or 2 } }
    end
  end
  return out
end

-- The action of faction_reveal_actions: 1 main, 2 secondary.
function play_phase_reveal(p, k)
  if pvar(p, "frev") == turn() then reject("one faction reveal per play phase (BW-11.7)") end
  set_pvar(p, "frev", turn())
  reveal_faction(p, k == 1 and "main" or "secondary")
end

-- The public record of hostile acts (player variable `harm`): how many times
-- a targeted q with a harmful card, what everyone at the table sees and can
-- remember (the use's log line names the user and its targets). 3 bits a
-- seat, up to 7. Only the AIs' beliefs read it (`resample`, `side_chance`).
local function acts_on(harm, q) return (harm >> (3 * (q - 1))) & 7 end  -- harm: a's record
local function harm_count(a, q) return acts_on(pvar(a, "harm"), q) end

-- The harmful kinds: a Thrust, a Faceoff, Languor on its target, and a
-- Snatch or Shatter on a character with no delayed magic in its judge area
-- (with one there, taking a card may be a teammate's help). A card that
-- targets every other character (no choice of whom) is no act against one.
local HARMFUL = { thrust = true, faceoff = true, languor = true, snatch = "judge", shatter = "judge" }

-- BW-12.1: called as p uses a card, with the use u (its user and chosen
-- targets): records each other target of a harmful card.
function note_harm(u)
  local h = HARMFUL[u.key]
  if not h or over() then return end
  local p = u.user
  if #u.targets >= #seats() - 1 and #u.targets > 1 then return end
  for _, q in ipairs(u.targets) do
    if q ~= p and (h == true or count("judge", q) == 0) and harm_count(p, q) < 7 then
      set_pvar(p, "harm", pvar(p, "harm") + (1 << (3 * (q - 1))))
    end
  end
end

-- What one hostile act between two players on one side weighs a deal of
-- the hidden factions (a deal with k such acts weighs HARM_WEIGHT^k).
local HARM_WEIGHT = 0.5

-- The public hostile acts that weigh a deal for `seat`: { a, b, n } for the
-- n acts of a on b, neither a careerist (alone in any deal, BW-11.5) and a
-- not the seat (its own acts come from its own belief and tell it nothing).
-- Read once a call of resample or side_chances, then counted in every deal.
local function hostile_acts(seat)
  local acts = {}
  for a = 1, players() do
    local h = a ~= seat and pvar(a, "harm") or 0
    if h ~= 0 and not is_career(a) then
      for b = 1, players() do
        local n = acts_on(h, b)
        if n > 0 and b ~= a and not is_career(b) then acts[#acts + 1] = { a, b, n } end
      end
    end
  end
  return acts
end

-- The acts within one side in a deal, where both players have the same
-- actual faction (BW-16.1): main[r] and sec[r] are r's colours in the deal.
local function acts_within(acts, main, sec)
  local k = 0
  for _, act in ipairs(acts) do
    local a, b = act[1], act[2]
    if main[a] == main[b] and sec[a] == sec[b] then k = k + act[3] end
  end
  return k
end

-- Every player's colours as it holds them (main[r], sec[r]), and for each
-- hidden place k (places[k] = { r, "main" or "sec" }) the table a deal
-- writes its colour into: slots[k][r] = colour.
local function deal_tables(places)
  local main, sec, slots = {}, {}, {}
  for r = 1, players() do main[r], sec[r] = pvar(r, "main"), pvar(r, "sec") end
  for k, place in ipairs(places) do slots[k] = place[2] == "main" and main or sec end
  return main, sec, slots
end

-- Whether any act weighs a deal for the seat (an act of another player).
local function any_acts(seat)
  for a = 1, players() do
    if a ~= seat and pvar(a, "harm") ~= 0 and not is_career(a) then return true end
  end
  return false
end

-- For the engine's AIs (docs/ai.md, the ruleset procedure `resample`): a
-- sample of what `seat` cannot know. The core re-deals the hidden cards; the
-- faction colours are private player variables (BW-0.2.2), which only these
-- rules can re-deal. Every colour another player has not revealed is shuffled
-- among those unrevealed places (the seat knows how many of each colour the
-- table holds, its own and the revealed ones, so the rest is exactly these),
-- and the hidden faction cards follow their colours. A deal is kept with
-- chance HARM_WEIGHT^k, k its hostile acts within one side (`acts_within`:
-- public acts only), else dealt again (at most 32 deals; then the one with
-- the fewest): deals that fit what the players did are the likelier. Runs on
-- the AI's copy of the game only, never on the game played.
function resample(seat)
  local places, colours, placed = {}, {}, {}
  local pool = { ["Black Seal"] = {}, ["White Seal"] = {} }
  for p = 1, players() do
    if p ~= seat then
      for _, which in ipairs({ "main", "sec" }) do
        if pvar(p, which == "main" and "mshow" or "sshow") == 0 then
          places[#places + 1] = { p, which }
          colours[#colours + 1] = pvar(p, which)
        end
      end
      placed[p] = #cards("faction", p) + #cards("faction_up", p) > 0
      for _, c in ipairs(cards("faction", p)) do table.insert(pool[card_name(c)], c) end
    end
  end
  -- The deal depends on which colours and cards there are, not on where.
  table.sort(colours)
  table.sort(pool["Black Seal"], function(a, b) return a > b end)
  table.sort(pool["White Seal"], function(a, b) return a > b end)
  local weigh = any_acts(seat)
  local acts, main, sec, slots
  if weigh then acts = hostile_acts(seat); main, sec, slots = deal_tables(places) end
  local best, fewest
  for _ = 1, weigh and 32 or 1 do
    for i = #colours, 2, -1 do
      local j = random(i)
      colours[i], colours[j] = colours[j], colours[i]
    end
    if not weigh then break end
    for k, place in ipairs(places) do slots[k][place[1]] = colours[k] end
    local k = acts_within(acts, main, sec)
    if k == 0 or random(1 << math.min(k, 20)) == 1 then best = nil; break end
    if not fewest or k < fewest then best, fewest = { table.unpack(colours) }, k end
  end
  if best then colours = best end
  for k, place in ipairs(places) do
    local p, col = place[1], colours[k]
    set_pvar(p, place[2], col)
    -- A player still to place its dealt pair (BW-0.2.2, `place_factions_part`)
    -- has no faction cards yet; one who has takes a card of its new colour,
    -- or of the other while the pool has none left of it (the colours follow
    -- the deal over every place, placed or not).
    if placed[p] then
      local want, other = pool[col == 1 and "Black Seal" or "White Seal"], pool[col == 1 and "White Seal" or "Black Seal"]
      local c = table.remove(want) or table.remove(other)
      if c then move(c, "faction", p) end
    end
  end
end

-- A faction card's colour variable and whether it is shown, main then
-- secondary: made once, not at every belief (the AIs read many).
local CARDS = { { "main", "mshow" }, { "sec", "sshow" } }

-- The chance that q wins with p with the hidden colours dealt at random
-- (every deal alike): a product of draws without replacement.
local function uniform_chance(p, q, left, hidden)
  local chance = 1
  for _, w in ipairs(CARDS) do
    local want = pvar(p, w[1])
    if pvar(q, w[2]) == 1 then
      if pvar(q, w[1]) ~= want then return 0 end
    else
      if hidden <= 0 or (left[want] or 0) <= 0 then return 0 end
      chance = chance * left[want] / hidden
      left[want], hidden = left[want] - 1, hidden - 1
    end
  end
  return chance
end

-- The most deals of the hidden colours side_chances weighs one by one; with
-- more (seven or eight players early on) every deal counts alike.
local MAX_DEALS = 256

-- For the AIs (docs/ai.md): the chance that each player q wins with p
-- (BW-16.2), as p knows it, a table by seat: p's own colours, the colours on
-- the table (revealed, or a dead player's), and the rest of the 2G colours
-- (BW-0.2.2) over the places p cannot see, each deal weighed as `resample`
-- keeps it (HARM_WEIGHT^k, k the public hostile acts within one side). A
-- careerist is alone (BW-11.5); a colour already showing against p's faction
-- rules q out.
function side_chances(p)
  local out, n = {}, players()
  local left, places = { [1] = gvar("g"), [2] = gvar("g") }, {}
  for r = 1, n do
    for _, w in ipairs(CARDS) do
      if r == p or pvar(r, w[2]) == 1 then
        local c = pvar(r, w[1])
        if left[c] then left[c] = left[c] - 1 end
      else
        places[#places + 1] = { r, w[1] }
      end
    end
  end
  local hidden, deals = #places, 1
  for i = 1, math.min(left[1], hidden - left[1]) do deals = deals * (hidden - i + 1) // i end
  local enumerate = not is_career(p) and any_acts(p) and left[1] >= 0 and left[2] >= 0
    and left[1] + left[2] == hidden and deals <= MAX_DEALS
  if not enumerate then
    for q = 1, n do
      if q == p then out[q] = 1
      elseif is_career(p) or is_career(q) then out[q] = 0
      else out[q] = uniform_chance(p, q, { [1] = left[1], [2] = left[2] }, hidden) end
    end
    return out
  end
  -- Every deal: which hidden places hold the black colours.
  local total, with, acts = 0, {}, hostile_acts(p)
  local main, sec, slots = deal_tables(places)
  local pm, ps = main[p], sec[p]
  local function place(i, blacks)
    if i > hidden then
      local w = HARM_WEIGHT ^ acts_within(acts, main, sec)
      total = total + w
      for q = 1, n do
        if q ~= p and main[q] == pm and sec[q] == ps then with[q] = (with[q] or 0) + w end
      end
      return
    end
    local slot, r = slots[i], places[i][1]
    if blacks > 0 then slot[r] = 1; place(i + 1, blacks - 1) end
    if hidden - i >= blacks then slot[r] = 2; place(i + 1, blacks) end
  end
  place(1, left[1])
  for q = 1, n do
    if q == p then out[q] = 1
    elseif is_career(q) or total <= 0 then out[q] = 0
    else out[q] = (with[q] or 0) / total end
  end
  return out
end

-- For the AIs (docs/ai.md): the chance that q wins with p (`side_chances`).
function side_chance(p, q)
  return side_chances(p)[q]
end

-- For the AIs (docs/ai.md): how good the position is for p's side, higher
-- is better. A side is who wins together (BW-16.2). Each living character
-- counts for p by the chance it is on p's side and against p by the chance it
-- is not (`side_chance`, what p knows, never the colours p cannot see):
-- being alive (a death loses the most, BW-13.7), its HP, its hand and
-- equipment. So an AI judges a position by its belief about the hidden
-- factions, not by the colours one sample happens to deal.
function evaluate(p)
  local score, chance = 0, side_chances(p)
  for q = 1, players() do
    if in_game(q) then
      local v = 400 + 100 * hp_value(q) + 30 * count("hand", q) + 40 * count("equip", q)
      score = score + (2 * chance[q] - 1) * v
    end
  end
  return math.floor(score + 0.5)
end
