-- Resolving stack items, putting triggered abilities on the stack, EX Burst
-- (FF-11.8, FF-11.10, FF-11.11).

-- FF-11.3.9, 11.11.2: all targets illegal -> no effect; else the legal ones.
local function legal_targets(spec, e, targets)
  if not spec then return true end
  local legal = filter(targets, function(t) return target_legal(spec, e, t) end)
  e.targets, e.target = legal, legal[1]
  return #targets == 0 or #legal > 0
end

-- A stack entry's procedure: the Summon's effect on its targets still legal (none when it is gone).
function resolve_summon()
  local l = current_link()
  local c, p = l.source, l.controller
  if not exists(c) then return end
  local spec = summon_spec(c)
  if spec then
    local e = make_ctx({ card = c, controller = p, targets = l.targets })
    if legal_targets(spec.target, e, l.targets) then spec.effect(e) end
  end
  if exists(c) then move(c, "break", owner(c)) end       -- FF-11.11.10
end

-- An action/special/auto ability resolves. A trigger keeps what its event
-- was about (e.subject, e.event).
function resolve_ability(i, subject, player, amount)
  local l = current_link()
  local a = ability(i)
  state_trigger_left(i, l.source)                        -- FF-11.8.18
  local e = make_ctx({ card = l.source, controller = l.controller, targets = l.targets })
  if subject and subject ~= 0 then e.subject = subject end
  e.event = { subject = e.subject, player = (player ~= 0) and player or nil, amount = amount }
  if not legal_targets(a.target, e, l.targets) then return end   -- FF-11.8.19, 11.6.12
  -- FF-11.8.13, FF-11.11.3: a conditional trigger checks its condition again.
  if a.if_ and not a.if_(e) then log(describe(l.source) .. "'s condition no longer holds") return end
  a.effect(e)
end

-- FF-11.8.7 (order chosen by the core's APNAP loop), FF-11.8.4: an ability
-- with no legal target is removed at once; FF-11.8.14: "may" is asked at resolution.
function put_trigger(i, source, p, _, subject, other, player, amount)
  local a = ability(i)
  local e = make_ctx({ card = source, controller = p })
  e.subject = subject
  local name = describe(source)
  local targets = {}
  if a.target then
    if #target_candidates(a.target, e) == 0 then
      log(name .. "'s ability has no legal target and is removed (FF-11.8.4)")
      state_trigger_left(i, source)
      return
    end
    targets = choose_targets(a.target, e, name)
  end
  push_link({ run = "resolve_ability", args = { i, subject or 0, player or 0, amount or 0 },
              source = source, controller = p, targets = targets, ability = i, label = name .. ": " .. ability_words(a, source) })
end

-- The EX Burst of a card in the damage zone: a summon's text, or the
-- character's ability marked ex (FF-11.10.3).
local function burst_spec(c)
  if is_summon(c) then return summon_spec(c) end
  for _, i in ipairs(abilities(c)) do
    local a = ability(i)
    if a.ex then return a end
  end
  return nil
end

-- FF-16.8: optional, free, no stack, no priority; targets chosen now; its
-- trigger clause is ignored; the card stays in the damage zone.
function ex_burst(d, p)
  local spec = burst_spec(d)
  if not spec then return end
  local e = make_ctx({ card = d, controller = p })
  if spec.target and #target_candidates(spec.target, e) == 0 then return end
  if spec.if_ and not spec.if_(e) then return end
  if not yes_no(p, "Use the EX Burst of " .. describe(d) .. "?") then return end
  log("P" .. p .. " uses the EX Burst of " .. describe(d))
  e.targets = choose_targets(spec.target, e, describe(d))
  e.target = e.targets[1]
  spec.effect(e)
end
