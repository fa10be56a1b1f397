-- The tests and procedures of the priority options the declaration lists
-- (00_declare.lua, `actions`):
-- play a character (FF-11.4), cast a summon (FF-11.3), use an action or
-- special ability (FF-11.6, 11.7), Back Attack (FF-15.2.5), declare an attack
-- (FF-10.1.2). A procedure that cannot be completed raises a rule error and
-- the engine restores the state from before the action (FF-14, FF-16.15).

-- Target candidates for a spec { filter = fn(e, c), zone = "field"|"break"|... }.
local function target_pool(spec)
  local zone = spec.zone or "field"
  if zone == "field" then return field_cards() end
  local pool = {}
  for q = 1, 2 do for _, c in ipairs(cards(zone, q)) do pool[#pool + 1] = c end end
  return pool
end
-- The test each candidate passes (the "cannot choose" abilities looked up
-- once, not once per card).
local function candidate_test(spec, e)
  local forbids = #rule_abilities("forbid") > 0
  local f = spec.filter
  return function(c)
    if c == e.card then return false end                -- FF-11.3.3, 11.6.5: not itself
    if forbids and forbidden("choose", e.you, c) then return false end
    return not f or f(e, c)
  end
end
-- The cards a target spec allows now for effect context e.
function target_candidates(spec, e)
  return filter(target_pool(spec), candidate_test(spec, e))
end
-- Whether c still exists and is among the candidates.
function target_legal(spec, e, c)
  return c and exists(c) and contains(target_candidates(spec, e), c)
end
-- e.you chooses a target among the candidates (signalling "chosen"); {} for a nil spec.
function choose_targets(spec, e, what)
  if not spec then return {} end
  local t = choose_card(e.you, "Choose a target for " .. what, target_candidates(spec, e))
  signal("chosen", { subject = t, player = e.you })
  return { t }
end
-- Whether the spec has a target now: the first candidate found will do.
local function targets_ok(spec, e)
  if not spec then return true end
  local ok = candidate_test(spec, e)
  for _, c in ipairs(target_pool(spec)) do
    if ok(c) then return true end
  end
  return false
end

-- The card's summon text, if any (kind "summon").
function summon_spec(c)
  local ids = abilities_of_kind(c, "summon")
  return ids[1] and ability(ids[1]) or nil
end

-- FF-7.7.3, FF-16.6, FF-16.2: may player p have character c enter by playing it?
function field_allows(p, c)
  local mine = characters(p)
  if get(c, "generic") ~= 1 then
    local name = get(c, "name")
    for _, o in ipairs(mine) do
      if get(o, "name") == name then return false end
    end
  end
  if is_light_dark(c) then
    for _, o in ipairs(mine) do if is_light_dark(o) then return false end end
  end
  if is_backup(c) and #backups(p) >= param("max_backups") then return false end
  return true
end

local function payable(p, c)
  return param("offer_unpayable") == 1 or can_pay_card(p, c)
end

-- The `can` tests of the declaration's actions. Their timings (FF-11.4.1
-- main timing, FF-15.2.5.2 Back Attack, FF-11.1.1 instant timing) are the
-- declaration's gates, checked before these run; reading no step here lets
-- the core keep their answers while nothing changes. (They read a card's
-- type with get(), not through is_summon and is_type: they run for every
-- card in the hand at every change to what they read.)
function can_play(p, c)
  if get(c, "type") == "summon" or forbidden("play", p, c) then return false end
  return field_allows(p, c) and payable(p, c)
end

-- Whether p may cast Summon c now: not forbidden, its timing, a payable cost, a target if it takes one.
function can_cast(p, c)
  if get(c, "type") ~= "summon" or forbidden("cast", p, c) then return false end
  local spec = summon_spec(c)
  local e = make_ctx({ card = c, controller = p })
  if spec and not targets_ok(spec.target, e) then return false end
  return payable(p, c)
end

-- Whether p may use c's action ability i now: it works, its `can`, its timing, its cost, a target.
function can_use_ability(c, i, p)
  local a = ability(i)
  if a.kind ~= "activated" or not ability_works(c, i) then return false end
  local e = make_ctx({ card = c, controller = p })
  if a.can and not a.can(e) then return false end
  if not targets_ok(a.target, e) then return false end
  return can_pay_cost(a.cost, e)
end

-- FF-10.1.2.1: may c attack now?
function can_attack(c)
  local p = active_player()
  if not on_field(c) or get(c, "type") ~= "forward" or controller(c) ~= p or is_tapped(c) then return false end
  if var(c, "attacked") == turn() then return false end                   -- FF-10.1.2.1.2
  if not has_kw(c, "haste") and var(c, "since") >= turn() then return false end   -- FF-10.1.2.1.1
  return not forbidden("attack", p, c)
