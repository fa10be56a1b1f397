-- Small helpers every other rules file and card script uses, besides the
-- common library's (cards/lib/common: filter, opponent, is_type,
-- rule_abilities, forbidden for "cannot" beats "can" (FF-2.2), make_ctx, ...).

-- FF-5.2.1.1: the elements, in the order costs and pools list them.
ELEMENTS = { "fire", "ice", "wind", "earth", "lightning", "water", "light", "dark" }   -- FF-5.2.1.1

-- The first index of x in list, or nil.
function index_of(list, x)
  for i, v in ipairs(list) do if v == x then return i end end
  return nil
end
-- Whether list holds x.
function contains(list, x) return index_of(list, x) ~= nil end

-- Whether c is a Forward.
function is_forward(c) return is_type(c, "forward") end
-- Whether c is a Backup.
function is_backup(c) return is_type(c, "backup") end
-- Whether c is a Monster.
function is_monster(c) return is_type(c, "monster") end
-- Whether c is a Summon.
function is_summon(c) return is_type(c, "summon") end
-- Whether c is a character (a Forward, Backup or Monster: not a Summon).
function is_character(c) return not is_summon(c) end
-- c's element.
function element(c) return get(c, "element") end
-- Whether c's element is light or dark.
function is_light_dark(c) local e = element(c); return e == "light" or e == "dark" end
-- Whether c has keyword k (Haste, Brave, First Strike, ...).
function has_kw(c, k) return has(c, "keywords", k) end
-- Whether c has job j.
function has_job(c, j) return has(c, "jobs", j) end

-- FF-4.3: power may be negative while computed, reads as 0 elsewhere.
function raw_power(c) return get(c, "power") or 0 end
-- Power as the rules read it (FF-4.3): raw_power, never below 0.
function power(c) local v = raw_power(c); if v < 0 then return 0 end return v end
-- FF-16.24: only cards with a power value (Forwards) are checked by FF-12.4.4.
function has_power(c) return is_forward(c) end

-- Whether c exists and is on the field.
function on_field(c) return c and exists(c) and zone_of(c) == "field" end

-- Every card on the field, or those player p controls (control may differ
-- from the field zone a card sits in: FF-6.2.6). These lists are read very
-- often: each is made by memo, again only after a change to the field or to
-- who controls what (a card drawn or tapped keeps them), and shared, so
-- callers only read them.
local function find_field_cards(p)
  local out = {}
  for q = 1, 2 do
    for _, c in ipairs(cards("field", q)) do
      if not p or controller(c) == p then out[#out + 1] = c end
    end
  end
  return out
end
-- The cards on the field, every player's or those p controls (the list is shared: do not change it).
function field_cards(p) return memo(find_field_cards, p) end
-- The cards whose abilities can work (the common library's rule_abilities
-- and forbidden look there).
in_play = field_cards
-- The characters on the field (p's alone when given): field_cards.
function characters(p) return field_cards(p) end
local function field_of_type(p, t)                     -- filter(field_cards(p), is_...) in one loop
  local out = {}
  for _, c in ipairs(field_cards(p)) do
    if get(c, "type") == t then out[#out + 1] = c end
  end
  return out
end
local function find_forwards(p) return field_of_type(p, "forward") end
local function find_backups(p) return field_of_type(p, "backup") end
-- The Forwards on the field (p's alone when given; a shared list).
function forwards(p) return memo(find_forwards, p) end
-- The Backups on the field (p's alone when given; a shared list).
function backups(p) return memo(find_backups, p) end

-- Every event the ruleset raises: the core's triggers, and the delayed
-- abilities waiting in engine state (65_triggers.lua).
function signal(ev, fields)
  fields = fields or {}
  raise(ev, fields)
  delayed_event(ev, fields)
end

-- Timing (FF-9.3.1.6-7, 10.1.1.2, 9.5.1.1, 15.2.3.3): summons, action and
-- special abilities in the main phases and the attack phase's priority windows.
INSTANT_STEPS = { main1 = true, main2 = true, attack = true, attacking = true, block = true, damage = true }
-- Whether now is a window for summons and action abilities (INSTANT_STEPS).
function instant_timing() return INSTANT_STEPS[step()] == true end
-- FF-15.2.5.2: Back Attack in every main and attack phase priority window,
-- also the first-strike interim window (a special action, not a summon or ability).
function back_attack_timing() return instant_timing() or step() == "interim" end
-- Whether p may do a main-phase action now: its own main phase, the stack empty.
function main_timing(p)                                 -- FF-9.3.1.5, FF-11.4.1
  local s = step()
  return p == active_player() and (s == "main1" or s == "main2") and chain_size() == 0
end
