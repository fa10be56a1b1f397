-- Card movements and the events they raise (ZD §4, §9, glossary §12).
-- `lk` is the id a card had before it moved: triggers look back at it (ZD-9.3).

-- ZD-12.3: draw one card at a time; an empty deck loses at once (ZD-1.3.2).
function draw(p, n)
  for _ = 1, n or 1 do
    local h = draw_one(p)
    if not h then
      lose(p, "had to draw from an empty deck (ZD-1.3.2)")
      check_outcome()
      return
    end
    raise("on_draw", { subject = h, player = p })
  end
end

-- "Each player draws N": the k-th draws happen at the same time, so both
-- players can lose at once, which is a draw (ZD-12.3, ZD-1.6, ZD-S16b).
function each_player_draws(n)
  for _ = 1, n do
    local first = active_player()
    for _, p in ipairs({ first, opponent(first) }) do
      local c = top("deck", p)
      if c then
        local h = move(c, "hand", p)
        raise("on_draw", { subject = h, player = p })
      else
        lose(p, "had to draw from an empty deck (ZD-1.3.2)")
      end
    end
    check_outcome()
  end
end

local function entered_rest(lk, n)
  if n and zone_of(n) == "rest" then raise("on_enter_rest_area", { subject = lk, other = n }) end
end

-- ZD-12.9: hand -> rest area.
function discard(c)
  local n = move(c, "rest", owner(c), { reason = R_DISCARD })
  log("P" .. owner(c) .. " discards " .. describe(c))
  raise("on_discarded", { subject = c, other = n })
  entered_rest(c, n)
  return n
end

-- ZD-12.7: to the rest area without being destroyed.
function scrap(c)
  local n = move(c, "rest", owner(c), { reason = R_SCRAP })
  log(describe(c) .. " is scrapped")
  raise("on_scrapped", { subject = c, other = n })
  entered_rest(c, n)
  return n
end

