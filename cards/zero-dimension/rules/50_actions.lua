-- The tests and procedures of the priority options the declaration lists
-- (00_declare.lua, `actions`): use a card (ZD-7.2), activate an effect
-- (ZD-7.6), level up (ZD-7.8), initiate a battle (ZD-10.1).

-- ZD-1.10: "cannot" beats "can": forbidden(action, player, card), from the
-- common library (rule abilities of kind "forbid").

-- Target candidates for a spec { zone = "battle"|"character"|"rest"|..., filter = fn(e, c) }.
function target_candidates(spec, e)
  local pool
  local zone = spec.zone or "battle"
  if zone == "battle" then pool = in_play()
  elseif zone == "character" then pool = characters()
  else
    pool = {}
    for _, p in ipairs({ 1, 2 }) do
      for _, c in ipairs(cards(zone, p)) do pool[#pool + 1] = c end
    end
  end
  if not spec.filter then return pool end
  return filter(pool, function(c) return spec.filter(e, c) end)
end

-- The characters equipment eq of p may be equipped to: p's, and the opponent's for equip_opponent (ZD-7.3.2).
function equip_candidates(eq, p)
  local list = { table.unpack(characters(p)) }         -- a list of its own: characters() is shared
  if get(eq, "equip_opponent") == 1 then               -- ZD-7.3.2
    for _, c in ipairs(characters(opponent(p))) do list[#list + 1] = c end
  end
  return list
end

-- Whether the spec has a target now: the first candidate found will do.
local function has_target(spec, e)
  local list = target_candidates({ zone = spec.zone }, e)
  if not spec.filter then return #list > 0 end
  for _, c in ipairs(list) do
    if spec.filter(e, c) then return true end
  end
  return false
end

-- The card's "tactic" ability (its text when used), if any.
function use_spec(c)
  return custom_spec(abilities(c), "tactic")              -- the first, without a list of them all
end

-- ZD-1.10 with ZD-3.3.3: the bans (rule abilities of kind "forbid") on player p using card c (of type t). As
-- forbidden() does, but each ban's forbid(self, action, player, card, using)
-- gets a fifth argument, true: the card is being used, so a cost the ban
-- reads is the cost of this use (cost_at_least(n)(card, using)), not the 0
-- a variable cost counts as in the hand.
local NONE = {}
local function use_forbidden(p, c, t, bans)
  for _, r in ipairs(bans) do
    local f = r.spec.forbid
    if t == "character" and f(r.card, "deploy", p, c, true) then return true end
    if f(r.card, "use", p, c, true) then return true end
  end
  return false
end

-- Whether player p may use card c from their hand now. Its timing (ZD-7.1,
-- ZD-7.4.1: main timing, or any time for an instant tactic) is the
-- declaration's gate, checked before this runs; reading no step here lets
-- the core keep the answer while nothing changes.
function can_use(p, c)
  local t = get(c, "type")
  local rules = rule_abilities_by_kind()                -- "forbid" and "cost_mod" from one lookup
  if rules.forbid and use_forbidden(p, c, t, rules.forbid) then return false end
  local total, cells = cost_of(c, rules.cost_mod or NONE)
  if not can_pay(p, total, cells) then return false end
  if t == "equipment" and #equip_candidates(c, p) == 0 then return false end
  local spec = use_spec(c)
  if spec then
    local e = make_ctx({ card = c, controller = p })
    if spec.target and not has_target(spec.target, e) then return false end
    if spec.cost and not can_pay_cost(spec.cost, e) then return false end
    if spec.can and not spec.can(e) then return false end
  end
  return true
end

-- Whether p may activate c's ability i now: it works, its `can`, its cost, a target if it takes one.
function activation_ok(c, i, p)
  local a = ability(i)
  if a.kind ~= "activated" or not ability_works(c, i) then return false end
  local e = make_ctx({ card = c, controller = p })
  if a.can and not a.can(e) then return false end
  if not can_pay_cost(a.cost, e) then return false end
  if a.target and not has_target(a.target, e) then return false end
  return true
end

-- (shares_name(c, h) for each hand card h, with c's names read once.)
function can_level_up(p, c)
  if level(c) >= param("max_level") then return false end
  local names = get(c, "names")
  for _, h in ipairs(cards("hand", p)) do
    for _, n in ipairs(names) do
      if has(h, "names", n) then return true end
    end
  end
  return false
end

local function may_attack(p, c, now)
  return not is_tapped(c) and var(c, "deployed") ~= now and not forbidden("attack", p, c)
end
-- p's characters that may attack now.
function attackers(p)
  local now = turn()
  return filter(characters(p), function(c) return may_attack(p, c, now) end)
end

-- What p's attack may target: 0 (the opponent's life zone) and the opponent's characters parameter attack_targets allows.
function attack_targets(p)
  local mode = param("attack_targets")
  local out = { 0 }   -- 0 = the opponent's life zone
  if mode ~= 2 then
    for _, c in ipairs(characters(opponent(p))) do
      if mode == 1 or is_tapped(c) then out[#out + 1] = c end
    end
  end
  return out
end

-- ZD-10.1: a battle can be initiated while a character could attack (the
-- test of attackers(p), stopping at the first, without the list).
function can_battle(p)
  local now = turn()
  for _, c in ipairs(characters(p)) do
    if may_attack(p, c, now) then return true end
  end
  return false
end

-- ZD-7.2: announce (to the chain), cost, pay, targets, then the link.
function use_card(c)
  local p = controller(c)
  local x = move(c, "chain")
  set_controller(x, p)
  log("P" .. p .. " uses " .. describe(x))
  local total, cells = cost_of(x)
  pay(p, total, cells)
  local e = make_ctx({ card = x, controller = p })
  local spec = use_spec(x)
  if spec and spec.cost then pay_cost(spec.cost, e) end
  local targets = {}
  if is_equipment(x) then
    targets = { choose_card(p, "Choose a character to equip " .. describe(x) .. " to", equip_candidates(x, p)) }
  elseif spec then
    targets = choose_targets(spec.target, e, describe(x))
  end
  push_link({ run = "resolve_card", source = x, controller = p, targets = targets, label = describe(x) })
end

-- ZD-7.6: the effect goes on the chain; the card stays.
function activate(c, i)
  local p = controller(c)
  local a = ability(i)
  local e = make_ctx({ card = c, controller = p })
  pay_cost(a.cost, e)
  local targets = choose_targets(a.target, e, describe(c))
  push_link({ run = "resolve_ability", args = { i, 0 }, source = c, controller = p, targets = targets,
              ability = i, label = describe(c) .. ": " .. ability_words(a, c) })
end

-- ZD-7.8.1: no chain; discard a card sharing a character name; level + 1.
function level_up(c)
  local p = controller(c)
  local options = filter(cards("hand", p), function(h) return shares_name(c, h) end)
  discard(choose_card(p, "Discard a card sharing a character name with " .. describe(c), options))
  if not exists(c) then return end
  set_var(c, "level", level(c) + 1)
  log(describe(c) .. " levels up to LV" .. level(c))
  raise("on_level_up", { subject = c })
end

-- ZD-10.1, ZD-10.2: choose the attacker and its target; no chain.
function initiate_battle()
  local p = active_player()
  local a = choose_card(p, "Choose the attacking character", attackers(p))
  local options = {}
  for _, t in ipairs(attack_targets(p)) do
    options[#options + 1] = t == 0 and { label = "P" .. opponent(p) .. "'s life zone" } or { card = t }
  end
  local pick = attack_targets(p)[choose(p, "Choose the attack target", options)]
  set_tapped(a, true)          -- part of the declaration, not a cost (ZD-3.17)
  set_gvar("attacker", a)
  set_gvar("target", pick)
  set_gvar("defender", 0)
  set_gvar("success", 0)
  set_gvar("winner", 0)
  log(describe(a) .. " attacks " .. (pick == 0 and "the life zone" or describe(pick)))
  raise("on_attack", { subject = a })
  push_sequence("battle")
end
