-- "mini-layers": just enough game to test how continuous effects are ordered
-- inside a layer: self first (the ruleset's self_first) and dependency
-- (an ability declared `depends`). See tests/core_layers.cpp.
ruleset {
  game = "mini-layers",
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "board", abilities = true, ordered = false },
  },
  layers = { "abilities", "power_set", "power_add" },
  self_first = true,
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "kw", kind = "set", column = "kw", layer = "abilities" },
    { name = "power", kind = "int", column = "power", layer = "power_add" },
  },
  steps = { { name = "main" } },
  sequences = { { name = "turn", steps = { "main" } } },
}
function setup() set_active(1) end
function actions() return {} end
