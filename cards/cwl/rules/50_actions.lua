-- The tests and procedures of the priority options the declaration lists
-- (00_declare.lua, `actions`). A `can` test reads no step: the declared
-- timings hold the timing rules, so the core can keep its answer while
-- nothing changes.

-- CW-1.6: "cannot" beats "can": forbidden(action, player, card), from the
-- common library (custom abilities of kind "forbid"). Actions: "summon",
-- "attack", "direct" (a direct attack), "activate".

-- The card's spec of a kind (magic, combo, tactic): a face-down card's
-- abilities are its printed ones.
function spec_of(c, kind) return custom_spec(is_face_down(c) and printed_abilities(c) or abilities(c), kind) end

-- CW-7.1: level 4 or lower (below tribute_from_level's reach is the normal
-- summon; with the literal reading level 4 may be either), twice a turn.
function can_normal_summon(p, c)
  return level(c) <= 4 and uses(K_NORMAL_SUMMON) < param("normal_summons_per_turn")
    and count("monster", p) < 6 and not forbidden("summon", p, c)
end

-- CW-7.1: c is normal summoned in the system and position its controller chooses.
function normal_summon(c)
  local p = controller(c)
  local void, defence = choose_form(p, c)
  add_use(K_NORMAL_SUMMON)
  place_monster(c, p, void, defence, S_NORMAL)
end

-- CW-7.2: level >= tribute_from_level, with tributes whose levels reach it;
-- no limit per turn. A tribute frees a cell, so the zone is never full after.
function can_tribute_summon(p, c)
  return level(c) >= param("tribute_from_level") and can_tribute(p, level(c)) and not forbidden("summon", p, c)
end

-- CW-7.2: c is tribute summoned: tributes paid, then the system and position chosen.
function tribute_summon(c)
  local p = controller(c)
  pay_tributes(p, level(c), card_name(c))
  local void, defence = choose_form(p, c)
  place_monster(c, p, void, defence, S_TRIBUTE)
end

-- CW-7.6.1: from the hand at speed 1 into an empty magic cell (CW-4.7).
function can_activate_from_hand(p, c)
  if count("magic", p) >= 6 or forbidden("activate", p, c) then return false end
  return effect_ok(spec_of(c, "magic"), make_ctx({ card = c, controller = p }))
end

-- CW-7.6: a magic card is activated from the hand (to the magic zone).
function activate_from_hand(c)
  local p = controller(c)
  activate_card(move(c, "magic", p), p, A_MAGIC, "magic")
end

-- CW-7.5: set face down; it may be activated from the next turn on.
function can_set(p, _) return count("magic", p) < 6 end

-- CW-7.5: a magic card is set face down in the magic zone (its set turn kept).
function set_magic(c)
  local p = controller(c)
  local x = move(c, "magic", p, { face_down = true })
  set_var(x, "set_turn", turn())
end

-- CW-7.6.3: a set magic card, from the turn after it was set, whenever its
-- controller has priority (speed 2).
function can_activate_set(p, c)
  if not is_face_down(c) or var(c, "set_turn") >= turn() or printed(c, "type") ~= "magic" then return false end
  if forbidden("activate", p, c) then return false end
  return effect_ok(spec_of(c, "magic"), make_ctx({ card = c, controller = p }))
end

-- A set magic card is turned face up and activated.
function activate_set(c)
  set_face_down(c, false)
  activate_card(c, controller(c), A_MAGIC, "magic")
end

