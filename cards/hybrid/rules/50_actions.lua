-- The tests and procedures of the priority options the declaration lists
-- (00_declare.lua, `actions`). A `can` test reads no step: the declared
-- timings hold the timing rules. Speeds (HY-8.4.3): the core drops an option
-- whose card's `speed` is below the top link's; the tests below compare the
-- exact speed of what is done (an ability's own, a flip's 2).

-- HY-1.8: "cannot" beats "can": forbidden(action, player, card), from the
-- common library (custom abilities of kind "forbid"). Actions: "summon",
-- "attack", "attack_player", "block", "activate".

-- The speed of the link on top of the chain (0 with none).
function top_speed()
  local n = chain_size()
  if n == 0 then return 0 end
  return chain_link(n).speed
end

-- HY-8.4.2: the speed at which a card is used from the hand or from set.
function use_speed(c)
  local t = printed(c, "type")
  if t == "quick_magic" then return printed(c, "speed") end
  if t == "normal_item" then return math.max(2, printed(c, "speed")) end
  if t == "creature" or t == "artifact_creature" then return 2 end
  return 1
end
local function speed_ok(s) return s >= top_speed() end

-- The card's spec of a kind ("magic"): a card off the field (in the hand,
-- the graveyard, set) has its printed abilities.
function spec_of(c, kind) return custom_spec(works_on_field(c) and abilities(c) or printed_abilities(c), kind) end

-- HY-7.6: pay the mana; the creature zone has room (HY-4.4).
function can_summon(p, c)
  return can_pay_card(p, c) and creature_room(p) and not forbidden("summon", p, c)
end

-- c is summoned: its cost paid, then placed as a creature.
function summon(c)
  local p = controller(c)
  pay_card(p, c)
  place_creature(c, p, "summon")
end

-- HY-7.8: a creature of 4 stars or fewer, face down and tapped, no mana.
function can_set_creature(p, c)
  return stars(c) <= param("max_set_creature_stars") and creature_room(p)
end

-- HY-7.8: c is set face down and tapped in the creature zone.
function set_creature(c)
  local p = controller(c)
  local x = move(c, "creature", p, { face_down = true })
  tap(x)
end

-- HY-7.8: at most 5 set magic cards (artifact creatures count, HY-4.5).
function can_set_magic(p, _) return set_magic_count(p) < param("set_magic_cap") end
-- A magic card is set face down in the magic zone.
function set_magic(c)
  local p = controller(c)
  move(c, "magic", p, { face_down = true })
end

-- HY-7.8, HY-4.3: field magic is set in the field zone; it replaces the old.
function can_set_field(p, c) return can_set_magic(p, c) end
-- A field magic card is set face down in the field zone (replacing the one there).
function set_field(c)
  local p = controller(c)
  clear_field_zone(p)
  move(c, "field", p, { face_down = true })
end

-- HY-4.3: a new field magic sends the old one to the graveyard.
function clear_field_zone(p)
  for _, old in ipairs(cards("field", p)) do
    log("HY-4.3: the new field magic replaces " .. describe(old))
    to_graveyard(old, 0)
  end
end

-- HY-7.10, HY-7.12: a magic card or artifact from the hand: its mana, its
-- name unused this turn, its own condition, cost and targets.
function can_activate_from_hand(p, c)
  if not speed_ok(use_speed(c)) or name_used(c, p) or forbidden("activate", p, c) then return false end
  if not can_pay_card(p, c) then return false end
  return effect_ok(spec_of(c, "magic"), make_ctx({ card = c, controller = p }))
end
-- C9 (parameter): quick magic from the hand in any player's turn.
function can_quick_any_turn(p, c)
  return param("quick_from_hand_any_turn") == 1 and can_activate_from_hand(p, c)
end

-- A magic card or item is activated from the hand: paid, then to the magic (or field) zone and the chain.
function activate_from_hand(c)
  local p = controller(c)
  local x = pay_card(p, c)
  local zone = printed(c, "type") == "field_magic" and "field" or "magic"
  if zone == "field" then clear_field_zone(p) end
  activate_card(move(c, zone, p), p, A_MAGIC, x)
end

-- HY-7.11: a normal item in the main phase of any turn (battle phase only
-- if its text says so, spec.battle).
function can_use_item(p, c)
  if not speed_ok(use_speed(c)) or name_used(c, p) or forbidden("activate", p, c) then return false end
  if not can_pay_card(p, c) then return false end
  return effect_ok(spec_of(c, "magic"), make_ctx({ card = c, controller = p }))
end
-- Whether p may use item c in the battle phase (its spec says battle = true).
function can_use_item_in_battle(p, c)
  local spec = spec_of(c, "magic")
  return spec ~= nil and spec.battle == true and can_use_item(p, c)
end

-- HY-7.11: pay, reveal and put it into the graveyard, then it resolves.
function use_item(c)
  local p = controller(c)
  local x = pay_card(p, c)
  log(pname(p) .. " reveals " .. describe(c))
  local g = move(c, "graveyard", owner(c))
  raise("on_sent_to_graveyard", { subject = c, other = g })
  activate_card(g, p, A_ITEM, x)
