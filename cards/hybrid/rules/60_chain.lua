-- Chain links: using cards and effects, resolving them, putting triggered
-- effects on the chain, negation (§8).

-- Targets (HY-8.6). A spec is { zone = "creature" | "magic", filter =
-- fn(e, c) }: the cards of that zone of every player still in the game.
function target_candidates(spec, e)
  local zone = spec.zone or "creature"
  local out = {}
  for _, p in ipairs(live_players()) do
    for _, c in ipairs(cards(zone, p)) do
      if not spec.filter or spec.filter(e, c) then out[#out + 1] = c end
    end
  end
  return out
end

-- HY-8.6: negating a link marks it; it does nothing when it resolves, and
-- its card still goes where it would have gone.
function negate_link(i)
  local l = chain_link(i)
  if not l then return end
  set_link_var(i, "negated", 1)
  log("C" .. (i - 1) .. " (" .. l.label .. ") is negated")
end

-- HY-7.10, HY-7.11: a magic card, artifact or item was paid for and put
-- where it waits (magic zone, field zone, or for an item the graveyard):
-- its cost, its targets, then the link (C0, C1, ... HY-8.2).
function activate_card(x, p, kind, xval)
  log(pname(p) .. " activates " .. describe(x) .. " (C" .. chain_size() .. ")")
  mark_name(x, p)
  local spec = spec_of(x, "magic")
  local e = make_ctx({ card = x, controller = p, answers = chain_size() })
  if spec then pay_cost(spec.cost, e) end
  local targets = spec and choose_targets(spec.target, e, describe(x)) or {}
  push_link({ run = "resolve_card", args = { kind, chain_size(), xval or 0 }, source = x, controller = p,
              targets = targets, speed = use_speed(x), label = describe(x) })
  raise("on_activate", { subject = x, player = p, amount = kind })
end

-- The effect (unless negated); then normal and quick magic go to the
-- graveyard, permanents stay and work (HY-7.10), an aura or equip magic
-- attaches to its target (HY-7.15, HY-7.16). [INTERPRETATION] A negated
-- permanent goes to the graveyard: it was not used.
function resolve_card(kind, answers, xval)
  local l = current_link()
  local c, p = l.source, l.controller
  local negated = l.vars.negated ~= 0
  if exists(c) then
    local spec = spec_of(c, "magic")
    if not negated and spec and spec.effect then
      local e = link_ctx(l, { answers = answers, x = xval })
      if retarget(spec, e, l) then spec.effect(e) end
    end
    if exists(c) and kind ~= A_ITEM and on_field(c) then
      local t = category(c)
      if negated or not is_permanent_magic(c) then
        to_graveyard(c, 0)
      elseif t == "aura_magic" or t == "equip_magic" then
        local target = l.targets[1]
        if target and spec and spec.target and target_legal(spec.target, make_ctx({ card = c, controller = p }), target) then
          set_var(c, "live", 1)
          attach(c, target)
        else
          log(describe(c) .. " has nothing to attach to")
          to_graveyard(c, 0)
        end
      else
        set_var(c, "live", 1)
      end
    end
  end
  run_checks()
end

-- An activated effect (HY-7.13): cost, targets, then the link.
function activate_ability(c, i, p, speed)
  local a = ability(i)
  log(pname(p) .. " activates " .. describe(c) .. ": " .. ability_words(a, c) .. " (C" .. chain_size() .. ")")
  local e = make_ctx({ card = c, controller = p, answers = chain_size() })
  local x = pay_cost(a.cost, e)
  local targets = choose_targets(a.target, e, describe(c))
  push_link({ run = "resolve_ability", args = { i, chain_size(), x, 0, 0, 0 }, source = c, controller = p,
              targets = targets, ability = i, speed = speed,
              label = describe(c) .. ": " .. ability_words(a, c) })
  raise("on_activate", { subject = c, player = p, amount = A_ABILITY })
end

-- An activated or triggered effect resolves; it works even if its card has
-- left (its last known self). A trigger keeps what its event was about.
function resolve_ability(i, answers, xval, subject, player, amount)
  local l = current_link()
  if l.vars.negated == 0 then
    local a = ability(i)
    local e = link_ctx(l, { answers = answers, x = xval })
    if subject ~= 0 then e.subject = subject end
    e.event = { subject = e.subject, player = player ~= 0 and player or nil, amount = amount }
    if retarget(a, e, l) then a.effect(e) end
  end
  run_checks()
end

-- HY-8.7, HY-9.3, HY-7.12: a trigger goes on the chain when it can: its
-- name unused this turn, its condition, "may" asks, a cost is paid now,
-- targets chosen now. Its speed is its kind's, 2 by default (HY-8.4.2).
function put_trigger(i, source, p, _, subject, _, player, amount)
  if not in_game(p) then return end
  local a = ability(i)
  if name_used(source, p) then return end
  local e = make_ctx({ card = source, controller = p })
  e.subject = subject
  e.event = { subject = subject, player = player, amount = amount }
  local name = describe(source)
  if a.can and not a.can(e) then return end
  if a.target and #target_candidates(a.target, e) == 0 then return end
  if a.cost then
    if not can_pay_cost(a.cost, e) then return end
    if not yes_no(p, "Pay the cost of " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
  elseif a.optional then
    if not yes_no(p, "Use " .. name .. "'s " .. ability_words(a, source) .. "?") then return end
  end
  mark_name(source, p)
  local x = pay_cost(a.cost, e)
  local targets = choose_targets(a.target, e, name)
  push_link({ run = "resolve_ability", args = { i, 0, x, subject or 0, player or 0, amount or 0 },
              source = source, controller = p, targets = targets, ability = i,
              speed = (a.speed and a.speed > 0) and a.speed or 2,
              label = name .. ": " .. ability_words(a, source) })
end
