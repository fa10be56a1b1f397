-- One attack (FF-10.1.3-10.1.4, FF-15.2.3). declare_attack / declare_party
-- (50_actions.lua) made the attackers: Forwards with var attacking = 1.

-- The Forwards attacking now.
function attackers()
  return filter(forwards(), function(c) return var(c, "attacking") == 1 end)
end
-- gvar blocker: 0 no block; the blocking Forward; or LEFT_BATTLE once the block
-- was made and the blocker is no longer blocking (the attack stays blocked).
LEFT_BATTLE = -1
-- The blocking Forward, while it is still on the field; nil when there is none.
function blocker()
  local b = gvar("blocker")
  if b > 0 and on_field(b) and is_forward(b) then return b end
  return nil
end

-- FF-10.1.2.4, FF-10.1.3.2: an attacking Forward is controlled by the TP and a
-- blocking one by the NTP. One whose control changes is no longer attacking or
-- blocking, for the rest of the battle, even if control comes back: it deals
-- and receives no battle damage (FF-10.1.3.3). An attack whose blocker left
-- stays blocked. Called by control_changed (20_moves.lua) on every control change.
function leave_battle_on_control_change(c)
  if var(c, "attacking") == 1 then
    set_var(c, "attacking", 0)
    log(describe(c) .. " changed control: it is no longer attacking (FF-10.1.2.4)")
  end
  if gvar("blocker") == c then
    set_gvar("blocker", LEFT_BATTLE)
    log(describe(c) .. " changed control: it is no longer blocking (FF-10.1.3.2)")
  end
end

-- FF-15.1.1.9.6: "cannot be blocked" members; the party can be blocked if
-- at least one member can be blocked by b.
local function can_block(b, list)
  if is_tapped(b) or forbidden("block", controller(b), b) then return false end   -- FF-10.1.3.1.1-2
  for _, a in ipairs(list) do
    if not forbidden("be_blocked", controller(a), a) then return true end
  end
  return false
end

