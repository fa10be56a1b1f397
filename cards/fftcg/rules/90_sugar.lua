-- Words card scripts use, so a card reads like its text. Each returns an
-- ability spec for the generic core (docs/lua-api.md).

local function with(spec, opts)
  for k, v in pairs(opts or {}) do spec[k] = v end
  return spec
end

-- A conditional trigger "when [event], if [condition], [effect]" (FF-11.8.13):
-- opts.if_ = fn(e) is checked when it triggers (the filter) and again at
-- resolution (resolve_ability).
local function conditional(spec)
  local cond, about = spec.if_, spec.about
  if cond or about then
    spec.filter = function(card, _, subject)
      if about and not (subject and about(card, subject)) then return false end
      if cond and not cond(make_ctx({ card = card, controller = controller(card), subject = subject })) then return false end
      return true
    end
  end
  return spec
end

-- "When this card [event], effect": when("enters_field", draw_cards(1), {if_ = ...})
function when(event, effect, opts)
  return trigger(conditional(with({ on = event, effect = effect }, opts)))
end
-- "When [something else] [event]": whenever("put_into_break_zone", function(self, it) ... end, effect)
function whenever(event, about, effect, opts)
  return trigger(conditional(with({ on = event, self = false, about = about, effect = effect }, opts)))
end
-- "At the beginning of <phase> (of your turn)": at("end", effect, {yours = true})
function at(phase, effect, opts)
  opts = opts or {}
  local yours = opts.yours
  opts.yours = nil
  local spec = with({ on = "phase_begins", self = false, effect = effect }, opts)
  spec.filter = function(card)
    return step() == phase and (not yours or controller(card) == active_player())
  end
  return trigger(spec)
end

-- EX BURST marker (FF-11.10): ex(when("enters_field", ...)).
function ex(spec) spec.ex = true; return spec end

-- Action ability "cost: effect" (FF-11.6): act({cp = {fire = 1}, dull = true}, effect, {target = ...})
function act(cost, effect, opts) return activated(with({ cost = cost, effect = effect }, opts)) end
-- Special ability (FF-11.7): the same, plus discarding a card of the same name.
function special(name, cost, effect, opts)
  cost.special = true
  return activated(with({ cost = cost, effect = effect, text = "S " .. name }, opts))
end

-- A summon's text (FF-11.3): summon(effect, {target = ...}).
function summon(effect, opts) return custom_ability(with({ kind = "summon", effect = effect }, opts)) end

-- Field abilities (FF-11.9) are the common library's buff (on itself) and
-- aura (on others); "cannot" (FF-2.2) its cannot. Here an aura changes cards
-- on the field: the core asks `applies` only about those (`affects`), and
-- for my_forward only about its controller's (`affects_controller`; an aura
-- whose own `applies` is about its controller's cards only says so in opts:
-- { affects_controller = "you" }).
function shape_ability(spec, word)
  if word == "aura" then
    if spec.affects == nil then spec.affects = { "field" } end
    if spec.affects_controller == nil and spec.applies == my_forward then spec.affects_controller = "you" end
  end
  return spec
end
-- "Damage N —" (FF-15.2.6): the ability works while its controller has N damage.
function damage_n(n, spec)
  spec.condition = function(self) return count("damage", controller(self)) >= n end
  return spec
end

-- Replacement effects (FF-11.12.5): "if X would be put into the Break Zone,
-- <to> instead" and "if X would be dealt damage, change(n) instead".
function replace_break(applies, to, text)
  return custom_ability({ kind = "replace_break", applies = applies, to = to, text = text })
end
-- FF-11.12.5: "if X would be dealt damage, change(n) instead": replace_damage(applies, change, text).
function replace_damage(applies, change, text)
  return custom_ability({ kind = "replace_damage", applies = applies, change = change, text = text })
end
-- A delayed ability this card's effect can make (FF-11.8.17), declared on the
-- card: delayed(effect, {text =, if_ =}); the effect makes it with
-- delay(e, timing, card): at_end_of_turn(e, c), at_your_next_turn(e),
-- when_leaves_this_turn(e, c). e.subject is the linked card.
function delayed(effect, opts)
  if type(opts) == "string" then opts = { text = opts } end
  return custom_ability(with({ kind = "delayed", effect = effect }, opts))
end
-- Makes the delayed ability declared on e's card trigger at the end of this turn (about c).
function at_end_of_turn(e, c) delay(e, "end_of_turn", c) end
-- Makes the delayed ability trigger at the start of its controller's next turn.
function at_your_next_turn(e) delay(e, "your_next_turn") end
-- Makes the delayed ability trigger if c leaves the field this turn.
function when_leaves_this_turn(e, c) delay(e, "leaves_field", c) end
-- A state trigger (FF-11.8.18): "when [condition], effect": when_state(cond, effect).
function when_state(cond, effect, opts)
  return custom_ability(with({ kind = "state", state = cond, effect = effect }, opts))
