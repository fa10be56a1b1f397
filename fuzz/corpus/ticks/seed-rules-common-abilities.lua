-- Rule abilities (custom abilities whose text changes the rules: "cannot",
-- replacements, requirements), "cannot" beats "can", and the effect context
-- card scripts receive.

-- The indexes of the custom abilities of a kind on a card.
function abilities_of_kind(c, kind)
  local out = {}
  for _, i in ipairs(abilities(c)) do
    local a = ability(i)
    if a.kind == "custom" and a.custom == kind then out[#out + 1] = i end
  end
  return out
end

-- Every working custom ability of a kind on the cards in play: a list of
-- { card, spec, index }. The ruleset defines in_play(): the cards whose
-- abilities can work, every player's. Computed with memo(), every kind in
-- one pass (a ruleset asks for several kinds at each state: costs,
-- "cannot", requirements), and again only after a change to what the scan
-- read (the cards in play, their abilities, what the abilities' conditions
-- read): the lists are shared, do not change them.
-- luacheck: read globals in_play
local NONE = {}
local function find_rule_abilities()
  local by_kind = {}
  for _, c in ipairs(in_play()) do
    for _, i in ipairs(abilities(c)) do
      local a = ability(i)
      if a.kind == "custom" and ability_works(c, i) then
        local list = by_kind[a.custom]
        if not list then
          list = {}
          by_kind[a.custom] = list
        end
        list[#list + 1] = { card = c, spec = a, index = i }
      end
    end
  end
  return by_kind
end
-- Every working custom ability of a kind in play: a list of { card, spec, index } (do not change it).
function rule_abilities(kind) return memo(find_rule_abilities)[kind] or NONE end
-- Every kind's list at once ({ kind = list }, kinds with none left out), for
-- a test that reads several kinds: one memo lookup, not one per kind.
function rule_abilities_by_kind() return memo(find_rule_abilities) end

-- "Cannot" beats "can": whether a rule ability of kind "forbid" forbids
-- player p the action (a name the ruleset chooses: "attack", "choose", ...)
-- with card c. Each answers spec.forbid(self, action, p, c) -> true to forbid.
function forbidden(action, p, c)
  for _, r in ipairs(rule_abilities("forbid")) do
    if r.spec.forbid(r.card, action, p, c) then return true end
  end
  return false
end

-- The effect context a card script receives: make_ctx{ card =, controller =,
-- targets =, ... } adds e.you (the controller), e.opponent and e.target (the
-- first of e.targets, which defaults to {}). Other fields (e.subject, what a
-- trigger's event was about; e.event) are the ruleset's. Its metatable is
-- the place for methods (e:name(...)), none so far. It is shared by every
-- context of every game the host serves, so it is hidden: getmetatable(e) is
-- false and setmetatable(e, ...) refused, and a card cannot change what
-- another game's contexts read through it. (Not its own __index: e.__index
-- would hand it out.)
local methods = {}
local Ctx = { __index = methods, __metatable = false }
-- The effect context card scripts receive: t with e.you (its controller), e.opponent, e.targets ({}) and e.target.
function make_ctx(t)
  t.you = t.controller
  t.opponent = t.controller and opponent(t.controller)
  t.targets = t.targets or {}
  t.target = t.targets[1]
  return setmetatable(t, Ctx)
end

-- Targets, for a ruleset that defines target_candidates(spec, e): the cards
-- an effect's target spec allows now, in a stable order.
-- luacheck: read globals target_candidates
-- Whether c is still a legal target (checked again on resolution).
function target_legal(spec, e, c)
  if not exists(c) then return false end
  for _, x in ipairs(target_candidates(spec, e)) do
    if x == c then return true end
  end
  return false
end

-- The targets e.you chooses for an effect: one card of the candidates, or
-- none when the spec is nil or nothing is legal.
function choose_targets(spec, e, what)
  if not spec then return {} end
  local options = target_candidates(spec, e)
  if #options == 0 then return {} end
  return { choose_card(e.you, "Choose a target for " .. what, options) }
end

-- The spec of the first custom ability of a kind among ability indexes
-- (abilities(c); printed_abilities(c) for a card whose own do not show, face
-- down or off the field), or nil.
function custom_spec(list, kind)
  for _, i in ipairs(list) do
    local a = ability(i)
    if a.kind == "custom" and a.custom == kind then return a end
  end
  return nil
end

-- Whether an effect with this spec could be used now: its `can`, its cost
-- and, if it takes a target, a legal one. A nil spec has nothing to check.
-- luacheck: read globals can_pay_cost
function effect_ok(spec, e)
  if not spec then return true end
  if spec.can and not spec.can(e) then return false end
  if not can_pay_cost(spec.cost, e) then return false end
  if spec.target and #target_candidates(spec.target, e) == 0 then return false end
  return true
end

-- The context a chain link's effect receives: its card, controller and
-- targets (make_ctx), and the fields of `extra`.
function link_ctx(l, extra)
  local e = make_ctx({ card = l.source, controller = l.controller, targets = l.targets })
  for k, v in pairs(extra) do e[k] = v end
  return e
end

-- A link's targets checked again as it resolves: e.targets keeps the legal
-- ones; false when it had targets and none is legal any more (the effect
-- then does nothing).
function retarget(spec, e, l)
  if not spec or not spec.target then return true end
  local legal = filter(l.targets, function(t) return target_legal(spec.target, e, t) end)
  e.targets, e.target = legal, legal[1]
  return #l.targets == 0 or #legal > 0
end

-- How players read an ability in a chain link, a question or a log line: its
-- own `text`, else its card's printed text; never an event name or an id.
function ability_words(a, c)
  if a.text and a.text ~= "" then return a.text end
  local t = c and card_text(c)
  if t and t ~= "" then return t end
  return "its ability"
end
