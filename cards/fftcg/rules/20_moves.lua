-- Card movements, damage and the events they raise (FF-6.5, FF-7, FF-15.1).

-- FF-9.2, FF-3.1.2, FF-16.21: a failed draw sets a flag; the loss comes at the
-- next rule-process check.
function draw(p, n)
  for _ = 1, n or 1 do
    local h = draw_one(p)
    if not h then
      set_pvar(p, "failed_draw", 1)
      log("P" .. p .. " must draw but cannot (FF-3.1.2)")
      return
    end
    signal("drawn", { subject = h, player = p })
  end
end

-- FF-15.1.1.4: hand -> break zone.
function discard(c)
  local n = move(c, "break", owner(c))
  log("P" .. owner(c) .. " discards " .. describe(c))
  signal("discarded", { subject = c, other = n })
  signal("put_into_break_zone", { subject = c, other = n, amount = 0 })
  return n
end

-- FF-6.7: counters placed on a card, and the event (FF-16.18 counter_placed).
function place_counters(c, kind, n)
  if not c or not exists(c) or n <= 0 then return end
  add_counters(c, kind, n)
  log(n .. " " .. kind .. " counter" .. (n > 1 and "s" or "") .. " placed on " .. describe(c))
  signal("counter_placed", { subject = c, amount = n })
end
-- FF-15.1.1.10: counters removed from a card (to outside the game), by an
-- effect or a cost; at most as many as it has. The event (FF-16.18
-- counter_removed) carries how many. Returns that number.
function remove_counters(c, kind, n)
  if not c or not exists(c) then return 0 end
  n = math.min(n, counters(c, kind))
  if n <= 0 then return 0 end
  add_counters(c, kind, -n)
  log(n .. " " .. kind .. " counter" .. (n > 1 and "s" or "") .. " removed from " .. describe(c))
  signal("counter_removed", { subject = c, amount = n })
  return n
end

-- FF-15.1.1.1-2.
function dull(c)
  if c and on_field(c) and tap(c) then signal("dulled", { subject = c }) return true end
  return false
end
-- Activates (untaps) a character on the field, signalling "activated"; returns whether it changed.
function activate(c)
  if c and on_field(c) and untap(c) then signal("activated", { subject = c }) return true end
  return false
