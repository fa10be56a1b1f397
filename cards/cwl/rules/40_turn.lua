-- Setup (CW §5) and the turn's automatic actions (CW §6, CW-10.1).

-- CW-1.2, CW-5.4: HP and LP from the Leader, or the defaults without one.
function start_totals(p)
  local l = leader_of(p)
  set_pvar(p, "hp", l and get(l, "hp") or param("default_hp"))
  set_pvar(p, "lp", l and get(l, "lp") or param("default_lp"))
end

-- The starting values `cardinal test`'s setup{} needs (it deals nothing).
function prepare()
  for p = 1, 2 do start_totals(p) end
end

-- CW-5.3: the dealt decks hold all three sections; each card goes to the
-- zone its kind belongs in. The deck is face down: its cards' printed kinds.
local HOME = { leader = "leader", tactic = "tactic", combo_magic = "extra", myth_monster = "extra" }
local function sort_sections(p)
  local leaders = 0
  for _, c in ipairs(cards("deck", p)) do
    local home = HOME[printed(c, "type")]
    if home == "leader" then
      leaders = leaders + 1
      if leaders > 1 then home = "extra" end   -- an unchecked deck: a second Leader is kept aside
    end
    if home then move(c, home, p) end
  end
end

local function deal(p)
  for _ = 1, param("opening_hand") do draw_one(p) end   -- CW-5.5
end

-- The core calls setup(); a test calls open_game() (its harness has a
-- setup of its own).
function setup() open_game() end

-- The game's start (CW-5.1 to CW-5.5): the first player, decks sorted into their sections and shuffled, totals, opening hands, mulligans.
function open_game()
  local first = choose_first_player()                    -- CW-5.1
  for _, p in ipairs({ first, opponent(first) }) do
    sort_sections(p)
    shuffle("deck", p)                                   -- CW-5.2
    start_totals(p)                                      -- CW-5.4
    deal(p)
  end
  -- CW-5.5: mulligans, if the parameter allows any; the first player first.
  for _, p in ipairs({ first, opponent(first) }) do
    for _ = 1, param("mulligans") do
      if not yes_no(p, "Shuffle your hand into your deck and draw again?") then break end
      for _, c in ipairs(cards("hand", p)) do move(c, "deck", p) end
      shuffle("deck", p)
      deal(p)
      log("P" .. p .. " draws a new hand")
    end
  end
end

-- "At the start of the ... phase" triggers (CW §9: phase_start, amount =
-- which phase) for every card in play.
PHASES = { draw = 1, main = 2, battle = 3, ["end"] = 4 }
local function phase_start(name)
  for _, c in ipairs(in_play()) do
    raise("phase_start", { subject = c, player = active_player(), amount = PHASES[name] })
  end
end

-- CW-6.2, CW-5.6: the TP draws, except the first player on turn 1.
function draw_phase()
  local p = active_player()
  if not (turn() == 1 and p == gvar("first")) then draw(p, 1) end
  phase_start("draw")
end

-- CW-6.3: the TP's pass names the next phase (50_actions.lua); until then
-- the end phase comes next.
function main_phase()
  set_gvar("next", 0)
  phase_start("main")
end

-- CW-6.4, CW-10.1 (1): the battle phase only if the TP named it.
function battle_start()
  if gvar("next") ~= 1 then
    skip_to_step("end")
    return
  end
  phase_start("battle")
end

-- CW-10.1 (5): the end step; nothing left of the last attack.
function battle_end()
  for _, k in ipairs({ "attacker", "target", "tsys", "tcount" }) do set_gvar(k, 0) end
end

-- CW-6.5 and its end-phase triggers.
function end_phase() phase_start("end") end

-- CW-6.5: "until end of turn" ends; CW-6.6: a hand limit only if the
-- parameter sets one.
function cleanup()
  end_duration("end_of_turn")
  local limit = param("hand_limit")
  if limit <= 0 then return end
  local p = active_player()
  while count("hand", p) > limit do
    discard(choose_card(p, "Discard down to " .. limit, cards("hand", p)))
  end
end

-- CW-11.7 / the battle ending by an effect (Field Orders, CW-S14): the
-- battle phase ends at once, any attack with it.
function end_battle_phase()
  battle_end()
  if in_sequence("attack") or step() == "battle_start" or step() == "battle" then
    log("The battle phase ends")
    skip_to_step("battle_end")
  end
end