end

-- Requirements (FF-10.1.2.1.3, FF-10.1.3.1.3): "X must attack each turn if able",
-- "X must block if able", "X must be blocked if able": must("attack"),
-- must("block"), must("be_blocked"); applies(self, c) for others than the card itself.
function must(what, applies)
  return custom_ability({ kind = "must", must = what, applies = applies or function(self, c) return c == self end })
end
-- A block cost (FF-10.1.3.1.3): "a Forward can block X only if its controller
-- pays <cp>": block_cost({ gen = 2 }); applies(self, attacker, blocker) for
-- others than the card itself.
function block_cost(cp, applies)
  return custom_ability({ kind = "block_cost", cp = cp, applies = applies or function(self, a) return a == self end })
end
-- "Your hand size is increased by n" (digest §13: an L4 change of the value
-- 5 of FF-9.5.1.2); applies(self, p) for other players than its controller.
function hand_size(n, applies)
  return custom_ability({ kind = "hand_size", change = n, applies = applies or function(self, p) return p == controller(self) end })
end

-- Who an aura or a trigger is about.
function my_forward(self, c) return on_field(c) and is_forward(c) and controller(c) == controller(self) end
-- Whom an aura or trigger is about: any Forward on the field.
function any_forward(_, c) return on_field(c) and is_forward(c) end
-- Whom an aura or trigger is about: a character on the field its controller controls.
function my_character(self, c) return on_field(c) and controller(c) == controller(self) end
-- A Forward its controller controlled that left the field (read as it last was there).
function my_forward_from_field(self, c) return zone_of(c) == "field" and is_forward(c) and controller(c) == controller(self) end

-- Target specs.
function forward(pred) return { filter = function(e, c) return is_forward(c) and (not pred or pred(e, c)) end } end
-- A target spec: a Backup that pred(e, c) allows (any when pred is nil).
function backup(pred) return { filter = function(e, c) return is_backup(c) and (not pred or pred(e, c)) end } end
-- A target spec: a character that pred(e, c) allows (any when pred is nil).
function character(pred) return { filter = function(e, c) return not pred or pred(e, c) end } end
-- A target test: a card the effect's controller controls.
function yours(e, c) return controller(c) == e.you end
-- A target test: a card an opponent controls.
function theirs(e, c) return controller(c) ~= e.you end

-- "Up to n" cards from a list, chosen one by one by p (may stop at any time).
function choose_up_to(p, n, what, list)
  local left, out = { table.unpack(list) }, {}
  while #out < n and #left > 0 do
    local c = choose_card(p, "Choose " .. what .. " (" .. (#out + 1) .. " of up to " .. n .. ")", left, true)
    if not c then break end
    out[#out + 1] = c
    table.remove(left, index_of(left, c))
  end
  return out
end

-- Counting.
function count_backups(p, el)
  return #filter(backups(p), function(b) return not el or element(b) == el end)
end

-- Common effects.
function draw_cards(n) return function(e) draw(e.you, n) end end
-- An effect: n damage to the target, from the card.
function damage_target(n) return function(e) deal_damage(e.target, n, e.card) end end
-- An effect: the target, if still on the field, is broken by the card.
function break_target(e) if on_field(e.target) then break_card(e.target, { e.card }) end end
-- An effect: the target is dulled.
function dull_target(e) dull(e.target) end
-- An effect: the target is activated.
function activate_target(e) activate(e.target) end
-- An effect: the target is frozen.
function freeze_target(e) freeze(e.target) end
-- An effect: the target returns to its owner's hand.
function return_target(e) return_to_hand(e.target) end
-- c (on the field) gains n power until the end of the turn, from e's card.
function power_until_eot(e, c, n)
  if on_field(c) then modify(c, "power", "add", n, { duration = "end_of_turn", source = e.card }) end
end
-- An effect: the target gains n power until the end of the turn.
function target_gains(n) return function(e) power_until_eot(e, e.target, n) end end
-- c (on the field) gains keyword k until the end of the turn.
function keyword_until_eot(e, c, k)
  if on_field(c) then modify(c, "keywords", "gain", k, { duration = "end_of_turn", source = e.card }) end
end
-- c's power becomes n until the end of the turn (its own layer, before + and -).
function set_power_until_eot(e, c, n)
  if on_field(c) then modify(c, "power", "set", n, { duration = "end_of_turn", source = e.card, layer = "power_set" }) end
end
-- An effect: the opponent takes n damage from the card.
function opponent_damaged(n) return function(e) damage_player(e.opponent, n, e.card) end end
