-- A battle (ZD §10). initiate_battle (50_actions.lua) declared the attack.

local function attacker() local a = gvar("attacker"); return exists(a) and a or nil end

-- ZD-10.4: an attacker that left the battle zone (or changed control) before
-- combat damage: the battle skips to its end (ZD-10.12), so the steps left
-- open no window. A battle is pushed only from the action step (ZD-10.1), and
-- skip_to_step ends the pushed battle and goes on from there: the action step
-- has no begin procedure, so this is the plain return to it, AP priority.
local function attacker_gone()
  local a = attacker()
  if a and controller(a) == active_player() then return false end
  log("The attacker has left: the battle ends (ZD-10.4)")
  battle_end_step()
  skip_to_step("action")
  return true
end

-- ZD-10.5: the NAP may declare one untapped character as defender. It begins
-- right after the attack step, and so does the check of ZD-10.4.
function declare_defence_step()
  if attacker_gone() then return end
  local a = attacker()
  local p = opponent(active_player())
  local options = filter(characters(p), function(c) return not is_tapped(c) and not forbidden("defend", p, c) end)
  if #options == 0 then return end
  local d = choose_card(p, "Declare a defender against " .. describe(a) .. "?", options, true)
  if not d then return end
  set_tapped(d, true)
  set_gvar("defender", d)
  log(describe(d) .. " defends")
  raise("on_defend", { subject = d })
end

-- ZD-10.8: life damage from a successful attack, or from an effect.
function life_damage(p, amount, combat)
  if amount <= 0 then return end
  local n = count("life", p)
  if n == 0 then
    if combat then
      lose(p, "successfully attacked with an empty life zone (ZD-1.3.1)")
      check_outcome()
    end
    return
  end
  raise("on_life_damaged", { player = p, amount = amount })
  for _ = 1, math.min(amount, n) do                     -- ZD-10.8.4: extra damage is ignored
    local c = top("life", p)
    set_face_down(c, false)
    reveal(c)
    log("P" .. p .. "'s life card " .. describe(c) .. " is flipped")
    run_counter(c)                                      -- ZD-9.4.2: before it moves on
    if exists(c) then
      if param("life_damage_to") == 0 then move(c, "hand", owner(c)) else move(c, "rest", owner(c)) end
    end
  end
end

-- How many life cards a successful attack on the life zone takes: the parameter, or the attacker's life_damage ability.
function attack_life_damage(a)
  local n = param("attack_life_damage")
  for _, i in ipairs(abilities_of_kind(a, "life_damage")) do n = ability(i).amount end
  return n
end

-- ZD-10.7 (a)/(b): both deal damage at the same time, then battle destruction.
local function exchange(a, d)
  local da, dd = atk(d), atk(a)
  if dd > 0 then set_var(d, "damage", var(d, "damage") + dd); raise("on_damaged", { subject = d, amount = dd }) end
  if da > 0 then set_var(a, "damage", var(a, "damage") + da); raise("on_damaged", { subject = a, amount = da }) end
  log(describe(a) .. " and " .. describe(d) .. " deal " .. dd .. " and " .. da .. " damage")
  local gone, destroyed = {}, {}
  for _, c in ipairs({ a, d }) do
    if raw_def(c) <= 0 then gone[#gone + 1] = c
    elseif var(c, "damage") >= def(c) and var(c, "damage") > 0 then destroyed[#destroyed + 1] = c end
  end
  for _, c in ipairs(gone) do to_rest(c) end
  destroy_all(destroyed, { battle = true, attacker = a, defender = d })
  local a_dead, d_dead = false, false
  for _, c in ipairs(destroyed) do
    if c == a then a_dead = true end
    if c == d then d_dead = true end
  end
  return a_dead, d_dead
end

-- ZD-10.7: the battle step: combat damage, then who won (ZD-10.10).
function battle_step()
  if attacker_gone() then return end                 -- ZD-10.4, after the defence step
  local a = attacker()
  local t, d = gvar("target"), gvar("defender")
  local defending = d ~= 0 and d or (t ~= 0 and t or nil)
  local a_dead, d_dead = false, false
  -- ZD-10.4.1: a defender or target whose control changed has left the battle
  local function still(c) return exists(c) and controller(c) ~= active_player() end
  if d ~= 0 then
    if still(d) then a_dead, d_dead = exchange(a, d) end            -- (a), (d)
  elseif t ~= 0 then
    if still(t) then a_dead, d_dead = exchange(a, t) end            -- (b), (e)
  else
    set_gvar("success", 1)                                          -- (c)
    local dmg = atk(a) > 0 and attack_life_damage(a) or 0
    log(describe(a) .. "'s attack on the life zone succeeds")
    life_damage(opponent(active_player()), dmg, true)
  end
  if exists(a) and (gvar("success") == 1 or d_dead) then
    set_gvar("winner", a)
    raise("on_battle_win", { subject = a })
    raise("on_attack_win", { subject = a })
  elseif defending and exists(defending) and a_dead then
    set_gvar("winner", defending)
    raise("on_battle_win", { subject = defending })
    raise("on_defend_win", { subject = defending })
  end
end

-- ZD-10.12: "until end of battle" effects end and the battle's game variables are cleared.
function battle_end_step()                               -- ZD-10.12
  end_duration("end_of_battle")
  for _, k in ipairs({ "attacker", "target", "defender", "success", "winner" }) do set_gvar(k, 0) end
end
