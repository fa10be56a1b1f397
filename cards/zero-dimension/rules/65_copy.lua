-- Copying (ZD-11.7 [PROPOSED]).

-- "c gains x's effects": x's printed effects, not those x was granted, and
-- not x's name, ATK or DEF. A level gate is a condition on the card that has
-- the effect, so it is checked against c's own level. The effects stay while
-- c stays where it is, or for `duration` ("end_of_turn", ...). With no x (a
-- target there was none of), nothing happens (ZD-1.12).
function copy_effects(c, x, duration)
  if not x or not exists(c) then return end
  for _, i in ipairs(printed_abilities(x)) do
    modify(c, nil, "grant", i, { duration = duration, layer = "copy", source = x })
  end
  log(describe(c) .. " gains the effects of " .. describe(x))
end

-- Whether the link can be copied: an effect (a tactic's, or an activated or
-- triggered one), not a card being deployed or equipped.
function copyable_link(l)
  if l.run == resolve_ability or l.run == resolve_copied_tactic then return true end
  return l.run == resolve_card and is_tactic(l.source)
end

-- "Copy an effect on the chain": a new link on top, with the same effect. p
-- controls it and may choose new targets; no cost is paid.
function copy_link(index, p)
  local l = chain_link(index)
  if not l or not copyable_link(l) then return end
  local spec = l.run == resolve_ability and ability(l.args[1]) or use_spec(l.source)
  local targets = l.targets
  if spec and spec.target and yes_no(p, "Choose new targets for the copy of " .. l.label .. "?") then
    local e = make_ctx({ card = l.source, source = l.source, controller = p })
    -- With no legal target now there is nothing to choose: the copy keeps
    -- the original's (and, if they are illegal too, does nothing: ZD-11.9.2).
    local new = choose_targets(spec.target, e, "the copy of " .. l.label)
    if #new > 0 then targets = new end
  end
  local run, args = l.run, l.args
  if l.run == resolve_card then run, args = resolve_copied_tactic, {} end
  push_link({ run = run, args = args, source = l.source, controller = p, targets = targets,
              speed = l.speed, ability = l.ability, label = "Copy of " .. l.label })
  log("P" .. p .. " copies " .. l.label)
end

-- A copied tactic resolves like the tactic (ZD-11.9.2 for its targets), but
-- it is no card: nothing is deployed, nothing goes to the rest area.
function resolve_copied_tactic()
  local l = current_link()
  local spec = use_spec(l.source)
  if not spec then return end
  local e = make_ctx({ card = l.source, controller = l.controller, targets = l.targets })
  if spec.target then
    local legal = filter(l.targets, function(t) return target_legal(spec.target, e, t) end)
    if #legal == 0 then return end   -- ZD-11.9.2, as resolve_card: no legal target, no effect
    e.targets, e.target = legal, legal[1]
  end
  spec.effect(e)
end

-- The chain indexes (1 = the bottom) of the links that can be copied.
function copyable_links()
  local out = {}
  for i = 1, chain_size() do
    if copyable_link(chain_link(i)) then out[#out + 1] = i end
  end
  return out
end

-- "Copy an effect on the chain": p chooses which, listed top first.
function copy_an_effect(p)
  local links = copyable_links()
  if #links == 0 then return end
  local options = {}
  for k = #links, 1, -1 do
    local l = chain_link(links[k])
    options[#options + 1] = { label = l.label, card = l.source }
  end
  copy_link(links[#links + 1 - choose(p, "Choose an effect on the chain to copy", options)], p)
end
