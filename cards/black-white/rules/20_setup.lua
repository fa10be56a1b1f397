-- Setup (BW-0.2, BW-11.2) and the deck (BW-10.1, BW-10.2, BW-16.3).

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

function setup() deal() end

-- The whole opening (a word of its own so tests can run it after setup{};
-- a test asks no questions there: `quiet` picks the characters and the main
-- faction cards at random).
function deal(quiet)
  prepare()
  -- BW-11.2: the players sit at random; seat order is turn order.
  local order = {}
  for p = 1, players() do table.insert(order, random(p), p) end
  set_turn_order(order)
  -- BW-17.1, BW-0.2.4: the game deck is the table's.
  for _, id in ipairs(component("game_deck")) do create(id, "deck", order[1], { face_down = true }) end
  shuffle("deck")
  for _, id in ipairs(component("characters")) do create(id, "pool", order[1], { face_down = true }) end
  shuffle("pool")
  timings_from(cards("pool"))      -- the pool is public: which timings it names is too
  -- BW-0.2.1: each player is dealt characters (4 while the pool allows:
  -- the pool has 16 characters yet, so larger games deal fewer) and keeps
  -- one hidden, asked privately; the others go back to the pool.
  local dealt = math.min(param("dealt"), count("pool") // players())
  for _, p in ipairs(order) do
    local offered = {}
    for _ = 1, dealt do offered[#offered + 1] = move(top("pool"), "hero", p) end
    local keep = quiet and offered[random(#offered)]
      or choose_card(p, "Choose your character (BW-0.2.1)", offered, false, { secret = true })
    for _, c in ipairs(offered) do
      if c ~= keep then move(c, "pool", order[1], { face_down = true }) end
    end
    set_pvar(p, "maxhp", get(keep, "max_hp"))   -- BW-0.2.3
    set_pvar(p, "hp", get(keep, "max_hp"))
  end
  -- BW-0.2.2: G black and G white faction cards, shuffled, 2 to each; the
  -- owner of two colours chooses in secret which is the main card.
  local colours = {}
  for _ = 1, players() do colours[#colours + 1] = 1; colours[#colours + 1] = 2 end
  for i = #colours, 2, -1 do
    local j = random(i)
    colours[i], colours[j] = colours[j], colours[i]
  end
  for k, p in ipairs(order) do
    local a, b = colours[2 * k - 1], colours[2 * k]
    if a ~= b and not quiet then
      local pick = choose(p, "Which faction card is your main one? (BW-0.2.2)",
        { "Black main, white secondary", "White main, black secondary" }, { secret = true })
      if pick == 2 then a, b = 2, 1 else a, b = 1, 2 end
    end
    set_pvar(p, "main", a); set_pvar(p, "sec", b)
    for _, col in ipairs({ a, b }) do
      create(component(col == 1 and "black" or "white")[1], "faction", p)
    end
  end
  -- BW-0.2.4: 4 cards each.
  for _, p in ipairs(order) do
    for _ = 1, param("hand") do draw(p) end
  end
  -- BW-0.3.1: a random start player; turns go in seat order.
  set_active(order[random(#order)])
end

-- BW-10.2, BW-16.3: draw the top card; an empty deck takes the shuffled
-- discard pile; with both empty the game is a draw.
function draw(p)
  if over() or not in_game(p) then return end
  if count("deck") == 0 then
    if count("discard") == 0 then
      set_gvar("over", 1)
      draw_game("the deck and the discard pile are both empty (BW-16.3)")
      return
    end
    for _, c in ipairs(cards("discard")) do move(c, "deck", owner(c), { face_down = true }) end
    shuffle("deck")
  end
  move(top("deck"), "hand", p)
end

function draw_n(p, n) for _ = 1, n do draw(p) end end

function discard(c) if exists(c) then move(c, "discard") end end