end

-- HY-7.9.1: a set creature is flipped by paying its mana cost; it is then
-- face up, untapped, and free of summoning sickness.
function can_flip_creature(p, c)
  if not is_face_down(c) or not speed_ok(2) or forbidden("summon", p, c) then return false end
  return can_pay_card(p, c)
end

-- A set creature is flipped face up: its cost paid.
function flip_creature(c)
  local p = controller(c)
  pay_card(p, c)
  set_face_down(c, false)
  untap(c)
  set_var(c, "entered", 0)
  log(pname(p) .. " flips " .. describe(c))
  raise("on_flip", { subject = c, player = p })
end

-- HY-7.9.2 to HY-7.9.4: a set magic card is flipped by paying its mana and
-- used; quick magic and artifact creatures in any turn (the declaration's
-- first way), the others as from the hand (main_own).
function can_activate_set(p, c)
  if not is_face_down(c) or forbidden("activate", p, c) then return false end
  local t = printed(c, "type")
  if not speed_ok(use_speed(c)) or not can_pay_card(p, c) then return false end
  if t == "artifact_creature" then return creature_room(p) end
  if name_used(c, p) then return false end
  return effect_ok(spec_of(c, "magic"), make_ctx({ card = c, controller = p }))
end

-- The options of p's set cards, each with its speed (HY-8.4.2).
function set_card_options(p)
  local out = {}
  for _, c in ipairs(cards("creature", p)) do
    if is_face_down(c) and can_flip_creature(p, c) then
      out[#out + 1] = { label = "Flip " .. describe(c), public = "Flip a set creature", run = "flip_creature",
                        args = { c }, card = c, speed = 2 }
    end
  end
  local s = step()
  local main = p == active_player() and (s == "main1" or s == "main2")
  for _, z in ipairs({ "magic", "field" }) do
    for _, c in ipairs(cards(z, p)) do
      if is_face_down(c) then
        local t = printed(c, "type")
        local any_time = t == "quick_magic" or t == "artifact_creature"
        if (any_time or main) and can_activate_set(p, c) then
          out[#out + 1] = { label = "Activate the set " .. describe(c), public = "Activate a set card",
                            run = "activate_set", args = { c }, card = c, speed = use_speed(c) }
        end
      end
    end
  end
  return out
end

-- A set card is activated: an artifact creature flips onto the creature zone (HY-7.9.4), a magic card turns face up.
function activate_set(c)
  local p = controller(c)
  if printed(c, "type") == "artifact_creature" then   -- HY-7.9.4
    pay_card(p, c)
    local m = move(c, "creature", p)
    set_var(m, "entered", 0)
    log(pname(p) .. " flips " .. describe(m))
    raise("on_flip", { subject = m, player = p })
    raise("on_enter_field", { subject = m, player = p })
    return
  end
  local x = pay_card(p, c)
  set_face_down(c, false)
  raise("on_flip", { subject = c, player = p })
  activate_card(c, p, A_MAGIC, x)
end

-- HY-7.13, HY-7.12, HY-8.4.2: activated effects. `main_only` effects
-- (equipping, HY-7.14) only in the open main phase; speed 1 in the own
-- turn; speed 2 and 3 in any turn. The exact speed must reach the top's.
local function ability_speed(a) return (a.speed and a.speed > 0) and a.speed or 1 end

local function counts_once(a)
  if a.equip then return param("equip_counts_once") == 1 end
  return true
end

-- Whether p may activate c's ability i now: it works, its speed, not forbidden, its once limits, usable.
function ability_ok(c, i, p)
  if not works_on_field(c) then return false end
  local a = ability(i)
  if not speed_ok(ability_speed(a)) or forbidden("activate", p, c) then return false end
  if counts_once(a) and name_used(c, p) then return false end
  if a.once and uses(use_key(K_ONCE, c, i % 256)) > 0 then return false end
  return effect_ok(a, make_ctx({ card = c, controller = p }))
end
-- ability_ok, for the main phase's options.
function ability_ok_main(c, i, p) return ability_ok(c, i, p) end
-- ability_ok for an ability not limited to the main phase.
function ability_ok_turn(c, i, p) return not ability(i).main_only and ability_ok(c, i, p) end
-- ability_ok for an ability of speed 2 or more, not limited to the main phase (the opponent's turn).
function ability_ok_any(c, i, p)
  local a = ability(i)
  return not a.main_only and ability_speed(a) >= 2 and ability_ok(c, i, p)
end

-- c's ability i is activated: once limits counted, then activate_ability at its speed.
function activate(c, i)
  local p = controller(c)
  local a = ability(i)
  if counts_once(a) then mark_name(c, p) end
  if a.once then add_use(use_key(K_ONCE, c, i % 256)) end
  activate_ability(c, i, p, ability_speed(a))
end
