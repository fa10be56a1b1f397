-- Damage, HP loss, recovery, max HP, dying, death and rewards (BW-13,
-- BW-4.2-4.6); chains in rules/45_chain.lua.

-- BW-4.6: HP lost = max HP - HP value.
function hp_lost_of(p) return pvar(p, "maxhp") - hp_value(p) end

-- BW-13.1, BW-13.2: q takes n damage from `from` (a character, or nil: no
-- source) through `channel` (the card kind or skill: "thrust", "faceoff",
-- ...), with `element` (nil, "fire" or "thunder"); `chain`: chain damage
-- (BW-9.3). The steps:
--  1. damage_dealing (ev.player = the source): source-side changes, by
--     setting ev.amount; not for chain damage (BW-9.3b). The hook
--     fire_bonus adds to fire damage.
--  2. damage_receiving (ev.player = q): target-side changes and prevention
--     (ev.amount = 0); the hook prevent_damage prevents it.
--  3. an amount of 0 or less: prevented, and nothing further happens (no
--     reset, no propagation: BW-9.3c).
--  4. HP falls; 5. at 0 or below, dying, nested (BW-13.6);
--  6. if q lives: damage_dealt (the source) and damage_received (q);
--  7. damage_settle_end: a chained q hit by elemental damage resets;
--  8. damage_settled: elemental damage, not chain damage, to a chained q
--     propagates (BW-9.3).
function damage(q, n, from, channel, element, chain)
  if over() or not in_game(q) then return end
  local ev = { player = from, from = from, target = q, amount = n, element = element, channel = channel,
               chain = chain or false }
  if from and not ev.chain then
    if element == "fire" then ev.amount = ev.amount + hook_value(from, "fire_bonus") end
    poll("damage_dealing", ev)
    if over() or not in_game(q) then return end
  end
  ev.player = q
  if has_hook(q, "prevent_damage") then ev.amount = 0 end
  poll("damage_receiving", ev)
  if over() or not in_game(q) then return end
  if ev.amount <= 0 then
    log("The damage to P" .. q .. " is prevented (BW-13.2)")
    return
  end
  local amount, was_chained = ev.amount, chained(q)
  set_pvar(q, "hp", pvar(q, "hp") - amount)
  log("P" .. q .. " takes " .. amount .. (element and (" " .. element) or "") .. (ev.chain and " chain" or "")
    .. " damage" .. (from and (" from P" .. from) or ""))
  if pvar(q, "hp") <= 0 then dying(q, from) end
  local after = { from = from, target = q, amount = amount, element = element, channel = channel, chain = ev.chain }
  if not over() and in_game(q) then
    if from then
      after.player = from
      poll("damage_dealt", after)
    end
    after = { player = q, from = from, target = q, amount = amount, element = element, channel = channel, chain = ev.chain }
    if not over() and in_game(q) then poll("damage_received", after) end
  end
  if over() then return end
  if element and was_chained then reset_character(q) end                   -- BW-9.3 step 1
  poll("damage_settle_end", { player = q, from = from, amount = amount, element = element, chain = ev.chain })
  if over() then return end
  poll("damage_settled", { player = q, from = from, amount = amount, element = element, chain = ev.chain })
  if element and was_chained and not ev.chain and not over() then
    propagate(q, amount, from, channel, element)                            -- BW-9.3 step 2
  end
end

-- BW-13.3: losing HP is not damage: no source, no damage timings, no chain.
-- HP falls, dying is settled at 0 or below, then hp_lost if q lives.
function lose_hp(q, n)
  if over() or not in_game(q) or n <= 0 then return end
  set_pvar(q, "hp", pvar(q, "hp") - n)
  log("P" .. q .. " loses " .. n .. " HP (BW-13.3)")
  if pvar(q, "hp") <= 0 then dying(q, nil) end
  if not over() and in_game(q) then poll("hp_lost", { player = q, amount = n }) end
end