end
-- FF-15.2.4: a character on the field is frozen (it does not activate in its controller's next active phase).
function freeze(c) if on_field(c) then set_var(c, "frozen", 1) end end   -- FF-15.2.4, FF-16.16

-- Characters enter the field (FF-11.4, FF-16.1): Forwards and Monsters
-- active, Backups dull; each a new object with a new timestamp (FF-7.4,
-- FF-11.12.4.10). Several entering at the same time would share one moment:
-- the TP chooses their order (FF-11.12.4.11), which is the order of their
-- moves and so of their timestamps. Their enters_field events come after all
-- of them are on the field. Returns the new objects, in timestamp order.
function enter_field_all(list, p, opts)
  opts = opts or {}
  local left, order = { table.unpack(list) }, {}
  while #left > 1 do
    local c = choose_card(active_player(), "FF-11.12.4.11: these enter the field together; choose the next one in timestamp order (earliest first)", left)
    order[#order + 1] = c
    table.remove(left, index_of(left, c))
  end
  order[#order + 1] = left[1]
  local entered = {}
  for _, c in ipairs(order) do
    local q = p or controller(c)
    local n = move(c, "field", q)
    set_controller(n, q)
    if is_backup(n) or opts.dull then tap(n) end
    set_var(n, "since", turn())
    log("P" .. q .. "'s " .. describe(n) .. " enters the field")
    entered[#entered + 1] = n
  end
  for _, n in ipairs(entered) do signal("enters_field", { subject = n, player = controller(n) }) end
  return entered
end
-- One card enters the field (enter_field_all of one); returns the new object.
function enter_field(c, p, opts) return enter_field_all({ c }, p, opts)[1] end

-- FF-11.12.5.7: the replacement effects that apply to card c going to its
-- owner's break zone, then the affected card's controller picks the one to
-- apply first (self-replacements come from the effect itself, before this).
-- Returns the destination zone name. After one applies the event is no longer
-- "put into the break zone", so the others no longer match (digest §11).
local function break_destination(c)
  local reps = filter(rule_abilities("replace_break"), function(r) return r.spec.applies(r.card, c) end)
  if #reps == 0 then return "break" end
  local pick = 1
  if #reps > 1 then
    local labels = {}
    for i, r in ipairs(reps) do labels[i] = { label = describe(r.card) .. ": " .. (r.spec.text or r.spec.to), card = r.card } end
    pick = choose(controller(c), "FF-11.12.5.7: choose the replacement effect to apply to " .. describe(c), labels)
  end
  log(describe(reps[pick].card) .. "'s replacement effect applies to " .. describe(c))
  return reps[pick].spec.to
end

local function announce(c, n, dest, how)
  signal("leaves_field", { subject = c, other = n })
  if dest == "break" then
    log(describe(c) .. (how.broken and " is broken" or " is put into the break zone"))
    signal("put_into_break_zone", { subject = c, other = n, amount = 1 })
    if how.broken then
      signal("broken", { subject = c, other = n })
      for _, s in ipairs(how.by or {}) do signal("breaks_forward", { subject = s, other = c }) end
    end
  elseif dest == "hand" then
    log(describe(c) .. " returns to its owner's hand")
    signal("returned_to_hand", { subject = c, other = n })
  elseif dest == "removed" then
    log(describe(c) .. " is removed from the game")
    signal("removed_from_game", { subject = c, other = n })
  end
end

-- Several field cards to their owners' break zones at the same time.
-- items: { { card, broken = bool, by = {sources} }, ... }
function to_break_zone_all(items)
  local moved = {}
  for _, it in ipairs(items) do
    local c = it[1]
    if on_field(c) then
      local dest = break_destination(c)
      moved[#moved + 1] = { c, move(c, dest, owner(c)), dest, it }
    end
  end
  for _, m in ipairs(moved) do announce(m[1], m[2], m[3], m[4]) end
  return #moved
end
-- FF-15.1.1.3: c is broken (to the Break Zone, by `by`); returns the new objects.
function break_card(c, by) return to_break_zone_all({ { c, broken = true, by = by } }) end       -- FF-15.1.1.3
-- c is put into the Break Zone (not broken); returns the new objects.
function put_into_break_zone(c) return to_break_zone_all({ { c } }) end

-- A card on the field returns to its owner's hand, announced; returns the new object, or nil.
function return_to_hand(c)
  if not on_field(c) then return nil end
  local n = move(c, "hand", owner(c))
  announce(c, n, "hand", {})
  return n
end
-- c is removed from the game (to its owner's removed zone), announced; returns the new object, or nil.
function remove_from_game(c)
  if not c or not exists(c) then return nil end
  local from = zone_of(c)
  local n = move(c, "removed", owner(c))
  if from == "field" then announce(c, n, "removed", {}) else signal("removed_from_game", { subject = c, other = n }) end
  return n
end

-- FF-6.2.6: a change of control is not entering the field. FF-11.12.4.6: it
-- is a layer-1 effect: a modifier setting the "control" characteristic (the
-- ruleset's control_char), so the effects on a card apply in timestamp order
-- (the latest wins) and an "until end of turn" one ends with the others at
-- FF-9.5.1.3.2. The core gives the card to the player the layer names, and
-- back to the player on whose field it entered when no effect is left.
function gain_control(c, p, until_eot)
  if not on_field(c) then return end
  modify(c, "control", "set", p, { duration = until_eot and "end_of_turn" or nil })
end
-- What a change of control does (the core runs it after each): a new
-- "controlled since" (FF-16.19), and the card leaves the battle
-- (FF-10.1.2.4, FF-10.1.3.2; 70_combat.lua).
function control_changed(c, _, p)
  set_var(c, "since", turn())
  log("P" .. p .. " gains control of " .. describe(c))
  leave_battle_on_control_change(c)
end

-- Damage to a character (FF-12.4.5, FF-16.9). opts.instead is the effect's
-- own self-replacement (FF-11.12.5.6), applied first; then the replacement
-- effects that apply, in the order the affected card's controller chooses
-- (FF-11.12.5.7). Returns the damage dealt.
function damage_amount(c, n, opts)
  opts = opts or {}
  if opts.instead then n = opts.instead(n) end
  local reps = filter(rule_abilities("replace_damage"), function(r) return r.spec.applies(r.card, c) end)
  while #reps > 0 do
    local pick = 1
    if #reps > 1 then
      local labels = {}
      for i, r in ipairs(reps) do labels[i] = { label = describe(r.card) .. ": " .. (r.spec.text or "damage"), card = r.card } end
      pick = choose(controller(c), "FF-11.12.5.7: choose the damage replacement to apply next", labels)
    end
    n = reps[pick].spec.change(n, reps[pick].card, c)
    table.remove(reps, pick)                             -- FF-11.12.5.5: at most once
  end
  return n
end
-- The `source` that stands for the attacking party in deal_damage (a hit_by value).
PARTY = -1                                              -- hit_by: the attacking party
-- Deals n damage to Forward c from `source` (after replacements); returns the damage dealt.
function deal_damage(c, n, source, opts)
  if not on_field(c) or not is_forward(c) then return 0 end
  n = damage_amount(c, n, opts)
  if n <= 0 then return 0 end                            -- FF-16.9
  set_var(c, "damage", var(c, "damage") + n)
  if opts and opts.party then set_var(c, "hit_by", PARTY)  -- FF-15.1.1.9.8: every member broke it
  elseif source then set_var(c, "hit_by", source) end
  log(describe(c) .. " is dealt " .. n .. " damage")
  signal("damaged", { subject = c, amount = n, other = source })
  if source then signal("deals_damage_to_forward", { subject = source, other = c, amount = n }) end
  return n
end

-- Damage processing for a player (FF-6.5, FF-16.20), then the EX Bursts it
-- revealed, in order (FF-6.5.2.1, FF-16.8).
function damage_player(p, n, source)
  local revealed = {}
  for _ = 1, n do
    local c = top("deck", p)
    if not c then
      set_pvar(p, "damaged_empty", 1)                   -- FF-3.1.3, FF-16.20
      log("P" .. p .. " receives damage with an empty deck (FF-3.1.3)")
      break
    end
    local d = move(c, "damage", p)
    reveal(d)
    log("P" .. p .. " receives 1 damage: " .. describe(d) .. " (" .. count("damage", p) .. ")")
    signal("player_damaged", { subject = d, player = p })
    if get(d, "ex_burst") == 1 then revealed[#revealed + 1] = d end
  end
  if source then signal("deals_damage_to_player", { subject = source, player = p, amount = n }) end
  for _, d in ipairs(revealed) do ex_burst(d, p) end
end

-- "Each player receives N damage": the TP's, then the NTP's.
function each_player_damaged(n)
  local ap = active_player()
  damage_player(ap, n)
  damage_player(opponent(ap), n)
end
