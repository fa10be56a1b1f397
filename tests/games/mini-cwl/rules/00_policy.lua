-- C-WL's policy (CW-8.9): the other player after a link, trigger links too
-- (CW-8.2, CW-8.4); the whole chain resolves; triggers during resolution wait
-- for a new chain; a link needs speed >= the top link's (CW-8.6).
GAME = "mini-cwl"
POLICY = { after_link = "next_player", after_triggers = "as_link", resolution = "whole_chain",
           triggers_in_resolution = "after_chain", speeds = "at_least_top" }
-- A battle phase between main and end, and the variable that says whether it
-- comes (30_phases.lua, CW-6.7).
GAME_VARS = { "x", "doom", "next" }
STEPS = {
  { name = "start", begin = "start_step" },
  { name = "main" },
  { name = "battle", begin = "battle_step", priority = "never" },
  { name = "end", begin = "end_step", priority = "never" },
}
SEQUENCES = { { name = "turn", steps = { "start", "main", "battle", "end" } } }