-- BW-13.4: up to max HP, counted from the actual HP (which may be below 0);
-- hp_recovered fires when HP went up. `from`: who made q recover. Returns
-- the HP recovered.
function recover(q, n, from)
  if over() or not in_game(q) then return 0 end
  local before = pvar(q, "hp")
  local after = math.min(before + n, pvar(q, "maxhp"))
  if after <= before then return 0 end
  set_pvar(q, "hp", after)
  log("P" .. q .. " recovers " .. (after - before) .. " HP")
  poll("hp_recovered", { player = q, from = from, amount = after - before })
  return after - before
end

-- BW-4.2, BW-13.5: max HP changes by delta; HP above it falls to it; at 0 or
-- below the character dies with no killer. max_hp_changed fires.
function change_max_hp(q, delta)
  if over() or not in_game(q) or delta == 0 then return end
  local m = pvar(q, "maxhp") + delta
  set_pvar(q, "maxhp", m)
  if pvar(q, "hp") > m then set_pvar(q, "hp", m) end
  log("P" .. q .. "'s max HP " .. (delta > 0 and "rises" or "falls") .. " to " .. m .. " (BW-4.2)")
  if m <= 0 then
    die(q, nil, "max HP 0 (BW-13.5)")
    return
  end
  poll("max_hp_changed", { player = q, delta = delta })
end

-- BW-13.6: `dying` fires; then every living character, in seat order from
-- the current-turn one (fixed now; one who dies meanwhile is passed over),
-- is asked privately for a Remedy on q, holder or not (BW-18.6), as long as
-- HP is 0 or below; the dying character is asked in its own slot. At 1 or
-- more the dying ends and the rest are not asked; nobody helping, q dies,
-- killed by the damage's source (`killer`, nil for HP loss).
function dying(q, killer)
  if over() or not in_game(q) then return end
  log("P" .. q .. " is dying")
  poll("dying", { player = q, killer = killer })
  for _, r in ipairs(seats()) do
    if over() or not in_game(q) or pvar(q, "hp") > 0 then return end
    while not over() and in_game(r) and in_game(q) and pvar(q, "hp") <= 0 do
      local s, as = ask_for(r, "remedy", "P" .. q .. " is dying: use a Remedy on it?")
      if not s then break end
      use(r, s, q, nil, { as = as })
    end
  end
  if not over() and in_game(q) and pvar(q, "hp") <= 0 then die(q, killer) end
end

-- BW-13.7: `death` fires (the dying character's skills, and others'); then
-- its hidden cards are revealed, everything it holds is discarded, the
-- reward or penalty (BW-13.8), and the end check (at once, even in the middle
-- of another settlement, BW-16.1).
function die(q, killer, why)
  if not in_game(q) or over() then return end
  log("P" .. q .. " dies" .. (killer and (", killed by P" .. killer) or ""))
  poll("death", { player = q, killer = killer })
  if over() or not in_game(q) then return end
  for _, c in ipairs(cards("hero", q)) do move(c, "hero_up", q) end
  for _, c in ipairs(cards("faction", q)) do move(c, "faction_up", q) end
  set_pvar(q, "mshow", 1); set_pvar(q, "sshow", 1)
  for _, z in ipairs({ "hand", "equip", "judge" }) do
    for _, c in ipairs(cards(z, q)) do discard(c) end
  end
  lose(q, why or "died")
  if killer and killer ~= q and in_game(killer) and param("death_rewards") == 1 then reward(killer, q) end
  end_check()
  -- The current-turn character's death ends its turn.
  if not over() and q == active_player() then skip_to_step("finish") end
end

-- BW-13.8: only a living killer whose faction is determined.
function reward(k, q)
  if not determined(k) then return end
  if is_career(k) then draw_n(k, 3); return end
  if not is_career(q) and actual(k) == actual(q) then
    for _, z in ipairs({ "hand", "equip" }) do
      for _, c in ipairs(cards(z, k)) do discard(c) end
    end
    return
  end
  local n = 1
  if not is_career(q) then
    for _, r in ipairs(seats()) do
      if determined(r) and not is_career(r) and actual(r) == actual(q) then n = n + 1 end
    end
  end
  draw_n(k, n)
end
