-- "mini-bw": Black-White's settlement model (BW-7, BW-12, BW-13, BW-18) on a
-- tiny game for the core's tests. A use settles at once (policy resolve_now):
-- no round of passes, no waiting links. Whatever it inserts (a response, a
-- damage, a dying rescue, a skill) is a nested Lua call inside the same task,
-- so it settles before the settlement that caused it goes on (BW-7.4), and
-- every question on the way is an ordinary `choose`. Only the current-turn
-- character acts in its play phase, and its pass ends the phase (BW-18.5).
ruleset {
  game = "mini-bw",
  players = { 2, 8 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "hand", visibility = "owner", ordered = false },
    { name = "skills", abilities = true, ordered = false },
    { name = "faction", visibility = "owner", ordered = false },   -- hidden (BW-0.3)
    { name = "shown", ordered = false },                           -- revealed factions
    { name = "processing", shared = true },
    { name = "discard", shared = true },
  },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
  },
  player_vars = { "hp" },
  game_vars = { "x", "extra", "anchor" },
  steps = {
    { name = "draw", begin = "draw_step", priority = "never" },
    { name = "play", ends_on_pass = true },
    { name = "finish", begin = "finish_step", priority = "never" },
  },
  sequences = { { name = "turn", steps = { "draw", "play", "finish" } } },
  policy = { after_link = "resolve_now" },
  out_players_may_win = true,   -- BW-16.2: a faction wins with its dead members
  params = { hp = 3, hand = 4 },
}

function prepare()
  for p = 1, players() do set_pvar(p, "hp", param("hp")) end
end

-- BW-11.2: the players sit at random (each put at a random place among those
-- seated before: every order alike likely); the first seat begins.
function setup()
  prepare()
  local order = {}
  for p = 1, players() do table.insert(order, random(p), p) end
  set_turn_order(order)
  for p = 1, players() do
    shuffle("deck", p)
    for _ = 1, param("hand") do draw(p) end
  end
  set_active(order[1])
end

function draw(p)
  local c = top("deck", p)
  if c then move(c, "hand", p) else die(p, "no cards left") end
end

function draw_step() draw(active_player()); draw(active_player()) end

-- Appends a digit to x, so tests can read the order things happened in.
-- The last 9 digits: x is a 32-bit game number, and random play records without end.
function record(d) set_gvar("x", (gvar("x") * 10 + d) % 1000000000) end

-- BW-18.3, BW-12.8: the living characters in seat order from the current-turn
-- one (which may have died in its own turn: next_player passes over the dead,
-- so the walk stops at the first seat seen again, not at the current one).
function seats()
  local out, seen, p = {}, {}, active_player()
  while not seen[p] do
    seen[p] = true
    if in_game(p) then out[#out + 1] = p end
    p = next_player(p)
  end
  return out
end

-- The card's one ability: { kind = "custom", custom = "card" | "skill", ... }
-- ({} for a card without one).
function spec(c)
  local i = abilities(c)[1]
  return i and ability(i) or {}
end

function in_hand(p, name)
  for _, c in ipairs(cards("hand", p)) do
    if card_name(c) == name then return c end
  end
end
