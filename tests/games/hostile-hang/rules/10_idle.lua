-- "hostile-hang": a ruleset whose turns never ask anybody anything and never
-- end the game: the engine's stage-loop guard must end it (tests/hostile_soak.cpp).
ruleset {
  game = "hostile-hang",
  players = { 2, 2 },
  zones = { { name = "deck", visibility = "hidden", face_down = true } },
  chars = { { name = "name", kind = "str", column = "name" } },
  steps = { { name = "idle", priority = "never" } },
  sequences = { { name = "turn", steps = { "idle" } } },
  policy = { after_link = "active_player", resolution = "whole_chain", triggers_in_resolution = "on_top" },
}

function setup() set_active(1) end