-- CW-7.8: combination magic, any time in its controller's turn (speed 2),
-- with materials from their field or hand, once per name per turn
-- (CW-7.8.1; combo_rule 0: not the same name twice in a row).
local function combo_pool(p)
  local pool = {}
  for _, z in ipairs({ "monster", "magic", "hand" }) do
    for _, c in ipairs(cards(z, p)) do pool[#pool + 1] = c end
  end
  return pool
end

local function combo_used(p, c)
  if param("combo_rule") == 1 then return uses(use_key(K_COMBO, card_id(c))) > 0 end
  return pvar(p, "last_combo") == card_id(c)
end

-- Whether p may activate combo magic c now: room, once a turn, not forbidden, materials that fit, its effect usable.
function can_combo(p, c)
  if count("magic", p) >= 6 or combo_used(p, c) or forbidden("activate", p, c) then return false end
  local spec = spec_of(c, "combo")
  if not spec or not fits(spec.materials, combo_pool(p)) then return false end
  return effect_ok(spec, make_ctx({ card = c, controller = p }))
end

-- CW-7.8: combo magic c is activated: its materials chosen and sent to the graveyard as its cost.
function activate_combo(c)
  local p = controller(c)
  local spec = spec_of(c, "combo")
  for _, m in ipairs(choose_materials(p, spec.materials, combo_pool(p), card_name(c))) do to_graveyard(m, R_COST) end
  add_use(use_key(K_COMBO, card_id(c)))
  set_pvar(p, "last_combo", card_id(c))
  activate_card(move(c, "magic", p), p, A_COMBO, "combo")
end

-- CW-7.4: a myth monster in the open state, with materials from the field;
-- never two of one name on a player's field (CW-7.4.1).
function can_myth(p, c)
  if forbidden("summon", p, c) then return false end
  for _, m in ipairs(cards("monster", p)) do
    if card_name(m) == card_name(c) then return false end
  end
  local spec = spec_of(c, "myth")
  return spec ~= nil and fits(spec.materials, cards("monster", p))
end

-- CW-7.4: a myth monster c is summoned: its materials from the field to the graveyard, then it is placed in the system and position chosen.
function summon_myth(c)
  local p = controller(c)
  local spec = spec_of(c, "myth")
  for _, m in ipairs(choose_materials(p, spec.materials, cards("monster", p), card_name(c))) do to_graveyard(m, R_COST) end
  local void, defence = choose_form(p, c)
  place_monster(c, p, void, defence, S_MYTH)
end

-- CW-7.9: a tactic whenever its controller has priority, if its restriction
-- matches their Leader (CW-2.6) and its condition holds; no magic cell.
local function restriction(c, char)
  local v = printed(c, char)
  if v == "" then return nil end          -- an empty column reads as ""
  return v
end
-- Whether tactic c's restriction (leader, race, attribute) matches p's Leader (CW-2.6).
function tactic_fits(p, c)
  local l = leader_of(p)
  local rl, rr, ra = restriction(c, "restrict_leader"), restriction(c, "restrict_race"), restriction(c, "restrict_attribute")
  if not rl and not rr and not ra then return true end
  if not l then return false end
  return (not rl or rl == card_name(l)) and (not rr or rr == get(l, "race")) and (not ra or ra == get(l, "attribute"))
end

-- Whether p may use its waiting tactic c now: face down, fitting, not forbidden, its effect usable.
function can_use_tactic(p, c)
  if not is_face_down(c) or not tactic_fits(p, c) or forbidden("activate", p, c) then return false end
  return effect_ok(spec_of(c, "tactic"), make_ctx({ card = c, controller = p }))
end

-- A waiting tactic is turned face up and activated.
function use_tactic(c)
  set_face_down(c, false)
  activate_card(c, controller(c), A_TACTIC, "tactic")
end

-- CW-7.10, CW-7.11: activated effects of monsters, magic and Leaders.
-- Ignition effects in the open state (the declaration's first way), quick
-- ones (speed 2) whenever the controller has priority.
local function once_keys(c, i, p, a)
  local keys = {}
  if a.once then keys[#keys + 1] = use_key(K_ONCE, c, i % 256) end
  if a.once_name then keys[#keys + 1] = use_key(K_ONCE_NAME, card_id(c), p) end
  return keys
end

-- CW-7.11: once a card used one face's effect this turn, the other face's
-- stay unused that turn (parameter system_lock).
local function face_locked(c, a)
  if not a.face or param("system_lock") == 0 then return false end
  return uses(use_key(K_FACE, c, a.face == "void" and 0 or 1)) > 0
end

-- Whether p may activate c's ability i now: face up, working, activated, its face and once limits, not forbidden, usable.
function ability_ok(c, i, p)
  if is_face_down(c) or not ability_works(c, i) then return false end
  local a = ability(i)
  if a.kind ~= "activated" or face_locked(c, a) or forbidden("activate", p, c) then return false end
  for _, k in ipairs(once_keys(c, i, p, a)) do
    if uses(k) > 0 then return false end
  end
  return effect_ok(a, make_ctx({ card = c, controller = p, face = is_monster(c) and var(c, "void") or nil }))
end
-- Whether p may activate c's ignition ability i now (ability_ok).
function ignition_ok(c, i, p) return ability_ok(c, i, p) end
-- Whether p may activate c's quick ability i now (speed 2 and ability_ok).
function quick_ok(c, i, p) return ability(i).speed == 2 and ability_ok(c, i, p) end

-- c's activated ability i is activated: its once-per-turn keys counted, then activate_ability.
function activate(c, i)
  local p = controller(c)
  local a = ability(i)
  for _, k in ipairs(once_keys(c, i, p, a)) do add_use(k) end
  if a.face then add_use(use_key(K_FACE, c, a.face == "void" and 1 or 0)) end
  local kind = is_leader(c) and A_LEADER or is_monster(c) and A_MONSTER or A_MAGIC
  activate_ability(c, i, p, kind)
end

-- CW-7.7: once per turn, not by effect, not in the turn it was summoned
-- (parameter change_on_summon_turn) nor after it attacked.
function can_change_display(_, c)
  if var(c, "changed") == turn() or var(c, "attacked") == turn() then return false end
  return param("change_on_summon_turn") == 1 or var(c, "summoned") ~= turn()
end

-- CW-7.7: a monster's controller changes its display (system and position) among those allowed.
function change_display(c)
  local p = controller(c)
  local options, forms = {}, {}
  for _, void in ipairs(allowed_systems(c)) do
    for _, defence in ipairs({ false, true }) do
      if void ~= var(c, "void") or defence ~= in_defence(c) then
        forms[#forms + 1] = { void, defence }
        options[#options + 1] = form_name(void, defence)
      end
    end
  end
  local f = forms[choose(p, "New display form for " .. describe(c) .. " (" .. describe_form(c) .. " now)", options)]
  set_var(c, "changed", turn())
  set_form(c, f[1], f[2])
end

-- CW-6.3, CW-6.7: in the open state the TP passes by naming the next phase;
-- the battle phase is not offered on the first player's first turn (CW-5.7).
function phase_passes(p)
  if step() ~= "main" or p ~= active_player() or chain_size() ~= 0 then return {} end
  local out = {}
  if turn() > 1 or param("first_turn_battle") == 1 then
    out[1] = { label = "Pass, to the battle phase", run = "to_battle", pass = true }
  end
  out[#out + 1] = { label = "Pass, to the end phase", run = "to_end", pass = true }
  return out
end
-- The main phase's end leads to the battle phase.
function to_battle() set_gvar("next", 1) end
-- The main phase's end leads to the end phase.
function to_end() set_gvar("next", 0) end

-- Whether p may pass now: not the turn player's main phase with an empty chain.
function may_pass(p) return not (step() == "main" and p == active_player() and chain_size() == 0) end
