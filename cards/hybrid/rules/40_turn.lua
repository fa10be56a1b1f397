-- Setup (§5) and the turn's automatic actions (§6).

-- The starting values `cardinal test`'s setup{} needs (it deals nothing).
function prepare()
  for p = 1, players() do
    set_pvar(p, "life", param("starting_life"))                 -- HY-1.3
    set_pvar(p, "mana", 0)                                      -- HY-5.4
    set_pvar(p, "mana_max", 0)
  end
end

-- The dealt sections are all in the deck: special creatures go to the extra
-- deck (HY-2.2), the token supply aside (HY-2.4). Face down: printed kinds.
local function sort_sections(p)
  for _, c in ipairs(cards("deck", p)) do
    if printed(c, "type") == "token" then move(c, "tokens", p)
    elseif printed(c, "special") == 1 then move(c, "extra", p) end
  end
end

local function deal(p)
  for _ = 1, param("opening_hand") do draw_one(p) end
end

-- The game's start: open_game().
function setup() open_game() end

-- The game's start: the table prepared, the first player (HY-1.1), decks shuffled and dealt, mulligans (HY-5.1 to HY-5.3).
function open_game()
  prepare()
  local first = choose_first_player()                          -- HY-1.1
  local order = { first }
  for _, q in ipairs(opponents(first)) do order[#order + 1] = q end
  for _, p in ipairs(order) do
    sort_sections(p)
    shuffle("deck", p)                                         -- HY-5.1
    deal(p)                                                    -- HY-5.2
  end
  -- HY-5.3: mulligans in turn order, each player's all before the next.
  for _, p in ipairs(order) do
    for k = 1, param("max_mulligans") do
      if not yes_no(p, "Mulligan (" .. k .. " of " .. param("max_mulligans") .. "): shuffle your hand into your deck and draw again?") then
        break
      end
      for _, c in ipairs(cards("hand", p)) do move(c, "deck", p) end
      shuffle("deck", p)
      deal(p)
      log(pname(p) .. " mulligans")
    end
  end
end

-- "At the start of the ... phase" triggers for every card in play (HY-9.1).
local function phase_event(name)
  for _, c in ipairs(in_play()) do raise(name, { subject = c, player = active_player() }) end
end

-- HY-6 (1), HY-7.2, HY-7.4: mana maximum +1 (to the cap), the pool set to
-- it; HY-6.1: then untap (set creatures stay tapped, HY-7.8); then triggers.
function preparation_phase()
  local p = active_player()
  set_gvar("decl", 0)
  if not in_game(p) then return end
  local m = pvar(p, "mana_max") + 1
  if m > param("mana_cap") then m = param("mana_cap") end
  set_pvar(p, "mana_max", m)
  set_pvar(p, "mana", m)
  log(pname(p) .. " has " .. m .. " mana")
  for _, z in ipairs({ "creature", "magic" }) do
    for _, c in ipairs(cards(z, p)) do
      if is_tapped(c) and not is_face_down(c) then untap(c) end
    end
  end
  phase_event("preparation_phase_start")
end

-- HY-6 (2), HY-5.5: the AP draws, except the first player on turn 1.
function draw_phase()
  local p = active_player()
  if not in_game(p) then return end
  if turn() == 1 and p == gvar("first") then return end
  draw(p, 1)
end

-- The main phase has no automatic action.
function main_phase() end

-- HY-10.1: the AP declares attacks until they pass.
function battle_phase() set_gvar("decl", 0) end

-- HY-6 (6.1): "at the start of the end phase" triggers.
function end_phase() phase_event("end_phase_start") end

-- HY-6 (6.2), HY-6.3: the AP discards down to the hand limit; HY-6 (6.3),
-- HY-10.5, HY-9.4: all damage is removed, "until end of turn" ends.
function cleanup()
  local p = active_player()
  if in_game(p) then
    local limit = param("hand_limit")
    while count("hand", p) > limit do
      discard(choose_card(p, "Discard down to " .. limit, cards("hand", p)))
    end
  end
  for _, c in ipairs(creatures()) do
    if var(c, "damage") ~= 0 then set_var(c, "damage", 0) end
  end
  end_duration("end_of_turn")
end
