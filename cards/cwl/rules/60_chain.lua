-- Chain links: activating cards and effects, resolving them, putting
-- triggered effects on the chain, negation (CW §8).

-- Targets (CW-8.8, CW-11.1, CW-11.7). A spec is { zone = "monster" |
-- "magic", filter = fn(e, c) }. A monster's effect (e.face set: the system
-- it was activated in) reaches only monsters of that system; magic, tactics
-- and Leaders reach both. Leaders are never targets: they are not monsters.
function target_candidates(spec, e)
  local zone = spec.zone or "monster"
  local out = {}
  for _, p in ipairs({ 1, 2 }) do
    for _, c in ipairs(cards(zone, p)) do
      local ok = zone ~= "monster" or e.face == nil or var(c, "void") == e.face
      if ok and spec.filter and not spec.filter(e, c) then ok = false end
      if ok then out[#out + 1] = c end
    end
  end
  return out
end

-- The link a "when ... is activated" response answers: the one below it.
-- Negating it (CW-8.7) marks it; `destroy` also destroys its card, except a
-- Leader (CW-3.1, CW-S13).
function negate_link(i, destroy_card)
  local l = chain_link(i)
  if not l then return end
  set_link_var(i, "negated", 1)
  log("Link " .. i .. " (" .. l.label .. ") is negated")
  local c = l.source
  if destroy_card and c and exists(c) and on_field(c) and not is_leader(c) then destroy(c) end
end

-- A link's effect receives (link_ctx, in the common library) e.card, e.you,
-- e.targets, and here e.face (a monster's system at activation), e.link (its
-- index) and e.answers (the index of the link it responds to, 0 for none);
-- CW-8.8: retarget checks its targets again.

-- A magic card, combination magic or tactic activated: its cost, targets,
-- then the link; CW-7.9: a tactic counts as magic activated on the field.
function activate_card(x, p, kind, spec_kind)
  log("P" .. p .. " activates " .. describe(x))
  local spec = spec_of(x, spec_kind)
  local e = make_ctx({ card = x, controller = p, answers = chain_size() })
  if spec then pay_cost(spec.cost, e) end
  local targets = spec and choose_targets(spec.target, e, describe(x)) or {}
  local n = push_link({ run = "resolve_card", args = { kind, chain_size() }, source = x, controller = p,
                        targets = targets, label = describe(x) })
  raise("on_activate", { subject = x, player = p, amount = kind })
  return n
end

-- CW-7.6.2, CW-7.8, CW-7.9, CW-8.7: the effect (unless negated), then the
-- card goes to the graveyard, unless it is continuous magic that resolved.
function resolve_card(kind, answers)
  local l = current_link()
  local c, p = l.source, l.controller
  if not exists(c) then check_totals(); return end
  local spec_kind = kind == A_TACTIC and "tactic" or kind == A_COMBO and "combo" or "magic"
  local spec = spec_of(c, spec_kind)
  local negated = l.vars.negated ~= 0
  if not negated and spec and spec.effect then
    local e = link_ctx(l, { answers = answers, link = chain_size() })
    if retarget(spec, e, l) then spec.effect(e) end
  end
  if exists(c) and (zone_of(c) == "magic" or zone_of(c) == "tactic") then
    if not negated and kind ~= A_TACTIC and get(c, "magic_kind") == "continuous" then
      set_var(c, "live", 1)
    else
      to_graveyard(c, 0)
    end
  end
  check_totals()
end

-- An activated effect (CW-7.10, CW-7.11): cost, targets, then the link.
function activate_ability(c, i, p, kind)
  local a = ability(i)
  local face = is_monster(c) and var(c, "void") or -1
  local e = make_ctx({ card = c, controller = p, face = face >= 0 and face or nil, answers = chain_size() })
  pay_cost(a.cost, e)
  local targets = choose_targets(a.target, e, describe(c))
  push_link({ run = "resolve_ability", args = { i, kind, chain_size(), face, 0, 0, 0 }, source = c, controller = p,
              targets = targets, ability = i, label = describe(c) .. ": " .. ability_words(a, c) })
  raise("on_activate", { subject = c, player = p, amount = kind })
end

-- An activated or triggered effect resolves; it works even if its card has
-- left (its last known self). A trigger keeps what its event was about:
-- e.subject, e.event = { subject, player, amount }.
function resolve_ability(i, kind, answers, face, subject, player, amount)
  local l = current_link()
  if l.vars.negated == 0 then
    local a = ability(i)
    local e = link_ctx(l, { answers = answers, link = chain_size(), kind = kind })
    if face >= 0 then e.face = face end
    if subject ~= 0 then e.subject = subject end
    e.event = { subject = e.subject, player = player ~= 0 and player or nil, amount = amount }
    if retarget(a, e, l) then a.effect(e) end
  end
  check_totals()
end

-- CW-9.1: an optional trigger asks; a cost is paid now, targets chosen now.
function put_trigger(i, source, p, _, subject, _, player, amount)
  local a = ability(i)
  local face = is_monster(source) and var(source, "void") or -1
  local e = make_ctx({ card = source, controller = p, face = face >= 0 and face or nil })
  e.subject = subject
  e.event = { subject = subject, player = player, amount = amount }
  local name = describe(source)
  if a.can and not a.can(e) then return end
  if a.cost then
    if not can_pay_cost(a.cost, e) then return end
    if not yes_no(p, "Pay the cost of " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
    pay_cost(a.cost, e)
  elseif a.optional then
    if not yes_no(p, "Use " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
  end
  if a.target and #target_candidates(a.target, e) == 0 then return end
  local targets = choose_targets(a.target, e, name)
  local kind = is_leader(source) and A_LEADER or is_monster(source) and A_MONSTER or A_MAGIC
  push_link({ run = "resolve_ability", args = { i, kind, 0, face, subject or 0, player or 0, amount or 0 },
              source = source, controller = p, targets = targets, ability = i,
              label = name .. ": " .. ability_words(a, source) })
end
