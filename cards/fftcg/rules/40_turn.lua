-- Setup (FF-8.2) and the turn's automatic actions (FF-9).

-- FF-8.2.1.4: the 5 cards go to the bottom in the player's order, no shuffle.
function mulligan(p)
  local hand = cards("hand", p)
  for k = 1, #hand do
    local left = cards("hand", p)
    local c = choose_card(p, "Mulligan: put a card on the bottom of your deck (" .. k .. " of " .. #hand .. ")", left)
    move(c, "deck", p, { bottom = true })
  end
  draw(p, 5)
  set_pvar(p, "mulligan", 1)
  log("P" .. p .. " mulligans")
end

-- The game's start (FF-8.2.1.1 to FF-8.2.1.4): shuffled decks, the first player, opening hands, mulligans.
function setup()
  local first = choose_first_player()                   -- FF-8.2.1.2 (param first_player)
  for _, p in ipairs({ first, opponent(first) }) do shuffle("deck", p) end   -- FF-8.2.1.1
  for _, p in ipairs({ first, opponent(first) }) do draw(p, 5) end          -- FF-8.2.1.3
  for _, p in ipairs({ first, opponent(first) }) do                         -- FF-8.2.1.4, once each
    if yes_no(p, "Mulligan? (put your 5 cards on the bottom of your deck and draw 5, once)") then mulligan(p) end
  end
end

local function phase_event(name)
  signal("phase_begins", { player = active_player() })
  if name == "end" then signal("end_of_turn", { player = active_player() }) end
end

-- FF-9.1.1.1, FF-15.2.4, FF-16.16: activate all but frozen characters; the
-- freeze ends with this active phase.
function active_phase()
  local p = active_player()
  for _, c in ipairs(characters(p)) do
    if var(c, "frozen") == 1 then set_var(c, "frozen", 0)
    elseif is_tapped(c) then activate(c) end
  end
  phase_event("active")
end

-- The draw phase: the active player draws 2 (1 on the first turn).
function draw_phase()                                   -- FF-9.2.1.1-3, FF-8.2.1.5
  draw(active_player(), turn() == 1 and 1 or 2)
  phase_event("draw")
end

-- A phase's start raises its phase event (main1, attack, main2, ...).
function phase_start() phase_event(step()) end          -- FF-9.3.1.3, FF-10.1.1.1

-- FF-9.5.1.1: "at the beginning of the end phase / at the end of the turn",
-- and the delayed abilities made to trigger then (FF-11.8.17, 65_triggers.lua).
function end_phase() phase_event("end") end

-- FF-9.5.1.2: the hand limit, 5, changed by "hand size" effects (digest §13:
-- L4 effects; they add, so their order does not matter).
function hand_limit(p)
  local n = param("hand_limit")
  for _, r in ipairs(rule_abilities("hand_size")) do
    if r.spec.applies(r.card, p) then n = n + r.spec.change end
  end
  return math.max(n, 0)
end

-- FF-9.5.1.2: the TP discards down to the hand limit, no stack.
function hand_limit_step()
  local p = active_player()
  local limit = hand_limit(p)
  while count("hand", p) > limit do
    discard(choose_card(p, "Discard down to " .. limit .. " (" .. (count("hand", p) - limit) .. " more)", cards("hand", p)))
  end
end

-- FF-9.5.1.3: damage removal and the end of "until end of turn" effects, at
-- the same time; then FF-9.5.1.4 (the step repeats while it triggers).
function cleanup_step()
  for _, c in ipairs(field_cards()) do set_var(c, "damage", 0) end
  end_duration("end_of_turn")   -- control ends with its effect too (control_char)
  end_delayed()
end
