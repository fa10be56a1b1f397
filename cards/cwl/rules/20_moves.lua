-- Card movements, the two totals, and the events they raise (CW §4, §9).
-- A card that moves is a new object (CW-4.5); events about a card that left
-- the field name the old one, so its triggers look back at it (CW-9.2).

-- CW-1.3.3, CW-1.4: every player's draw of n is checked before any card
-- moves; each player whose deck is short loses at once, both = a draw.
-- takes = { {player, n}, ... }. Returns true when the cards may move.
function deck_holds(takes)
  local short = false
  for _, t in ipairs(takes) do
    if count("deck", t[1]) < t[2] then
      lose(t[1], "had to take " .. t[2] .. " from a deck of " .. count("deck", t[1]) .. " (CW-1.3.3)")
      short = true
    end
  end
  if short then check_outcome() end
  return not short
end

-- Draw n cards (CW-1.3.3: one check for all n, CW-1.4).
function draw(p, n)
  n = n or 1
  if not deck_holds({ { p, n } }) then return end
  for _ = 1, n do
    local h = draw_one(p)
    raise("on_draw", { subject = h, player = p })
  end
end

-- "Both players draw n": the TP's and the NTP's are checked together, so both
-- short is a draw (CW-1.3.3, CW-S04).
function each_player_draws(n)
  local tp = active_player()
  if not deck_holds({ { tp, n }, { opponent(tp), n } }) then return end
  each_player(function(p) draw(p, n) end)
end

