-- Card movements, life and mana, and the events they raise (§4, §9). A
-- card that moves is a new object (HY-4.6); events about a card that left
-- the field name the old one, so its triggers look back at it (HY-9.3).

-- HY-1.4: a player who must draw from an empty deck loses at once (checked
-- at the moment of the draw); they leave the game (HY-1.6).
function draw(p, n)
  for _ = 1, n or 1 do
    if not in_game(p) then return end
    local h = draw_one(p)
    if not h then
      lose(p, "had to draw from an empty deck (HY-1.4)")
      check_outcome()
      leave_game(p)
      return
    end
    raise("on_draw", { subject = h, player = p })
  end
end

-- Life (HY-1.3): no maximum; whether a player is out is checked before
-- priority, after each battle and after each link (HY-1.7).
function lose_life(p, n)
  if n <= 0 or not in_game(p) then return end
  set_pvar(p, "life", pvar(p, "life") - n)
  log(pname(p) .. " loses " .. n .. " life (" .. pvar(p, "life") .. " left)")
  raise("on_life_change", { player = p, amount = -n })
end
-- p (still in the game) gains n life, logged.
function gain_life(p, n)
  if n <= 0 or not in_game(p) then return end
  set_pvar(p, "life", pvar(p, "life") + n)
  log(pname(p) .. " gains " .. n .. " life (" .. pvar(p, "life") .. ")")
  raise("on_life_change", { player = p, amount = n })
end

-- Mana (HY-7.1 to HY-7.4): mana from effects ignores the maximum.
function mana(p) return pvar(p, "mana") end
-- p gains n mana, logged.
function gain_mana(p, n)
  if n <= 0 then return end
  set_pvar(p, "mana", mana(p) + n)
  log(pname(p) .. " gains " .. n .. " mana (" .. mana(p) .. ")")
end
-- p spends n mana from its pool; refused (HY-7.5) when the pool holds less.
function spend_mana(p, n)
  if n <= 0 then return end
  if mana(p) < n then reject("HY-7.5: " .. n .. " mana needed, " .. mana(p) .. " in the pool") end
  set_pvar(p, "mana", mana(p) - n)
end

-- HY-12.8: a token that leaves the field ceases to exist (to the "gone" zone).
local function home(c, zone)
  if is_token(c) and zone ~= "creature" then return "gone" end
  return zone
end

-- HY-4.1, HY-4.2: to the owner's graveyard. Returns the new object.
function to_graveyard(c, reason)
  if not exists(c) then return nil end
  local n = move(c, home(c, "graveyard"), owner(c), { reason = reason or 0 })
  log(describe(c) .. (zone_of(n) == "gone" and " ceases to exist" or " goes to the graveyard"))
  if n and zone_of(n) == "graveyard" then raise("on_sent_to_graveyard", { subject = c, other = n }) end
  return n
end

-- HY-11.2: destroyed by an effect.
function destroy(c)
  if not c or not exists(c) or not on_field(c) then return nil end
  log(describe(c) .. " is destroyed")
  local n = to_graveyard(c, R_DESTROY)
  raise("on_destroyed", { subject = c, other = n })
  return n
end

-- HY-11.2: slain (damage >= DEF): it dies.
function slay(c)
  if not exists(c) then return nil end
  log(describe(c) .. " is slain")
  local n = to_graveyard(c, R_DIE)
  raise("on_die", { subject = c, other = n })
  return n
end

-- HY-11.2: sacrificed by its controller, as a cost.
function sacrifice(c)
  if not exists(c) or not on_field(c) then return nil end
  log(pname(controller(c)) .. " sacrifices " .. describe(c))
  local n = to_graveyard(c, R_SACRIFICE)
  raise("on_sacrificed", { subject = c, other = n })
  return n
end

-- c is banished, logged; returns the new object, or nil when c is gone.
function banish(c)
  if not c or not exists(c) then return nil end
  local n = move(c, home(c, "banished"), owner(c), { reason = R_EFFECT })
  log(describe(c) .. " is banished")
  if zone_of(n) == "banished" then raise("on_banished", { subject = c, other = n }) end
  return n
end

-- c returns to its owner's hand, logged; returns the new object, or nil when c is gone.
function return_to_hand(c)
  if not c or not exists(c) then return nil end
  local n = move(c, home(c, "hand"), owner(c), { reason = R_EFFECT })
  log(describe(c) .. " returns to its owner's hand")
  return n
end

-- "Discard a card": hand to graveyard (the common library's discards()).
function discard(c)
  log(pname(owner(c)) .. " discards " .. describe(c))
  return to_graveyard(c, 0)
end

-- HY-7.6, HY-7.7: a creature enters p's creature zone face up, untapped,
-- with summoning sickness. kind: "summon" or "special".
function place_creature(c, p, kind)
  local m = move(c, "creature", p)
  set_var(m, "entered", turn())
  log(pname(p) .. (kind == "special" and " special summons " or " summons ") .. describe(m))
  raise(kind == "special" and "on_special_summon" or "on_summon", { subject = m, player = p })
  raise("on_enter_field", { subject = m, player = p })
  return m
end

-- HY-7.7: a special summon by an effect ignores the mana cost; outside a
-- main phase it does nothing unless the card says it works then (anytime).
function special_summon(c, p, anytime)
  if not c or not exists(c) or not in_game(p) then return nil end
  local s = step()
  if not anytime and s ~= "main1" and s ~= "main2" then
    log("HY-7.7: no special summon outside a main phase")
    return nil
  end
  if not is_token(c) and not creature_room(p) then return nil end
  return place_creature(c, p, "special")
end

-- HY-2.4, HY-12.8: create n tokens of card id `id` for p (not capped).
function make_tokens(id, p, n)
  local made = {}
  if not in_game(p) then return made end
  for _ = 1, n or 1 do
    local t = create(id, "creature", p)
    set_var(t, "entered", turn())
    log(pname(p) .. " creates " .. describe(t))
    raise("on_enter_field", { subject = t, player = p })
    made[#made + 1] = t
  end
  return made
end

-- HY-3.5: damage to a creature (kept until the end phase); a set creature
-- is slain by any damage (HY-10.4). The state checks slay it.
function damage_creature(c, n)
  if n <= 0 or not exists(c) or zone_of(c) ~= "creature" then return end
  set_var(c, "damage", var(c, "damage") + n)
  log(describe(c) .. " takes " .. n .. " damage")
end

-- A creature that must be slain now: damage >= DEF, or a set one damaged.
function lethal(c)
  if is_face_down(c) then return var(c, "damage") > 0 end
  local d = get(c, "def") or 0      -- def(c), face up: below 0 counts as 0
  return d <= 0 or var(c, "damage") >= d
end

-- Damage by an effect to "target creature or player" style effects.
function deal_damage(x, n, is_player)
  if is_player then lose_life(x, n) else damage_creature(x, n) end
end

-- HY-7.14, HY-7.15, HY-7.16: attach an aura, equip magic or artifact.
function attach(card, to)
  if not exists(card) or not exists(to) then return end
  set_var(card, "attached", to)
  log(describe(card) .. " is attached to " .. describe(to))
end
-- The creature card (an aura, equip magic or artifact) is attached to, while it is on the field; else nil.
function attached_to(card)
  local t = var(card, "attached")
  if t ~= 0 and exists(t) and on_field(t) then return t end
  return nil
end
