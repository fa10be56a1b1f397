-- Combat (CW §10): declaring an attack, the replay, damage calculation.

-- CW-10.2: an opposing monster in the attacker's system, either position;
-- the opponent directly (0) only if they have none in that system.
function same_system_foes(a)
  local foe = opponent(controller(a))
  return filter(cards("monster", foe), function(m) return same_system(a, m) end)
end

-- What monster a may attack (CW-10.2): same-system foes, else the opponent directly (0) unless forbidden.
function attack_targets(a)
  local foes = same_system_foes(a)
  if #foes > 0 then return foes end
  if forbidden("direct", controller(a), a) then return {} end
  return { 0 }
end

-- CW-10.2, CW-10.6: face up in attack position, not attacked this turn, a
-- target to attack.
function can_attack(p, c)
  if in_defence(c) or var(c, "attacked") == turn() or forbidden("attack", p, c) then return false end
  return #attack_targets(c) > 0
end

local function target_options(a, targets)
  local options = {}
  for _, t in ipairs(targets) do
    options[#options + 1] = t == 0 and { label = "P" .. opponent(controller(a)) .. " directly" } or { card = t }
  end
  return options
end

-- CW-10.2: no chain; on_attack and on_attacked trigger; then both players
-- have priority, the TP first (the attack step).
function declare_attack(a)
  local p = controller(a)
  local targets = attack_targets(a)
  local t = targets[choose(p, "Attack target for " .. describe(a), target_options(a, targets))]
  set_var(a, "attacked", turn())
  set_gvar("attacker", a)
  set_gvar("target", t)
  set_gvar("tsys", var(a, "void"))
  set_gvar("tcount", #same_system_foes(a))
  log(describe(a) .. " (" .. describe_form(a) .. ") attacks " .. (t == 0 and ("P" .. opponent(p) .. " directly") or describe(t)))
  raise("on_attack", { subject = a, other = t ~= 0 and t or nil })
  if t ~= 0 then raise("on_attacked", { subject = t, other = a }) end
  push_sequence("attack")
end

-- The attacking monster, or nil when it has gone or left the monster zone.
function attacker()
  local a = gvar("attacker")
  if a == 0 or not exists(a) or zone_of(a) ~= "monster" then return nil end
  return a
end

-- CW-10.3: the attack is replayed when its target left or changed system,
-- or the attacker's system changed, or (replay_on_count_change) the number
-- of opposing monsters in that system changed: the TP picks a new target
-- or ends the attack (which still counts as its attack).
local function still_target(a)
  local t = gvar("target")
  if var(a, "void") ~= gvar("tsys") then return nil end
  local foes = same_system_foes(a)
  if param("replay_on_count_change") == 1 and #foes ~= gvar("tcount") then return nil end
  if t == 0 then return #foes == 0 and not forbidden("direct", controller(a), a) and 0 or nil end
  if exists(t) and zone_of(t) == "monster" and controller(t) ~= controller(a) and same_system(a, t) then return t end
  return nil
end

local function replay(a)
  local p = controller(a)
  local targets = attack_targets(a)
  local options = target_options(a, targets)
  options[#options + 1] = { label = "End the attack" }
  local k = choose(p, "The attack is replayed (CW-10.3): a new target for " .. describe(a), options)
  if k > #targets then return nil end
  log(describe(a) .. " now attacks " .. (targets[k] == 0 and "directly" or describe(targets[k])))
  return targets[k]
end

-- CW-10.4: damage calculation, with no chain; S = the attacker's system.
local function battle(a, t)
  local p, foe = controller(a), opponent(controller(a))
  local void = var(a, "void")
  if t == 0 then
    lose_total(foe, void, atk(a))
    return
  end
  local dead, hurt, n = {}, nil, 0
  if not in_defence(t) then
    local x, y = atk(a), atk(t)
    if x > y then dead = { t }; hurt, n = foe, x - y
    elseif x < y then dead = { a }; hurt, n = p, y - x
    elseif x > 0 then dead = { a, t } end
  else
    local x, y = atk(a), def(t)
    if x > y then dead = { t }
    elseif x < y then hurt, n = p, y - x end
  end
  log(describe(a) .. " battles " .. describe(t))
  if hurt then lose_total(hurt, void, n) end
  -- Which destroyed which, before they move (on_battle_destroy is the winner's).
  local winner = #dead == 1 and (dead[1] == t and a or t) or nil
  destroy_all(dead, true)
  if winner and exists(winner) then raise("on_battle_destroy", { subject = winner, other = dead[1] }) end
end

-- CW-10.4: the attacker (still attacking) battles its target, chosen again by a replay when it is gone.
function damage_step()
  local a = attacker()
  if not a or controller(a) ~= active_player() or in_defence(a) then
    log("The attack ends")
    return
  end
  local t = still_target(a)
  if t == nil then
    t = replay(a)
    if t == nil then log("The attack ends"); return end
  end
  battle(a, t)
  check_totals()                                         -- CW-10.5
end