-- FF-10.1.3.1.3: block costs ("to block X, pay ...": rule abilities of kind
-- "block_cost", 90_sugar's block_cost). The CP cost of b blocking the attack,
-- or nil if it is free. [INTERPRETATION] The party is blocked as one
-- character (FF-10.1.3.4): an ability that taxes several members is paid once.
local function cost_to_block(b, list)
  local cost, any = { req = {}, gen = 0 }, false
  for _, r in ipairs(rule_abilities("block_cost")) do
    for _, a in ipairs(list) do
      if r.spec.applies(r.card, a, b) then
        local c = cp_cost(r.spec.cp)
        for e, n in pairs(c.req) do cost.req[e] = (cost.req[e] or 0) + n end
        cost.gen = cost.gen + c.gen
        any = true
        break
      end
    end
  end
  return any and cost or nil
end

-- FF-10.1.3: the NTP may choose one active Forward to block. Blocks whose cost
-- cannot be paid are not offered. FF-10.1.3.1.3: requirements ("X must block
-- if able", "X must be blocked if able") are met as far as the restrictions
-- allow: the NTP must make a block that meets as many of them as a block
-- without a cost could. [INTERPRETATION] A requirement never obliges a player
-- to pay a cost: if only blocks with a cost would meet it, blocking stays optional.
function block_step()
  local list = attackers()
  if #list == 0 then return end
  local p = opponent(active_player())
  local lure = false                                      -- "must be blocked if able"
  for _, a in ipairs(list) do lure = lure or required("be_blocked", a) end
  local options, costs, met, must = {}, {}, {}, 0
  for _, b in ipairs(forwards(p)) do
    if can_block(b, list) then
      local cost = cost_to_block(b, list)
      if not cost or can_pay_cp(p, cost) then
        options[#options + 1] = b
        costs[b] = cost
        met[b] = (required("block", b) and 1 or 0) + (lure and 1 or 0)
        if not cost then must = math.max(must, met[b]) end
      end
    end
  end
  local choices = filter(options, function(b) return met[b] >= must end)
  local b, picked
  -- FF-16.27: a cancelled block cost is back to the choice of blocker.
  while #choices > 0 do
    local labels = {}
    for i, c in ipairs(choices) do
      local cost = costs[c]
      labels[i] = { label = describe(c) .. (cost and " (block cost: pay " .. describe_cost(cost) .. " CP)" or ""), card = c }
    end
    if must == 0 then labels[#labels + 1] = { label = "None" } end
    local prompt = must > 0 and "FF-10.1.3.1.3: block with a Forward (a block is required)" or "Block the attack with a Forward?"
    b = choices[choose(p, prompt, labels)]
    if not (b and costs[b]) then break end
    -- FF-10.1.3.1.3, FF-10.1.2.3: the block cost is declared with the block and paid at once
    picked = choose_payment(p, costs[b], nil, "the block of " .. describe(b))
    if picked then break end
  end
  if not b then
    log("The attack is not blocked")
    for _, a in ipairs(list) do signal("not_blocked", { subject = a }) end
    return
  end
  if picked then pay_sources(picked) end
  set_gvar("blocker", b)
  log(describe(b) .. " blocks")
  signal("blocks", { subject = b })                       -- FF-10.1.3.5
  for _, a in ipairs(list) do signal("is_blocked", { subject = a, other = b }) end
end

-- FF-15.1.1.9.7: a party strikes first only if every member has First Strike.
local function side_fs(list)
  if #list == 0 then return false end
  for _, a in ipairs(list) do if not has_kw(a, "first_strike") then return false end end
  return true
end

-- The attackers deal their total power to the blocker (FF-15.1.1.9.8).
local function attackers_strike(list, b)
  local total = 0
  for _, a in ipairs(list) do total = total + power(a) end  -- FF-16.9: power <= 0 deals none
  if total > 0 then deal_damage(b, total, list[1], { party = #list > 1 }) end
end

-- The blocker's damage; against a party the NTP splits it in units of 1000
-- (FF-10.1.4.2.1, FF-16.13: a remainder to one member the NTP picks).
local function blocker_strikes(b, list)
  local n = power(b)
  if n <= 0 or #list == 0 then return end
  if #list == 1 then deal_damage(list[1], n, b) return end
  local p = controller(b)
  local share = {}
  local units, rest = n // 1000, n % 1000
  for k = 1, units do
    local c = choose_card(p, "Assign 1000 damage (" .. k .. " of " .. units .. ") to a party member", list)
    share[c] = (share[c] or 0) + 1000
  end
  if rest > 0 then
    local c = choose_card(p, "Assign the remaining " .. rest .. " damage", list)
    share[c] = (share[c] or 0) + rest
  end
  for _, a in ipairs(list) do
    if share[a] then deal_damage(a, share[a], b) end
  end
end

-- FF-15.2.3.2-3: if one side has First Strike and the other not, it deals its
-- damage now; then the interim window (the "interim" sequence): rule processes
-- run, priority is given with no summon, action or special ability
-- (instant_timing), and the triggers wait until after regular damage (the
-- step holds them). No first strike, no window.
function first_strike_step()
  local list, b = attackers(), blocker()
  if #list == 0 or not b then return end
  local afs, bfs = side_fs(list), has_kw(b, "first_strike")
  if afs and not bfs then
    set_gvar("fs", 1)
    log("First strike: the attack deals its damage first")
    attackers_strike(list, b)
  elseif bfs and not afs then
    set_gvar("fs", 2)
    log("First strike: the blocker deals its damage first")
    blocker_strikes(b, list)
  else
    return
  end
  push_sequence("interim")
end

-- FF-10.1.4.1-2: an unblocked attack deals 1 damage; a blocked one, battle
-- damage from every combatant still on the field (FF-10.1.3.3).
function damage_step()
  local list = attackers()
  if #list == 0 then return end
  if gvar("blocker") == 0 then
    damage_player(opponent(active_player()), 1, list[1])
    return
  end
  local b = blocker()
  if not b then return end
  local fs = gvar("fs")
  -- simultaneous: both amounts are fixed before either is dealt
  if fs ~= 1 then
    if fs == 0 then
      local total = 0
      for _, a in ipairs(list) do total = total + power(a) end
      blocker_strikes(b, list)
      if total > 0 then deal_damage(b, total, list[1], { party = #list > 1 }) end
    else
      attackers_strike(list, b)
    end
  else
    blocker_strikes(b, list)
  end
end

-- FF-10.1.4.5: the party disbands; back to the declaration step (FF-10.1.4.6).
function battle_end_step()
  for _, c in ipairs(field_cards()) do
    if var(c, "attacking") == 1 then set_var(c, "attacking", 0) end
  end
  set_gvar("blocker", 0)
  set_gvar("fs", 0)
end
