-- "mini": the smallest game that exercises the core: turns for 2-8 players,
-- a shared stack, priority, triggers, a mid-resolution choice, a loss check.
ruleset {
  game = GAME or "mini",
  players = { 2, 8 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "hand", visibility = "owner", ordered = false },
    { name = "board", abilities = true, oriented = true, ordered = false },
    { name = "discard" },
    { name = "stack", shared = true },
  },
  layers = { "power" },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "speed", kind = "int", column = "speed" },
    { name = "power", kind = "int", column = "power", layer = "power" },
  },
  player_vars = { "life" },
  game_vars = GAME_VARS or { "x", "doom" },
  link_vars = { "negated" },  -- HY-8.6
  durations = { "end_of_turn" },
  events = { "played", "turn_start", "rang" },
  steps = STEPS or {
    { name = "start", begin = "start_step" },
    { name = "main" },
    { name = "end", begin = "end_step", priority = "never" },
  },
  sequences = SEQUENCES or { { name = "turn", steps = { "start", "main", "end" } } },
  timings = { { name = "own", active = true } },
  actions = ACTIONS,  -- nil: the actions(p) procedure below
  state_checks_read = CHECKS_READ,
  policy = POLICY,
  params = { start_life = 5, hand = 3, optional_loop_limit = 3 },
}

-- Starting values; the test harness calls it too (it skips setup's dealing).
function prepare()
  for p = 1, players() do set_pvar(p, "life", param("start_life")) end
end

function setup()
  prepare()
  for p = 1, players() do
    shuffle("deck", p)
    for _ = 1, param("hand") do draw(p) end
  end
  set_active(1)
end

function draw(p)
  local c = top("deck", p)
  if not c then
    lose(p, "deck out")
    check_outcome()
    return
  end
  move(c, "hand", p)
end

function board()
  local out = {}
  for p = 1, players() do
    for _, c in ipairs(cards("board", p)) do out[#out + 1] = c end
  end
  return out
end

function start_step()
  draw(active_player())
  for _, c in ipairs(board()) do raise("turn_start", { subject = c }) end
end

function end_step() end_duration("end_of_turn") end

function actions(p)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do
    local perm = get(c, "type") == "permanent"
    if not perm or (p == active_player() and chain_size() == 0) then
      out[#out + 1] = { label = "Play " .. card_name(c), run = "play", args = { c }, card = c, speed = get(c, "speed") }
    end
  end
  -- Abilities used at once, with no chain link (Lever).
  if p == active_player() and chain_size() == 0 then
    for _, c in ipairs(cards("board", p)) do
      for _, i in ipairs(abilities(c)) do
        local a = ability(i)
        if a.kind == "custom" and a.custom == "use" then
          out[#out + 1] = { label = "Use " .. card_name(c), run = "use", args = { c, i }, card = c }
        end
      end
    end
  end
  return out
end

function play(c)
  local p = controller(c)
  local x = move(c, "stack")
  set_controller(x, p)
  push_link({ run = "resolve_play", source = x, controller = p, speed = get(x, "speed"), label = card_name(x) })
  for _, b in ipairs(board()) do raise("played", { subject = b, other = x, player = p }) end
end

function resolve_play()
  local l = current_link()
  local c = l.source
  if get(c, "type") == "permanent" then
    move(c, "board", l.controller)
    return
  end
  -- HY-8.6: a negated card does nothing, and still goes where it would have gone.
  if l.vars.negated == 0 then
    for _, i in ipairs(abilities(c)) do
      local a = ability(i)
      if a.kind == "custom" and a.custom == "effect" then a.effect({ card = c, you = l.controller }) end
    end
  end
  move(c, "discard", owner(c))
end

function use(c, i) ability(i).effect({ card = c, you = controller(c) }) end

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
  -- A rule that reads the step (Omen): the engine must not skip the checks
  -- when only the step changed (tests/checks.test.lua).
  if gvar("doom") == 1 and step() == "main" then lose(active_player(), "doom in the main step") end
  check_outcome()
  return false
end

-- Appends a digit to x, so tests can read the order things happened in.
-- The last 9 digits: x is a 32-bit game number, and random play records without end.
function record(d) set_gvar("x", (gvar("x") * 10 + d) % 1000000000) end

function evaluate(p) return pvar(p, "life") * 10 + count("hand", p) end