-- CW-1.4: "add N cards that ... from your deck": the deck must hold N cards,
-- then the player adds what matches, up to N; the deck is shuffled.
function search(p, pred, n, prompt)
  n = n or 1
  if not deck_holds({ { p, n } }) then return {} end
  local got = {}
  for _ = 1, n do
    local options = filter(cards("deck", p), pred)
    if #options == 0 then break end
    local c = choose_card(p, prompt or "Add a card from your deck to your hand", options)
    local h = move(c, "hand", p)
    log("P" .. p .. " adds " .. describe(h) .. " from the deck to the hand")
    got[#got + 1] = h
  end
  shuffle("deck", p)
  return got
end

-- The two totals (CW-1.2). A total never goes below 0 (CW-1.3.1); whether a
-- player is out is checked after each link and each battle (CW-1.5).
local function change_total(p, which, delta)
  local v = pvar(p, which) + delta
  if v < 0 then v = 0 end
  set_pvar(p, which, v)
end
-- p loses n HP (nothing for n <= 0), logged.
function lose_hp(p, n)
  if n <= 0 then return end
  change_total(p, "hp", -n)
  log("P" .. p .. " loses " .. n .. " HP (" .. pvar(p, "hp") .. " left)")
  raise("on_hp_damage", { player = p, amount = n })
end
-- p loses n LP (nothing for n <= 0), logged.
function lose_lp(p, n)
  if n <= 0 then return end
  change_total(p, "lp", -n)
  log("P" .. p .. " loses " .. n .. " LP (" .. pvar(p, "lp") .. " left)")
  raise("on_lp_damage", { player = p, amount = n })
end
-- p gains n HP, logged.
function gain_hp(p, n) change_total(p, "hp", n); log("P" .. p .. " gains " .. n .. " HP") end
-- p gains n LP, logged.
function gain_lp(p, n) change_total(p, "lp", n); log("P" .. p .. " gains " .. n .. " LP") end
-- The total a system stands for: Real = HP, Void = LP (CW-1.2, CW-11.1).
function lose_total(p, void, n) if void == 1 then lose_lp(p, n) else lose_hp(p, n) end end
-- p gains n of the total a system stands for: LP when void is 1, else HP.
function gain_total(p, void, n) if void == 1 then gain_lp(p, n) else gain_hp(p, n) end end

-- CW-4.6: to the owner's graveyard.
local function sent(old, new)
  if new and zone_of(new) == "graveyard" then raise("on_sent_to_graveyard", { subject = old, other = new }) end
end
-- CW-4.6: c goes to its owner's graveyard (reason: an R_* code), logged; returns the new object.
function to_graveyard(c, reason)
  local n = move(c, "graveyard", owner(c), { reason = reason or 0 })
  log(describe(c) .. " goes to the graveyard")
  sent(c, n)
  return n
end

-- Destroy several cards at once: the TP's first, then the NTP's (CW-1.6).
-- `battle` marks a destruction by battle (CW-10.4). A replacement may send a
-- card elsewhere; it was still destroyed.
function destroy_all(list, battle)
  local tp, mine, theirs = active_player(), {}, {}
  for _, c in ipairs(list) do
    if exists(c) and on_field(c) then
      local side = controller(c) == tp and mine or theirs
      side[#side + 1] = c
    end
  end
  for _, c in ipairs(theirs) do mine[#mine + 1] = c end
  local moved = {}
  for _, c in ipairs(mine) do
    local reason = R_DESTROY | (battle and R_BATTLE or 0)
    moved[#moved + 1] = { c, move(c, "graveyard", owner(c), { reason = reason }) }
  end
  for _, m in ipairs(moved) do
    local c, n = m[1], m[2]
    log(describe(c) .. " is destroyed" .. (battle and " in battle" or ""))
    raise("on_destroyed", { subject = c, other = n })
    if battle then raise("on_battle_destroyed", { subject = c, other = n }) end
    sent(c, n)
  end
  return #moved
end
-- Destroys c (destroy_all of one card; battle: destroyed by battle).
function destroy(c, battle) return destroy_all({ c }, battle) end

-- c returns to its owner's hand, logged; returns the new object (nil if c is gone).
function return_to_hand(c)
  if not exists(c) then return nil end
  local n = move(c, "hand", owner(c))
  log(describe(c) .. " returns to its owner's hand")
  return n
end

-- c is banished (to its owner's banished zone), logged; returns the new object (nil if c is gone).
function banish(c)
  if not exists(c) then return nil end
  local n = move(c, "banished", owner(c))
  log(describe(c) .. " is banished")
  return n
end

-- CW-4.3: put a monster on the field in a display form, as a new object;
-- stamp says which of two monsters is older (CW-7.4.1).
function place_monster(c, p, void, defence, kind)
  local m = move(c, "monster", p)
  set_var(m, "void", void)
  if defence then tap(m) end
  set_var(m, "summoned", turn())
  set_gvar("stamp", gvar("stamp") + 1)
  set_var(m, "stamp", gvar("stamp"))
  log("P" .. p .. " summons " .. describe(m) .. " in " .. describe_form(m))
  raise("on_summon", { subject = m, player = p, amount = kind })
  return m
end

-- The forms a player may choose for a monster (CW-7.1, CW-7.4.2): a
-- question, then the monster is placed.
function choose_form(p, c, prompt)
  local options, forms = {}, {}
  for _, void in ipairs(allowed_systems(c)) do
    for _, defence in ipairs({ false, true }) do
      forms[#forms + 1] = { void, defence }
      options[#options + 1] = form_name(void, defence)
    end
  end
  local f = forms[choose(p, prompt or ("Display form for " .. card_name(c)), options)]
  return f[1], f[2]
end

-- CW-7.3: a special summon by an effect, in a form the player chooses.
function special_summon(c, p, kind)
  if not exists(c) or count("monster", p) >= 6 then return nil end
  local void, defence = choose_form(p, c)
  return place_monster(c, p, void, defence, kind or S_SPECIAL)
end

-- A display change by an effect (CW-7.7: it leaves the once-per-turn change
-- alone). Raises on_display_change when something changed.
function set_form(c, void, defence)
  if not exists(c) or zone_of(c) ~= "monster" then return end
  local changed = false
  if void ~= nil and var(c, "void") ~= void then
    local ok = false
    for _, s in ipairs(allowed_systems(c)) do if s == void then ok = true end end
    if ok then set_var(c, "void", void); changed = true end
  end
  if defence ~= nil and in_defence(c) ~= defence then
    if defence then tap(c) else untap(c) end
    changed = true
  end
  if changed then
    log(describe(c) .. " is now in " .. describe_form(c))
    raise("on_display_change", { subject = c })
  end
end
-- A monster switches to the other system, keeping its position.
function switch_system(c) if exists(c) then set_form(c, 1 - var(c, "void"), nil) end end
