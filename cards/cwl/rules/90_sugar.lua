-- Words card scripts use, so a card reads like its text. Each returns an
-- ability spec for the generic core (docs/lua-api.md); the keys `face`,
-- `once`, `once_name` and `can` are this ruleset's (00_declare.lua).

-- CW-7.11, CW-9.3: `face = "void" | "real"` makes an ability work only while
-- its monster shows that system (a trigger: at the moment of its event,
-- looked back at for a card that left).
local function gate(spec)
  if spec.face == nil then return spec end
  if spec.face ~= "void" and spec.face ~= "real" then error("face must be \"void\" or \"real\"") end
  local want = spec.face == "void" and 1 or 0
  local cond = spec.condition
  spec.condition = function(c)
    if var(c, "void") ~= want then return false end
    return cond == nil or cond(c)
  end
  return spec
end

local function with(spec, opts)
  for k, v in pairs(opts or {}) do spec[k] = v end
  return gate(spec)
end

-- An ignition effect (speed 1, the open state) and a quick effect (speed 2,
-- either turn): ignition{ face = "void", once = true, text = ..., effect = fn(e) }.
function ignition(spec) spec.speed = 1; return activated(gate(spec)) end
-- A quick effect (speed 2, either turn): quick{ face = ..., once = true, effect = fn(e) }.
function quick(spec) spec.speed = 2; return activated(gate(spec)) end

-- A triggered effect: when("on_summon", fn(e), { face = "real", filter = ... }).
function when(event, effect, opts)
  return trigger(with({ on = event, effect = effect }, opts))
end
-- A trigger on something happening to any card: whenever("on_activate",
-- fn(self, subject, amount) -> boolean, effect, opts).
function whenever(event, about, effect, opts)
  local spec = with({ on = event, self = false, effect = effect }, opts)
  spec.filter = function(card, _, subject, _, _, amount) return about(card, subject, amount) end
  return trigger(spec)
end
-- "At the start of your <phase> phase": at_phase("end", fn(e), opts).
function at_phase(name, effect, opts)
  local n = PHASES[name] or error("no phase " .. tostring(name))
  local spec = with({ on = "phase_start", effect = effect }, opts)
  spec.filter = function(card, _, _, _, player, amount) return amount == n and player == controller(card) end
  return trigger(spec)
end

-- Continuous: a bonus to other monsters, aura({ atk = 300 }, fn(self, c), opts).
-- A monster's aura reaches only monsters of its system (CW-11.1). Stats
-- change on both faces (CW-11.4): atk = n is void_atk and real_atk.
local function both_faces(mods)
  local out = {}
  for k, v in pairs(mods) do
    if k == "atk" or k == "def" then
      out["void_" .. k] = v
      out["real_" .. k] = v
    else
      out[k] = v
    end
  end
  return out
end
-- The common library's buff, aura and cannot here (cards/lib/common): the
-- face gate, stats on both faces, and an aura reaches only monsters (of
-- its own system when it is a monster's).
function shape_ability(spec, word)
  if spec.modify then spec.modify = both_faces(spec.modify) end
  if word == "aura" then
    local applies, of_monster = spec.applies, spec.face ~= nil
    spec.applies = function(self, c)
      if zone_of(c) ~= "monster" then return false end
      if of_monster and not same_system(self, c) then return false end
      return applies(self, c)
    end
  end
  return gate(spec)
end
-- A continuous magic card's effects work once it has resolved (CW-7.6.2).
function while_live(c) return zone_of(c) ~= "magic" or var(c, "live") == 1 end

-- The text of a card that is activated (CW-7.6, CW-7.8, CW-7.9):
-- magic{ target = ..., can = fn(e), cost = ..., effect = fn(e) }.
function magic(spec) spec.kind = "magic"; return custom_ability(spec) end
-- A tactic's text: tactic{ target = ..., can = fn(e), effect = fn(e) }.
function tactic(spec) spec.kind = "tactic"; return custom_ability(spec) end
-- combo{ materials = { is_race("Warrior"), is_race("Dragon") }, effect = fn(e) }
function combo(spec) spec.kind = "combo"; return custom_ability(spec) end
-- myth{ materials = { any_monster, any_monster } } (CW-7.4)
function myth(spec) spec.kind = "myth"; return custom_ability(spec) end
-- A Leader's faction restriction (CW-2.5): deck_rule{ text = ..., allows = fn(card) }.
function deck_rule(spec) spec.kind = "deck_rule"; return custom_ability(spec) end

-- Targets.
function target_monster(pred)
  return { zone = "monster", filter = pred and function(e, c) return pred(e, c) end or nil }
end
-- A target spec: a monster of the opponent's.
function target_opponents_monster() return target_monster(function(e, c) return controller(c) ~= e.you end) end
-- A target spec: a monster of the effect's controller.
function target_my_monster() return target_monster(function(e, c) return controller(c) == e.you end) end
-- A target spec: a card in a magic zone.
function target_magic() return { zone = "magic" } end

-- Changes to a monster's stats: on both faces (CW-11.4), then checked.
function boost(c, char, amount, duration, source)
  if not c or not exists(c) or zone_of(c) ~= "monster" then return end
  modify(c, "void_" .. char, "add", amount, { duration = duration, source = source })
  modify(c, "real_" .. char, "add", amount, { duration = duration, source = source })
end

-- Common effects.
function draw_cards(n) return function(e) draw(e.you, n) end end
-- An effect: destroys e.target, if any.
function destroy_target(e) if e.target then destroy(e.target) end end
-- A monster's damage or recovery changes HP if it is Real, LP if Void,
-- by its system when the effect was activated (CW-11.1).
function monster_damage(e, p, n) lose_total(p, e.face or error("not a monster's effect"), n) end
-- p regains n of the total of the system the monster's effect was activated in (HP Real, LP Void).
function monster_recovery(e, p, n) gain_total(p, e.face or error("not a monster's effect"), n) end
