-- Setup (BW-0.2, BW-11.2), the components and their limits (digest §2), the
-- deck rules of deck.json, and the deck (BW-10.1, BW-10.2, BW-16.3).

-- The starting values `cardinal test`'s setup{} needs (it skips the dealing).
function prepare()
  set_gvar("g", players())
  timings_all()
  for p = 1, players() do
    set_pvar(p, "hp", 4); set_pvar(p, "maxhp", 4)
    set_pvar(p, "main", 1); set_pvar(p, "sec", 2)
    set_pvar(p, "tlimit", 1)
  end
end

-- The game's start (the ruleset's setup procedure): deal().
function setup() deal() end

-- Digest §2: what a game of g players needs from its components: `pool`
-- characters that may be dealt (placeholders are tokens, never in it), `deck`
-- game cards, `black` and `white` faction cards. Returns the problems,
-- { {rule =, message =} }, empty when the game can be set up.
function component_problems(g, pool, deck, black, white)
  local out = {}
  local function problem(rule, message) out[#out + 1] = { rule = rule, message = message } end
  if g < 2 or g > 8 then problem("BW-11.1", g .. " players: the game takes 2 to 8") end
  if pool < param("dealt") * g then
    problem("BW-0.2.1", string.format("%d players need a pool of at least %d characters (%d each); it has %d",
      g, param("dealt") * g, param("dealt"), pool))
  end
  if black ~= g or white ~= g then
    problem("BW-0.2.2", string.format("%d players need %d black and %d white faction cards; there are %d and %d",
      g, g, g, black, white))
  end
  if deck < param("hand") * g + 8 then
    problem("BW-17.1", string.format("%d players need a game deck of at least %d cards; it has %d",
      g, param("hand") * g + 8, deck))
  end
  return out
end

-- Digest §2, BW-0.2.1: the names in the character pool are unique.
function pool_name_problems(names)
  local out, seen = {}, {}
  for _, name in ipairs(names) do
    if seen[name] then
      out[#out + 1] = { rule = "BW-0.2.1", message = "the character \"" .. name .. "\" is in the pool twice" }
    end
    seen[name] = true
  end
  return out
end

-- Problems as one rule error naming the rules (no engine hook checks the
-- components against the player count, so setup does).
local function refuse(problems)
  local msgs = {}
  for _, p in ipairs(problems) do msgs[#msgs + 1] = p.rule .. ": " .. p.message end
  if #msgs > 0 then error(table.concat(msgs, "; "), 0) end
end

-- BW-0.2.2: G black (1) and G white (2) faction cards.
local function faction_cards(g)
  local colours = {}
  for _ = 1, g do colours[#colours + 1] = 1; colours[#colours + 1] = 2 end
  return colours
end

local function shuffled(colours)
  for i = #colours, 2, -1 do
    local j = random(i)
    colours[i], colours[j] = colours[j], colours[i]
  end
  return colours
end

-- BW-0.2.1: p is dealt `param("dealt")` characters and keeps one, hidden,
-- chosen privately; the others go back to the pool. BW-0.2.3: the HP card
-- shows the kept one's max HP (public: hp, maxhp).
local function deal_character(p, first, quiet)
  local offered = {}
  for _ = 1, param("dealt") do offered[#offered + 1] = move(top("pool"), "hero", p) end
  local keep = quiet and offered[random(#offered)]
    or choose_card(p, "Choose your character (BW-0.2.1)", offered, false, { secret = true })
  for _, c in ipairs(offered) do
    if c ~= keep then move(c, "pool", first, { face_down = true }) end
  end
  set_pvar(p, "maxhp", get(keep, "max_hp"))
  set_pvar(p, "hp", get(keep, "max_hp"))
end

-- BW-0.2.2: p's two faction cards; the owner decides in secret which is the
-- main one. Everyone is asked, two of a colour or not (one option then, which
-- the engine answers): whether the question comes must not tell (BW-18.6).
local function place_factions(p, a, b, quiet)
  if not quiet then
    local opts = a == b
      and { colour_name(a):gsub("^%l", string.upper) .. " main, " .. colour_name(a) .. " secondary" }
      or { "Black main, white secondary", "White main, black secondary" }
    local pick = choose(p, "Which faction card is your main one? (BW-0.2.2)", opts, { secret = true })
    if a ~= b then a, b = pick, 3 - pick end
  end
  set_pvar(p, "main", a); set_pvar(p, "sec", b)
  for _, col in ipairs({ a, b }) do
    create(component(col == 1 and "black" or "white")[1], "faction", p)
  end
end

-- The whole opening (a word of its own so tests can run it after setup{};
-- with `quiet` it asks nothing: the characters and the main faction cards
-- are picked at random). `opts.pool`: character ids to deal from instead of
-- the table's pool (a test's smaller or larger pool).
-- A quick game (param short_deck = N): N of the shuffled deck's cards, a
-- quarter of them Thrust-type (read from the cards) so that every game can
-- end; the others leave the game face down.
local function short_deck(n)
  local quota = { thrust = (n + 3) // 4 }
  quota.other = n - quota.thrust
  local keep, kept = {}, 0
  for _, c in ipairs(cards("deck")) do
    local k = ability(printed_abilities(c)[1]).key == "thrust" and "thrust" or "other"
    if quota[k] > 0 then quota[k], keep[c], kept = quota[k] - 1, true, kept + 1 end
  end
  for _, c in ipairs(cards("deck")) do            -- too few of one kind: any others
    if not keep[c] and kept < n then keep[c], kept = true, kept + 1 end
  end
  for _, c in ipairs(cards("deck")) do
    if not keep[c] then move(c, "removed", nil, { face_down = true }) end
  end
end

-- Deals the characters, factions and opening hands from the table's components (quiet: no log; opts.pool: the characters to deal from).
function deal(quiet, opts)
  local g = players()
  local pool = opts and opts.pool or component("characters")
  local game_deck = component("game_deck")
  local size = #game_deck
  if param("short_deck") > 0 then size = math.min(size, param("short_deck")) end
  local colours = faction_cards(g)
  local black = 0
  for _, col in ipairs(colours) do if col == 1 then black = black + 1 end end
  refuse(component_problems(g, #pool, size, black, #colours - black))
  prepare()
  colours = shuffled(colours)
  -- BW-11.2: the players sit at random; seat order is turn order.
  local order = {}
  for p = 1, g do table.insert(order, random(p), p) end
  set_turn_order(order)
  -- BW-10.9: the character pool, out of the game.
  local names = {}
  for _, id in ipairs(pool) do
    names[#names + 1] = card_name(create(id, "pool", order[1], { face_down = true }))
  end
  refuse(pool_name_problems(names))
  shuffle("pool")
  timings_from(cards("pool"))      -- the pool is public: which timings it names is too
  -- BW-17.1, BW-0.2.4: the game deck is the table's.
  for _, id in ipairs(game_deck) do create(id, "deck", order[1], { face_down = true }) end
  shuffle("deck")
  if size < #game_deck then short_deck(size) end
  for _, p in ipairs(order) do deal_character(p, order[1], quiet) end
  if quiet then
    for k, p in ipairs(order) do place_factions(p, colours[2 * k - 1], colours[2 * k], quiet) end
    deal_hands()
    return
  end
  -- Each player's dealt pair is its colours (private player variables) until
  -- it places them, one player a part (checkpoint): a later player's question
  -- replays only its own part, never an earlier player's secret answer, so
  -- the AIs' samples re-deal what the earlier players chose (`resample`).
  for k, p in ipairs(order) do
    set_pvar(p, "main", colours[2 * k - 1]); set_pvar(p, "sec", colours[2 * k])
  end
  checkpoint("place_factions_part", { 1 })
end

-- The k-th player in seat order places its dealt faction cards (BW-0.2.2);
-- after the last, the opening hands and the start player.
function place_factions_part(k)
  local order = turn_order()
  local p = order[k]
  place_factions(p, pvar(p, "main"), pvar(p, "sec"), false)
  if k < #order then checkpoint("place_factions_part", { k + 1 }) else deal_hands() end
end

-- BW-0.2.4: 4 cards each; BW-0.3.1: a random start player, turns in seat order.
function deal_hands()
  local order = turn_order()
  for _, p in ipairs(order) do
    for _ = 1, param("hand") do draw(p) end
  end
  set_active(order[random(#order)])
end

-- BW-10.2, BW-16.3: the deck's top card; an empty deck takes the shuffled
-- discard pile; with both empty the game is a draw (nil).
function deck_top()
  if over() then return nil end
  if count("deck") == 0 then
    if count("discard") == 0 then
      set_gvar("over", 1)
      draw_game("the deck and the discard pile are both empty (BW-16.3)")
      return nil
    end
    for _, c in ipairs(cards("discard")) do move(c, "deck", owner(c), { face_down = true }) end
    shuffle("deck")
    log("The discard pile is shuffled into a new deck (BW-10.2)")
  end
  return top("deck")
end

-- p (still in the game) draws the top card of the shared deck into its hand.
function draw(p)
  if not in_game(p) then return end
  local c = deck_top()
  if c then move(c, "hand", p) end
end

-- p draws n cards, one at a time.
function draw_n(p, n) for _ = 1, n do draw(p) end end

-- A card (if it still exists) goes to the discard pile.
function discard(c) if exists(c) then move(c, "discard") end end

-- Deck rules (deck.json, kind "script"; no game is running). The game deck
-- is a deck file of the game folder (decks/game-deck.txt).

local SUITS = { spade = true, heart = true, club = true, diamond = true }
local SUBTYPES = { basic = {}, magic = { instant = true, delayed = true },
  equipment = { weapon = true, armor = true, mount = true, accessory = true } }

-- BW-2.1, BW-4.1, BW-1.3, BW-17: every card is a game card with a suit, a
-- rank of 1-13, a category and a subtype that fits it; a weapon has a range
-- and a mount a ±1 modifier, and nothing else has either.
function game_card_faces(deck)
  local out = {}
  local function problem(l, rule, message)
    out[#out + 1] = { line = l.line, rule = rule, message = string.format("\"%s\": %s", l.card.name, message) }
  end
  for _, l in ipairs(deck.lines) do
    local c = l.card
    if c then
      local sub = SUBTYPES[c.type]
      if not sub then
        problem(l, "BW-1.3", "a " .. tostring(c.type) .. " card is not a game card (basic, magic or equipment)")
      else
        if not SUITS[c.suit or ""] then problem(l, "BW-2.1", "no suit of spade, heart, club or diamond") end
        if not c.rank or c.rank < 1 or c.rank > 13 then problem(l, "BW-4.1", "no rank of 1 to 13") end
        local st = c.subtype ~= "" and c.subtype or nil
        local fits = (c.type == "basic" and st == nil) or (st ~= nil and sub[st])
        if not fits then problem(l, "BW-1.3", "the subtype " .. tostring(st) .. " does not fit a " .. c.type .. " card") end
        if (c.subtype == "weapon") ~= ((c.range or 0) >= 1) then problem(l, "BW-4.9", "a weapon has a range, and only a weapon") end
        if (c.subtype == "mount") ~= (c.dmod == 1 or c.dmod == -1) then problem(l, "BW-17.3", "a mount has a ±1 modifier, and only a mount") end
      end
    end
  end
  return out
end

-- BW-17.1: the core deck has each (suit, rank) pair exactly twice: 104 cards.
function core_deck_pairs(deck)
  local n, total = {}, 0
  for _, l in ipairs(deck.lines) do
    local c = l.card
    if c and c.suit and c.rank then
      local k = c.suit .. " " .. c.rank
      n[k] = (n[k] or 0) + l.count
    end
    total = total + l.count
  end
  local out = {}
  for _, s in ipairs({ "spade", "heart", "club", "diamond" }) do
    for r = 1, 13 do
      local have = n[s .. " " .. r] or 0
      if have ~= 2 then out[#out + 1] = { message = string.format("%s %d: %d card(s), each suit and rank twice", s, r, have) } end
    end
  end
  if total ~= 104 then out[#out + 1] = { message = total .. " cards; the core deck has 104" } end
  return out
end