-- Cards that move at the same time move one by one: the AP's first, then the
-- NAP's, each side in the list's order. So where replacement effects make both
-- players choose, the AP chooses first for their cards (ZD-11.8.3, ZD-1.11).
local function ap_first(list)
  local ap, first, later = active_player(), {}, {}
  for _, c in ipairs(list) do
    local side = exists(c) and controller(c) == ap and first or later
    side[#side + 1] = c
  end
  for _, c in ipairs(later) do first[#first + 1] = c end
  return first
end

-- Several cards scrapped at the same time (ZD-1.11, ZD-11.10.3).
function scrap_all(list)
  local moved = {}
  for _, c in ipairs(ap_first(list)) do
    moved[#moved + 1] = { c, move(c, "rest", owner(c), { reason = R_SCRAP }) }
  end
  for _, m in ipairs(moved) do
    log(describe(m[1]) .. " is scrapped")
    raise("on_scrapped", { subject = m[1], other = m[2] })
    entered_rest(m[1], m[2])
  end
end

-- ZD-12.6: destroy. `how` may say battle = true, attacker = true, defender = true.
-- A replacement may send the card elsewhere; it was still destroyed (ZD-11.8.4).
function destroy_all(list, how)
  how = how or {}
  local moved = {}
  for _, c in ipairs(ap_first(list)) do
    if exists(c) then
      local reason = R_DESTROY
      if how.battle then reason = reason | R_BATTLE end
      moved[#moved + 1] = { c, move(c, "rest", owner(c), { reason = reason }) }
    end
  end
  for _, m in ipairs(moved) do
    local c, n = m[1], m[2]
    log(describe(c) .. " is destroyed")
    raise("on_destroy", { subject = c, other = n })
    if how.battle then
      raise("on_battle_destroyed", { subject = c, other = n })
      if how.attacker == c then raise("on_attack_destroyed", { subject = c, other = n }) end
      if how.defender == c then raise("on_defend_destroyed", { subject = c, other = n }) end
    end
    if n and zone_of(n) == "removed" then raise("on_removed", { subject = c, other = n }) end
    entered_rest(c, n)
  end
end
-- Destroys c (destroy_all of one card; `how`: as destroy_all's).
function destroy(c, how) destroy_all({ c }, how) end

-- ZD-11.10.2: DEF <= 0 goes to the rest area; not a destruction.
function to_rest(c)
  local n = move(c, "rest", owner(c))
  log(describe(c) .. " goes to the rest area (DEF 0)")
  entered_rest(c, n)
  return n
end

-- c is removed from the game (to its owner's removed zone), logged; raises on_removed.
function remove_from_game(c)
  local n = move(c, "removed", owner(c))
  log(describe(c) .. " is removed from the game")
  raise("on_removed", { subject = c, other = n })
  return n
end

-- "Return it to its owner's hand". `from` names the zone the effect expects
-- the card in ("rest" for "when this card is destroyed ..., return it"): a card
-- that has since left it, or was removed from the game instead, stays where it
-- is (ZD-4.12.1, ZD-11.12.3).
function return_to_hand(c, from)
  if not c or not exists(c) then return nil end
  local z = zone_of(c)
  if (from and z ~= from) or z == "removed" then return nil end
  local n = move(c, "hand", owner(c))
  log(describe(c) .. " returns to its owner's hand")
  raise("on_returned_to_hand", { subject = c, other = n })
  return n
end

-- ZD-4.9.2, ZD-7.2.1: deploying puts a card into a battle zone (or the event
-- zone, for events) as a new object, untapped unless stated.
function deploy(c, p, opts)
  opts = opts or {}
  p = p or controller(c)
  local n
  if is_event(c) then
    local old = cards("event", p)
    n = move(c, "event", p)
    scrap_all(old)          -- ZD-4.10.2: the old event is scrapped at once, no chain
  else
    n = move(c, "battle", p)
    set_var(n, "level", opts.level or 1)
    set_var(n, "deployed", turn())
    if opts.tapped then tap(n) end
  end
  log("P" .. p .. " deploys " .. describe(n))
  raise("on_deploy", { subject = n })
  return n
end

-- ZD-4.9.5, ZD-11.15: gaining control of a card in a battle zone puts it into
-- the new controller's battle zone with no zone change: the
-- same object, not deployed (no on_deploy), its damage, level, orientation
-- and effects kept. Its equipment goes with it, attached (equipment sits in
-- its character's battle zone, ZD-7.3.4). An attacker that changes control leaves the battle
-- (ZD-10.4); so does a defender or targeted character (ZD-10.4.1).
function gain_control(c, p)
  if not exists(c) or controller(c) == p then return end
  if zone_of(c) ~= "battle" then return end
  local eqs = equipment_of(c)
  set_controller(c, p, { zone = true })
  for _, eq in ipairs(eqs) do set_controller(eq, p, { zone = true }) end
  log("P" .. p .. " gains control of " .. describe(c))
end

-- ZD-7.3.4-5: attach equipment; an old equipment on that character is scrapped.
function attach(eq, ch)
  local _, p = zone_of(ch)
  local old = equipment_of(ch)
  local n = move(eq, "battle", p)
  set_var(n, "attached", ch)
  scrap_all(old)
  log(describe(n) .. " is equipped to " .. describe(ch))
  raise("on_deploy", { subject = n })
  return n
end

-- Taps c (t true) or untaps it, raising on_tapped or on_untapped when it changed.
function set_tapped(c, t)
  if t then
    if tap(c) then raise("on_tapped", { subject = c }) end
  else
    if untap(c) then raise("on_untapped", { subject = c }) end
  end
end

-- ZD-12.19: recover N: the top N cards of your deck, one at a time, face down
-- onto your life zone; an empty deck stops it (not a draw, nobody loses).
function recover(p, n)
  for _ = 1, n or 1 do
    local c = top("deck", p)
    if not c then return end
    move(c, "life", p)
    log("P" .. p .. " recovers 1 (life " .. count("life", p) .. ")")
  end
end

-- ZD-12.16: search your deck for a card matching `pred`. The player looks
-- through the deck (the cards that match are shown to them alone) and may fail
-- to find one even if it is there; a found card is revealed to both players,
-- `found` does what the text says with it, then the deck is shuffled (which
-- hides the cards again). Returns the card.
function search(p, pred, what, found)
  local options = filter(cards("deck", p), pred)
  for _, c in ipairs(options) do reveal(c, p) end
  local c = choose_card(p, "Search your deck for " .. (what or "a card") .. " (or find nothing)", options, true)
  if c then
    reveal(c)
    log("P" .. p .. " finds " .. describe(c))
    if found then found(c) end
  else
    log("P" .. p .. " finds nothing")
  end
  shuffle("deck", p)
  return c
end

-- "Deploy a character ... from your hand/rest area": the player picks one
-- matching card that may be deployed now ("cannot" beats "can", ZD-1.10).
function can_deploy(p, c)
  return face(c, "type") == "character" and not forbidden("deploy", p, c)
end
-- p chooses a character of its `zone` that may be deployed (and pred allows) and deploys it; nil when none.
function deploy_from(p, zone, pred, opts)
  local options = filter(cards(zone, p), function(c) return can_deploy(p, c) and (not pred or pred(c)) end)
  if #options == 0 then return nil end
  local c = choose_card(p, "Choose a character to deploy from your " .. zone, options)
  return deploy(c, p, opts)
end
