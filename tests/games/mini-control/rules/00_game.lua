-- "mini-control": control as a layer (the ruleset key control_char): control
-- effects stored by `modify` or made by a continuous ability, the ruleset's
-- control_changed procedure and the control_changed event (core:
-- Game::settle_control; tests/core_control.cpp and tests/control.test.lua).
ruleset {
  game = "mini-control",
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "board", abilities = true, oriented = true, ordered = false },
    { name = "discard" },
  },
  layers = { "control", "power" },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "power", kind = "int", column = "power", layer = "power" },
    { name = "control", kind = "int", column = "control", layer = "control" },
  },
  control_char = "control",
  control_takes_zone = TAKES_ZONE,
  obj_vars = { "changes" },
  game_vars = { "pull", "heard" },
  durations = { "end_of_turn" },
  steps = { { name = "main" }, { name = "end", begin = "end_step", priority = "never" } },
  sequences = { { name = "turn", steps = { "main", "end" } } },
}
function setup() set_active(1) end
function actions() return {} end
function end_step() end_duration("end_of_turn") end

-- The rule consequences of a change of control: counted on the card.
function control_changed(c, old, new)
  set_var(c, "changes", var(c, "changes") + 1)
  log(card_name(c) .. ": P" .. old .. " -> P" .. new)
end

-- A trigger resolves as a link that calls its effect with the event's fields:
-- the new controller (player) and the old one (amount).
function put_trigger(i, source, p, _, _, _, player, amount)
  push_link({ run = "resolve_trigger", args = { i, player, amount }, source = source, controller = p, label = card_name(source) })
end
function resolve_trigger(i, new, old)
  ability(i).effect({ card = current_link().source, new = new, old = old })
end