end
-- A requirement on c ("must attack", "must block": 90_sugar.lua's must).
function required(what, c)
  for _, r in ipairs(rule_abilities("must")) do
    if r.spec.must == what and r.spec.applies(r.card, c) then return true end
  end
  return false
end
-- FF-10.1.2.1.3: the attack phase cannot end while a Forward that must attack
-- has not attacked and could: the TP may not declare no attack (the pass that
-- ends the declaration step, FF-10.1.2.7). The core asks before offering a pass.
function may_pass(p)
  if step() ~= "declare" or p ~= active_player() or chain_size() > 0 then return true end
  for _, c in ipairs(forwards(p)) do
    if can_attack(c) and required("attack", c) then return false end
  end
  return true
end

-- FF-15.1.1.9.2: members without the party icon share one element.
function party_ok(list)
  local el
  for _, c in ipairs(list) do
    if get(c, "party_any") ~= 1 then
      if el and element(c) ~= el then return false end
      el = element(c)
    end
  end
  return true
end

-- FF-10.1.2: the declaration step's options (the declaration's `actions`).
function may_declare_attack(_, c) return can_attack(c) end
-- Whether p has two Forwards that may attack together as a party.
function party_possible(p)
  local able = filter(forwards(p), can_attack)
  for _, a in ipairs(able) do
    for _, b in ipairs(able) do
      if a ~= b and party_ok({ a, b }) then return true end
    end
  end
  return false
end

-- FF-11.4: a special action, no stack; then the TP gets priority (policy).
function play_character(c)
  local p = controller(c)
  reveal(c)
  pay_sources(choose_payment_or_undo(p, card_cost(c), { c }, describe(c)))
  local n = enter_field(c, p)
  signal("character_played", { subject = n, player = p })
end

-- FF-11.3: to the stack, targets, cost, paid at once; the caster keeps priority.
function cast_summon(c)
  local p = controller(c)
  local x = move(c, "stack")
  set_controller(x, p)
  reveal(x)
  log("P" .. p .. " casts " .. describe(x))
  local spec = summon_spec(x)
  local e = make_ctx({ card = x, controller = p })
  local targets = spec and choose_targets(spec.target, e, describe(x)) or {}
  pay_sources(choose_payment_or_undo(p, card_cost(x), { x }, describe(x)))
  push_link({ run = "resolve_summon", source = x, controller = p, targets = targets, label = describe(x) })
  signal("summon_cast", { subject = x, player = p })
end

-- FF-11.6 / 11.7: the ability goes on the stack; the user keeps priority.
function use_ability(c, i)
  local p = controller(c)
  local a = ability(i)
  local e = make_ctx({ card = c, controller = p })
  local targets = choose_targets(a.target, e, describe(c))
  pay_cost(a.cost, e)
  push_link({ run = "resolve_ability", args = { i, 0, 0, 0 }, source = c, controller = p, targets = targets,
              ability = i, label = describe(c) .. ": " .. ability_words(a, c) })
  signal("ability_used", { subject = c, player = p })
end

-- FF-10.1.2.2-6: dull the attackers (not with Brave), mark them, trigger.
local function begin_attack(list)
  for _, c in ipairs(list) do
    set_var(c, "attacking", 1)
    set_var(c, "attacked", turn())
    if not has_kw(c, "brave") then dull(c) end          -- FF-15.2.1
  end
  set_gvar("blocker", 0)
  set_gvar("fs", 0)
  for _, c in ipairs(list) do
    log(describe(c) .. " attacks")
    signal("attacks", { subject = c })
    if #list > 1 then signal("party_attacks", { subject = c }) end
  end
  push_sequence("battle")
end

-- Forward c attacks alone (a party is FF-15.1.1.9).
function declare_attack(c) begin_attack({ c }) end

-- FF-15.1.1.9: a party of two or more eligible Forwards.
function declare_party()
  local p = active_player()
  local members = {}
  while true do
    local options = filter(forwards(p), function(c)
      if contains(members, c) or not can_attack(c) then return false end
      local with = { table.unpack(members) }
      with[#with + 1] = c
      if not party_ok(with) then return false end
      if #members == 0 then                             -- it must have a partner
        for _, o in ipairs(forwards(p)) do
          if o ~= c and can_attack(o) and party_ok({ c, o }) then return true end
        end
        return false
      end
      return true
    end)
    if #options == 0 then break end
    local c = choose_card(p, "Choose a party member" .. (#members >= 2 and " (or stop)" or ""), options, #members >= 2)
    if not c then break end
    members[#members + 1] = c
  end
  begin_attack(members)
end
