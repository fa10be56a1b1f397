-- Words card scripts use, so a card reads like its text. Each returns an
-- ability spec for the generic core (docs/lua-api.md); the keys `once`,
-- `main_only`, `can` and `equip` are this ruleset's (00_declare.lua).

-- Every ability works only on the field, face up, and a permanent magic
-- card or artifact only once it resolved (HY-7.10).
local function gate(spec)
  local cond = spec.condition
  spec.condition = function(c)
    if not works_on_field(c) then return false end
    return cond == nil or cond(c)
  end
  return spec
end
local function with(spec, opts)
  for k, v in pairs(opts or {}) do spec[k] = v end
  return spec
end

-- The text of a magic card or item when it is used (HY-7.10, HY-7.11):
-- magic{ target = ..., can = fn(e), cost = ..., effect = fn(e), battle = true }
-- (battle: an item usable in the battle phase too, L226).
function magic(spec) spec.kind = "magic"; return custom_ability(spec) end
item = magic

-- Activated effects (HY-7.13, HY-8.4.2): own-turn speed 1, speed 2 ("may
-- be used in an opponent's turn"), speed 3 (【三速】).
-- ignition{ text = ..., cost = { mana = 2, tap = true }, target = ..., effect = fn(e) }
function ignition(spec) spec.speed = 1; return activated(gate(spec)) end
-- A quick effect (speed 2: an opponent's turn too): quick{ cost = ..., effect = fn(e) }.
function quick(spec) spec.speed = 2; return activated(gate(spec)) end
-- A third-speed effect (speed 3, 【三速】): third_speed{ ... }.
function third_speed(spec) spec.speed = 3; return activated(gate(spec)) end

local LEAVING = { on_die = true, on_destroyed = true, on_sacrificed = true, on_banished = true,
                  on_sent_to_graveyard = true }
-- A triggered effect on this card: when("on_summon", fn(e), { optional = true }).
-- A leave-the-field trigger (on_die, on_destroyed, on_sent_to_graveyard)
-- looks back at the card as it was (HY-9.3): no field gate.
function when(event, effect, opts)
  local spec = with({ on = event, effect = effect }, opts)
  if LEAVING[event] then spec.zones = "any" else gate(spec) end
  return trigger(spec)
end
-- A trigger on something happening to any card or player:
-- whenever("on_die", fn(self, subject, player, amount) -> boolean, effect, opts).
function whenever(event, about, effect, opts)
  local spec = gate(with({ on = event, self = false, effect = effect }, opts))
  spec.filter = function(card, _, subject, _, player, amount) return about(card, subject, player, amount) end
  return trigger(spec)
end
-- "At the start of your preparation phase / end phase" (HY-9.1).
local function own_phase(event, effect, opts)
  local spec = gate(with({ on = event, effect = effect }, opts))
  spec.filter = function(card, _, _, _, player) return player == controller(card) end
  return trigger(spec)
end
-- A trigger at the start of its controller's preparation phase.
function at_preparation(effect, opts) return own_phase("preparation_phase_start", effect, opts) end
-- A trigger at the start of its controller's end phase.
function at_end_phase(effect, opts) return own_phase("end_phase_start", effect, opts) end

-- Static effects (HY-11.1): static({ atk = 1 }, fn(self, c)) changes the
-- creatures the test picks; keywords = { "taunt" } grants keywords.
local function mods_of(m)
  local out = {}
  for k, v in pairs(m) do
    if k == "keywords" then out.keywords = v[1] else out[k] = v end
  end
  return out
end
-- They are the common library's aura and buff (cards/lib/common), shaped
-- here: keywords as mods_of says, the gate, an aura's creatures face up; its
-- cannot works only on the field.
function shape_ability(spec, word)
  if word == "cannot" then
    local forbid = spec.forbid
    spec.forbid = function(self, what, p, c) return works_on_field(self) and forbid(self, what, p, c) end
    return spec
  end
  spec.modify = mods_of(spec.modify)
  if word == "aura" then
    local applies = spec.applies
    spec.applies = function(self, c)
      return zone_of(c) == "creature" and not is_face_down(c) and applies(self, c)
    end
  end
  return gate(spec)
end
-- A static effect (HY-11.1) on the face-up creatures applies(self, c) picks: the common aura.
function static(mods, applies) return aura(mods, applies) end
-- This card itself: self_static({ atk = 1 }, fn(self) -> boolean).
function self_static(mods, cond) return buff(mods, { condition = cond }) end

-- HY-7.15, HY-7.16: aura or equip magic: a target when activated, attached
-- when it resolves, and a static effect on what it is attached to.
-- attachment{ target = target_creature(), mods = { def = 1 }, effect = fn(e) }
function attachment(spec)
  local mods = spec.mods
  spec.mods = nil
  local out = { magic(spec) }
  if mods then
    out[2] = continuous(gate({ modify = mods_of(mods), applies = function(self, c)
      return var(self, "attached") == c
    end }))
  end
  return out
end

-- HY-7.14: an artifact: paid into the magic zone, then equipped (an
-- activated effect, speed 1, own main phase, a creature you control) for
-- its equip cost; it can be moved later. mods apply to the equipped creature.
function artifact(spec)
  local mods = spec.mods
  local out = { magic({ effect = spec.effect }) }
  out[2] = activated(gate({
    text = "Equip", speed = 1, main_only = true, equip = true,
    can = function(e) return #target_candidates(target_my_creature(), e) > 0 end,
    cost = { equip = true },
    target = target_creature(function(e, c)
      return controller(c) == e.you and not is_face_down(c) and var(e.card, "attached") ~= c
    end),
    effect = function(e) if e.target then attach(e.card, e.target) end end,
  }))
  if mods then
    out[3] = continuous(gate({ modify = mods_of(mods), applies = function(self, c)
      return var(self, "attached") == c and zone_of(c) == "creature"
    end }))
  end
  return out
end

-- Targets (HY-8.6).
function target_creature(pred)
  return { zone = "creature", filter = pred }
end
-- A target spec: a face-up creature pred(e, c) allows (any when pred is nil).
function target_face_up_creature(pred)
  return target_creature(function(e, c) return not is_face_down(c) and (pred == nil or pred(e, c)) end)
end
-- A target spec: a creature of an opponent's.
function target_opponents_creature()
  return target_creature(function(e, c) return controller(c) ~= e.you end)
end
-- A target spec: a face-up creature of the effect's controller.
function target_my_creature()
  return target_creature(function(e, c) return controller(c) == e.you and not is_face_down(c) end)
end
-- A target spec: another card in a magic zone that pred(e, c) allows.
function target_magic(pred)
  return { zone = "magic", filter = function(e, c) return c ~= e.card and (pred == nil or pred(e, c)) end }
end

-- Changes to a creature's stats (HY-11.1), optionally until end of turn.
function boost(c, char_name, amount, duration, source)
  if not c or not exists(c) or zone_of(c) ~= "creature" then return end
  modify(c, char_name, "add", amount, { duration = duration, source = source })
end

-- Common effects.
function draw_cards(n) return function(e) draw(e.you, n) end end
-- An effect: destroys e.target, if any.
function destroy_target(e) if e.target then destroy(e.target) end end
-- An effect: n damage to the target creature, if any.
function damage_target(n) return function(e) if e.target then damage_creature(e.target, n) end end end
-- An effect: the effect's controller gains n life.
function gain_life_effect(n) return function(e) gain_life(e.you, n) end end
-- "Each opponent loses n life" (multiplayer: every other player still in).
function each_opponent_loses(n)
  return function(e) for _, q in ipairs(opponents(e.you)) do lose_life(q, n) end end
end
-- "Target opponent": the controller picks one at resolution (no chain target).
function choose_opponent(e, prompt)
  local foes = opponents(e.you)
  if #foes == 0 then return nil end
  if #foes == 1 then return foes[1] end
  local opts = {}
  for k, q in ipairs(foes) do opts[k] = pname(q) .. " (" .. pvar(q, "life") .. " life)" end
  return foes[choose(e.you, prompt or "Choose an opponent", opts)]
end
-- HY-8.3: "Activate only when a card or effect is activated: negate it."
function negate_effect(e) if e.answers and e.answers > 0 then negate_link(e.answers) end end
-- A `can` test: something is being activated (the chain is not empty).
function on_activation(e) return chain_size() > 0 and e ~= nil end
