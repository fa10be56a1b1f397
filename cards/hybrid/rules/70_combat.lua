-- Combat (§10): attack declarations, blocks, damage, lost targets.
-- [Core limit] Attacking creatures stay in the creature zone, marked
-- (obj var attacking): a move to a battle zone would make them new objects
-- and wipe their damage and effects, which HY-4.6 says it must not.

-- HY-12.1, HY-10.2.2: Taunt: that player cannot be chosen as a target.
function taunted(q)
  for _, c in ipairs(cards("creature", q)) do
    if has_keyword(c, "taunt") then return true end
  end
  return false
end

-- HY-10.2.1: an opponent directly (encoded -q), or any creature an
-- opponent controls, set ones and tokens included.
function attack_targets(a)
  local p = controller(a)
  local out = {}
  for _, q in ipairs(opponents(p)) do
    if not taunted(q) and not forbidden("attack_player", p, a) then out[#out + 1] = -q end
  end
  for _, c in ipairs(opponents_creatures(p)) do out[#out + 1] = c end
  return out
end

local function target_label(t)
  if t < 0 then return { label = pname(-t) .. " directly" } end
  return { card = t }
end
local function describe_target(t) return t < 0 and (pname(-t) .. " directly") or describe(t) end
-- "A attacks T", read by each player as they may know it: a set creature
-- (face down, HY-12.6) is named to its controller only; the others read
-- whose set creature it is.
local function log_attack(a, t, verb)
  if t > 0 and is_face_down(t) then
    local q = controller(t)
    for p = 1, players() do
      log_private(p, describe(a) .. verb .. (p == q and describe(t) or (pname(q) .. "'s set creature")))
    end
  else
    log(describe(a) .. verb .. describe_target(t))
  end
end

-- Whether attack_targets(a) would list anything, without making the list:
-- an opponent with a creature, or one a that may attack directly.
local function has_attack_target(a)
  local p = controller(a)
  for _, q in ipairs(opponents(p)) do
    if count("creature", q) > 0 then return true end
    if not taunted(q) and not forbidden("attack_player", p, a) then return true end
  end
  return false
end

-- HY-10.2: face up, untapped, no summoning sickness, not attacking.
function can_attack_with(p, c)
  if is_face_down(c) or is_tapped(c) or is_sick(c) or var(c, "attacking") ~= 0 then return false end
  if forbidden("attack", p, c) then return false end
  return has_attack_target(c)
end
local function eligible_attackers(p)
  return filter(cards("creature", p), function(c) return can_attack_with(p, c) end)
end
-- Whether p has a creature that may attack.
function can_declare(p) return #eligible_attackers(p) > 0 end

-- HY-10.2, HY-10.2.3, HY-10.2.4: the AP picks attackers one at a time (an
-- ordered group is one declaration), each with its target; they tap.
function declare_attack()
  local p = active_player()
  local chosen = {}
  while true do
    local options = eligible_attackers(p)
    if #options == 0 then break end
    local prompt = #chosen == 0 and "Attack with" or "Add another attacker to the group (none: declare)"
    local a = choose_card(p, prompt, options, #chosen > 0)
    if not a then break end
    local targets = attack_targets(a)
    local opts = {}
    for k, t in ipairs(targets) do opts[k] = target_label(t) end
    local t = targets[choose(p, "Attack target for " .. describe(a), opts)]
    chosen[#chosen + 1] = a
    tap(a)
    set_var(a, "attacking", #chosen)
    set_var(a, "target", t)
    log_attack(a, t, " attacks ")
  end
  set_gvar("decl", gvar("decl") + 1)
  for _, a in ipairs(chosen) do
    local t = var(a, "target")
    raise("on_attack", { subject = a, other = t > 0 and t or nil, player = t < 0 and -t or nil })
  end
  push_sequence("attack")
end

-- The creatures attacking now, in the declared order.
function attackers()
  local list = filter(cards("creature", active_player()), function(c) return var(c, "attacking") > 0 end)
  table.sort(list, function(x, y) return var(x, "attacking") < var(y, "attacking") end)
  return list
end

-- Whom an attacker's target belongs to (0: none left).
local function target_player(t)
  if t < 0 then return -t end
  if exists(t) and zone_of(t) == "creature" then return controller(t) end
  return 0
end

-- A blocker's attacker's blockers, in the attacking player's order.
function blockers_of(a)
  local list = filter(creatures(), function(c) return var(c, "blocking") == a end)
  table.sort(list, function(x, y) return var(x, "order") < var(y, "order") end)
  return list
end

-- HY-10.3: each defending player, in turn order after the AP, picks blockers
-- among their untapped face-up creatures; each blocks one attacker aimed at
-- them or their creature. Then the AP orders each attacker's blockers.
function block_step()
  local list = attackers()
  if #list == 0 then return end
  local ap = active_player()
  for _, q in ipairs(opponents(ap)) do
    local mine = filter(list, function(a) return target_player(var(a, "target")) == q end)
    while #mine > 0 do
      local options = filter(cards("creature", q), function(c)
        return not is_face_down(c) and not is_tapped(c) and var(c, "blocking") == 0 and not forbidden("block", q, c)
      end)
      if #options == 0 then break end
      local b = choose_card(q, "Block with a creature (none: no more blockers)", options, true)
      if not b then break end
      local a = mine[1]
      if #mine > 1 then a = choose_card(q, "Which attacker does " .. describe(b) .. " block?", mine) end
      set_var(b, "blocking", a)
      set_var(a, "blocking", -1)
      log(describe(b) .. " blocks " .. describe(a))
    end
  end
  for _, a in ipairs(list) do
    if var(a, "blocking") == -1 then
      local rest = filter(creatures(), function(c) return var(c, "blocking") == a end)
      local k = 0
      while #rest > 0 do
        local b = rest[1]
        if #rest > 1 then b = choose_card(ap, "Order the blockers of " .. describe(a) .. ": next to take its damage", rest) end
        k = k + 1
        set_var(b, "order", k)
        rest = filter(rest, function(c) return c ~= b end)
      end
      raise("on_blocked", { subject = a })
      for _, b in ipairs(blockers_of(a)) do raise("on_block", { subject = b, other = a }) end
    end
  end
end

-- HY-10.6: whether the target is still there; if not, a new legal target
-- now, or no damage.
local function still_target(a)
  local t = var(a, "target")
  local p = controller(a)
  if t < 0 then
    if in_game(-t) and -t ~= p then return t end
  elseif exists(t) and zone_of(t) == "creature" and in_game(controller(t)) and controller(t) ~= p then
    return t
  end
  local targets = attack_targets(a)
  local opts = {}
  for k, x in ipairs(targets) do opts[k] = target_label(x) end
  opts[#opts + 1] = { label = "No damage" }
  local k = choose(p, "HY-10.6: the target of " .. describe(a) .. " is lost: a new target", opts)
  if k > #targets then return nil end
  set_var(a, "target", targets[k])
  log_attack(a, targets[k], " now attacks ")
  return targets[k]
end

-- One battle (HY-10.4): all its damage at once.
local function battle(a)
  local p = controller(a)
  local hits = {}           -- { creature, amount }
  if var(a, "blocking") == -1 then
    local bs = blockers_of(a)
    if #bs == 0 then
      log(describe(a) .. " was blocked and its blockers are gone: no damage")
      return
    end
    local left = atk(a)
    for _, b in ipairs(bs) do
      local need = def(b) - var(b, "damage")
      if need < 0 then need = 0 end
      local n = math.min(left, need)
      if n > 0 then hits[#hits + 1] = { b, n } end
      left = left - n
      if atk(b) > 0 then hits[#hits + 1] = { a, atk(b) } end
    end
    log(describe(a) .. " battles its blockers")
  else
    local t = still_target(a)
    if not t then return end
    if t < 0 then
      local n = atk(a)
      if n > 0 then
        lose_life(-t, n)
        raise("on_deal_combat_damage", { subject = a, player = -t, amount = n })
      end
      return
    end
    log(describe(a) .. " battles " .. describe(t))
    if atk(a) > 0 then hits[#hits + 1] = { t, atk(a) } end
    if param("attacked_deals_back") == 1 and atk(t) > 0 then hits[#hits + 1] = { a, atk(t) } end
  end
  for _, h in ipairs(hits) do damage_creature(h[1], h[2]) end
  for _, h in ipairs(hits) do
    local src = h[1] == a and nil or a
    if src then raise("on_deal_combat_damage", { subject = a, other = h[1], amount = h[2] }) end
  end
end

-- HY-10.4: the battles one by one, in the declared order; the state checks
-- after each.
function damage_step()
  for _, a in ipairs(attackers()) do
    if exists(a) and zone_of(a) == "creature" and in_game(controller(a)) then
      battle(a)
      run_checks()
    end
  end
end

-- HY-10.7 (2): the attackers go back, still tapped; nothing is left marked.
function after_attack()
  for _, c in ipairs(creatures()) do
    for _, v in ipairs({ "attacking", "target", "blocking", "order" }) do
      if var(c, v) ~= 0 then set_var(c, v, 0) end
    end
  end
end
