-- Setup (ZD §5) and the turn's automatic actions (ZD §6).

local function deal(p)
  for _ = 1, 6 do move(top("deck", p), "life", p) end   -- ZD-5.3: each on top of the life pile
  for _ = 1, 6 do move(top("deck", p), "hand", p) end   -- ZD-5.4
end

-- The game's start (ZD-5.1 to ZD-5.6): the first player, shuffled decks, life zones and opening hands.
function setup()
  local first = choose_first_player()                    -- ZD-5.1 (param first_player)
  for _, p in ipairs({ first, opponent(first) }) do
    shuffle("deck", p)                                   -- ZD-5.2
    deal(p)
  end
  -- ZD-5.5, ZD-5.5.1: one mulligan each, the first player decides first.
  for _, p in ipairs({ first, opponent(first) }) do
    if yes_no(p, "Mulligan? (shuffle hand and life cards back and redeal, once per game)") then
      for _, c in ipairs(cards("hand", p)) do move(c, "deck", p) end
      for _, c in ipairs(cards("life", p)) do move(c, "deck", p) end
      shuffle("deck", p)
      deal(p)
      set_pvar(p, "mulligan", 1)
      log("P" .. p .. " takes a mulligan")
    end
  end
end

-- ZD-6.2: the AP untaps everything they control; no priority.
function reset_step()
  local p = active_player()
  for _, z in ipairs({ "battle", "resource" }) do
    for _, c in ipairs(cards(z, p)) do
      if is_tapped(c) then set_tapped(c, false) end
    end
  end
end

local function turn_events(base)
  local ap = active_player()
  for _, c in ipairs(in_play()) do
    raise("on_" .. base, { subject = c })
    if controller(c) == ap then raise("on_my_" .. base, { subject = c })
    else raise("on_opponent_" .. base, { subject = c }) end
  end
end

-- ZD-6.3: the start step raises turn_start.
function start_step() turn_events("turn_start") end      -- ZD-6.3

-- ZD-6.4: the active player draws 1 (not the first player's first turn, unless first_player_draws).
function draw_step()                                     -- ZD-6.4, ZD-5.6
  local p = active_player()
  if turn() == 1 and param("first_player_draws") == 0 then return end
  draw(p, 1)
end

-- ZD-6.5: the active player may place a hand card as a resource.
function resource_step()                                 -- ZD-6.5
  local p = active_player()
  local hand = cards("hand", p)
  if #hand == 0 then return end
  local c = choose_card(p, "Place a card from your hand as a resource?", hand, true)
  if c then
    local r = move(c, "resource", p)
    set_pvar(p, "placed", turn())
    log("P" .. p .. " places " .. describe(r) .. " as a resource")
  end
end

-- ZD-6.10: the end step raises turn_end.
function end_step() turn_events("turn_end") end          -- ZD-6.10

-- ZD-6.11: damage on characters is cleared and "until end of turn" effects end.
function cleanup_step()                                  -- ZD-6.11
  for _, c in ipairs(characters()) do set_var(c, "damage", 0) end
  end_duration("end_of_turn")
end

-- ZD-6.12: the active player discards down to the hand limit.
function discard_step()                                  -- ZD-6.12: the AP only
  local p = active_player()
  local limit = param("hand_limit")
  while count("hand", p) > limit do
    local extra = count("hand", p) - limit
    discard(choose_card(p, "Discard down to " .. limit .. " (" .. extra .. " more)", cards("hand", p)))
  end
end

-- ZD-6.14 [PROPOSED] "End this turn": everything on the chain is removed
-- without resolving (the cards in it go to their owners' rest areas), any
-- battle ends, and the turn goes on from the clean-up step, then the discard
-- step. The end step and its triggers are skipped.
function end_this_turn()
  for i = chain_size(), 1, -1 do
    local c = chain_link(i).source
    remove_link(i)
    if c and exists(c) and zone_of(c) == "chain" then move(c, "rest", owner(c)) end
  end
  if in_sequence("battle") then battle_end_step() end   -- ZD-10.12's clean-up
  log("The turn ends (ZD-6.14)")
  skip_to_step("cleanup")
end
