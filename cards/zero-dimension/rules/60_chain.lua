-- Resolving links, putting triggered effects on the chain (ZD §8, §9).

-- A used card resolves (ZD-7.2.1, 7.3.3-4, 7.4.3, 7.7).
function resolve_card()
  local l = current_link()
  local c, p = l.source, l.controller
  if not exists(c) then return end          -- negated or removed from the chain
  if is_character(c) then
    deploy(c, p)
  elseif is_event(c) then
    deploy(c, p)
  elseif is_equipment(c) then
    local ch = l.targets[1]
    if ch and exists(ch) and is_character(ch) then
      attach(c, ch)
    else
      move(c, "rest", owner(c))              -- ZD-7.3.3: destroyed from the chain, no triggers
      log(describe(c) .. " has no character to equip and is destroyed")
    end
  else
    local spec = use_spec(c)
    if spec then
      local e = make_ctx({ card = c, controller = p, targets = l.targets })
      local all_illegal = spec.target ~= nil and #l.targets > 0
      local legal = {}
      for _, t in ipairs(l.targets) do
        if spec.target and target_legal(spec.target, e, t) then legal[#legal + 1] = t; all_illegal = false end
      end
      e.targets, e.target = legal, legal[1]
      if not all_illegal and (not spec.target or #legal > 0) then spec.effect(e) end   -- ZD-11.9.2
    end
    if exists(c) then move(c, "rest", owner(c)) end   -- ZD-7.4.3: then to the rest area
  end
end

-- An activated or triggered effect resolves; `this` is where "this card" is
-- now for effects caused by a move (ZD-11.12.3), or 0. A trigger also keeps
-- what its event was about: e.subject ("it"), e.event = {subject, player, amount}.
function resolve_ability(i, this, subject, player, amount)
  local l = current_link()
  local a = ability(i)
  local card = (this ~= 0) and this or l.source
  local e = make_ctx({ card = card, source = l.source, controller = l.controller, targets = l.targets })
  if subject and subject ~= 0 then e.subject = subject end
  e.event = { subject = e.subject, player = (player ~= 0) and player or nil, amount = amount }
  if a.target then
    local legal = filter(l.targets, function(t) return target_legal(a.target, e, t) end)
    if #l.targets > 0 and #legal == 0 then return end    -- ZD-11.9.2
    e.targets, e.target = legal, legal[1]
  end
  if a.condition_on_resolve and not a.condition_on_resolve(e) then return end
  a.effect(e)
end

-- ZD-8.10.2: optional triggers ask; a cost is paid now; targets now (ZD-11.9.1).
function put_trigger(i, source, p, _, subject, other, player, amount, reason)
  local a = ability(i)
  local e = make_ctx({ card = other or source, source = source, controller = p })
  e.subject = subject
  local name = describe(source)
  if a.cost then
    if not can_pay_cost(a.cost, e) then return end
    if not yes_no(p, "Pay the cost of " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
    pay_cost(a.cost, e)
  elseif a.optional then
    if not yes_no(p, "Use " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
  end
  local targets = choose_targets(a.target, e, name)
  push_link({ run = "resolve_ability", args = { i, other or 0, subject or 0, player or 0, amount or 0 },
              source = source, controller = p,
              targets = targets, ability = i, label = name .. ": " .. ability_words(a, source) })
end

-- ZD-9.4: a counter effect happens at once when damage flips its card; no
-- chain, no priority; its owner makes its choices.
function run_counter(c)
  for _, i in ipairs(abilities_of_kind(c, "counter")) do
    local a = ability(i)
    log(describe(c) .. "'s counter effect")
    a.effect(make_ctx({ card = c, controller = owner(c) }))
  end
end
