-- lint-data: the whole ruleset, made by `cardinal new game`. A trivial game to
-- grow from: each turn the active player draws, may play cards (a unit goes
-- to the board, a spell does its effect), and at the end of the turn the
-- opponent loses life equal to the power of the active player's units.
-- Life 0 or drawing from an empty deck loses. See docs/lua-api.md.

ruleset {
  game = "lint-data",
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "hand", visibility = "owner", ordered = false },
    { name = "board", abilities = true, ordered = false },
    { name = "discard" },
    { name = "stack", shared = true },
  },
  layers = { "power" },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "power", kind = "int", column = "power", layer = "power" },
  },
  player_vars = { "life" },
  durations = { "end_of_turn" },
  events = { "played" },                -- card scripts: trigger { on = "played", ... }
  steps = {
    { name = "start", begin = "start_step" },
    { name = "main" },
    { name = "end", begin = "end_step", priority = "never" },
  },
  sequences = { { name = "turn", steps = { "start", "main", "end" } } },
  policy = { after_link = "active_player", resolution = "whole_chain", triggers_in_resolution = "on_top" },
  params = { start_life = 10, hand = 3 },
}

function prepare()
  for p = 1, players() do set_pvar(p, "life", param("start_life")) end
end

function setup()
  prepare()
  for p = 1, players() do
    shuffle("deck", p)
    for _ = 1, param("hand") do draw_card(p) end
  end
  set_active(1)
end

function draw_card(p)
  local c = top("deck", p)
  if not c then
    lose(p, "deck out")
    check_outcome()
    return
  end
  move(c, "hand", p)
end

function start_step() draw_card(active_player()) end

function end_step()
  local p = active_player()
  local total = 0
  for _, c in ipairs(cards("board", p)) do total = total + get(c, "power") end
  local q = next_player(p)
  set_pvar(q, "life", pvar(q, "life") - total)
  end_duration("end_of_turn")
end

function actions(p)
  local out = {}
  if p ~= active_player() or chain_size() > 0 then return out end
  for _, c in ipairs(cards("hand", p)) do
    out[#out + 1] = { label = "Play " .. card_name(c), run = "play", args = { c }, card = c }
  end
  return out
end

function play(c)
  local p = controller(c)
  local x = move(c, "stack")
  set_controller(x, p)
  push_link({ run = "resolve_play", source = x, controller = p, label = card_name(x) })
  for _, b in ipairs(cards("board", p)) do raise("played", { subject = b, other = x, player = p }) end
end

-- A spell's text is a custom ability of kind "effect" (see the set's cards).
function resolve_play()
  local l = current_link()
  local c = l.source
  if get(c, "type") == "unit" then
    move(c, "board", l.controller)
    return
  end
  for _, i in ipairs(abilities(c)) do
    local a = ability(i)
    if a.kind == "custom" and a.custom == "effect" then a.effect({ card = c, you = l.controller }) end
  end
  move(c, "discard", owner(c))
end

function resolve_ability(i)
  local l = current_link()
  ability(i).effect({ card = l.source, you = l.controller })
end

function put_trigger(i, source, p)
  push_link({ run = "resolve_ability", args = { i }, source = source, controller = p, ability = i,
              label = card_name(source) })
end

function state_checks()
  for p = 1, players() do
    if in_game(p) and pvar(p, "life") <= 0 then lose(p, "life 0") end
  end
  check_outcome()
  return false
end

-- For the greedy AI: higher is better for p.
function evaluate(p) return pvar(p, "life") * 10 + count("hand", p) end

-- Words for card scripts.
function spell(effect) return custom_ability { kind = "effect", effect = effect } end
function opponent_loses(n)
  return function(e)
    local q = next_player(e.you)
    set_pvar(q, "life", pvar(q, "life") - n)
  end
end
