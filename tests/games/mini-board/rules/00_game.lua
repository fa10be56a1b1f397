-- "mini-board": a position dealt by setup for `cardinal play`'s board
-- (tests/play_term_cli.cpp). A character's ATK adds its equipment's bonus
-- and reads below 0 as 0 (the rules' own code, declared by `stats`); a card
-- may be controlled by the other player; tapped cards are "dull".
ruleset {
  game = "mini-board",
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "hand", visibility = "owner", ordered = false },
    { name = "field", abilities = true, oriented = true, ordered = false },
  },
  layers = { "atk" },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "atk", kind = "int", column = "atk", layer = "atk" },
    { name = "atk_bonus", kind = "int", column = "atk_bonus" },
  },
  obj_vars = { "attached" },
  attached_var = "attached",
  stats = { { name = "atk", add_attached = "atk_bonus", floor = 0 } },
  card_summary = { "atk" },
  tapped_word = "dull",
  steps = { { name = "main" } },
  sequences = { { name = "turn", steps = { "main" } } },
}

function setup()
  local monk = create(1, "field", 1)
  local sword = create(2, "field", 1)
  set_var(sword, "attached", monk)
  local imp = create(3, "field", 1)
  modify(imp, "atk", "add", -1500)
  local stolen = create(1, "field", 2)
  set_controller(stolen, 1)
  tap(stolen)
  create(3, "hand", 2)
  set_active(1)
end

function actions(p)
  local out = {}
  for _, c in ipairs(cards("field", 1)) do
    if controller(c) == p then out[#out + 1] = { label = "Look at " .. describe(c), card = c, run = "nothing" } end
  end
  return out
end

function nothing() end
