-- Damage, recovery, dying, death and rewards (BW-13).

-- BW-13.2: HP falls; at 0 or below the character is dying (nested); if it
-- lives, damage_dealt (source) and damage_received (target) are polled.
function damage(q, n, from, channel)
  if over() or not in_game(q) then return end
  set_pvar(q, "hp", pvar(q, "hp") - n)
  log("P" .. q .. " takes " .. n .. " damage" .. (from and (" from P" .. from) or ""))
  if pvar(q, "hp") <= 0 then dying(q, from) end
  if over() or not in_game(q) then return end
  poll("damage_dealt", { player = from, target = q, channel = channel })
  poll("damage_received", { player = q, from = from })
end

-- BW-13.4: not above max HP.
function recover(q, n)
  if not in_game(q) then return end
  set_pvar(q, "hp", math.min(pvar(q, "hp") + n, pvar(q, "maxhp")))
end

-- BW-13.6: every living character in seat order from the current-turn one
-- is asked, privately, for a Remedy, until HP is 1 or more; the killer is
-- the damage's source. Each is asked whether or not they hold one, so the
-- question tells no one who does (BW-18.6).
function dying(q, killer)
  log("P" .. q .. " is dying")
  for _, r in ipairs(seats()) do
    while pvar(q, "hp") <= 0 and in_game(r) and not over() do
      local held = in_hand(r, "remedy")
      local s = choose_card(r, "P" .. q .. " is dying: use a Remedy on it?", held, true, { secret = true })
      if not s then break end
      use(r, s, q)
    end
    if pvar(q, "hp") > 0 then return end
  end
  if pvar(q, "hp") <= 0 then die(q, killer) end
end

-- BW-13.7: reveal, discard everything, reward or penalty, then the end
-- check (at once, even in the middle of another settlement, BW-16.1).
function die(q, killer, why)
  if not in_game(q) then return end
  log("P" .. q .. " dies" .. (killer and (", killed by P" .. killer) or ""))
  for _, c in ipairs(cards("hero", q)) do move(c, "hero_up", q) end
  for _, c in ipairs(cards("faction", q)) do move(c, "faction_up", q) end
  set_pvar(q, "mshow", 1); set_pvar(q, "sshow", 1)
  for _, z in ipairs({ "hand", "equip" }) do
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

