-- Damage, recovery, dying, death (BW-13), faction reveals and careerists
-- (BW-11.4, BW-11.7), the end of the game (BW-16).

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

local function finish(winners, why)
  set_gvar("over", 1)
  for _, p in ipairs(winners) do win(p, why) end
  check_outcome()
end

-- BW-16.1, BW-16.2.
function end_check()
  if over() then return end
  local alive = seats()
  if #alive == 0 then
    set_gvar("over", 1)
    draw_game("no character is alive (BW-16.3)")
    return
  end
  local t = gvar("g") // 2
  local f
  for _, p in ipairs(alive) do
    if is_career(p) then
      if #alive == 1 then finish({ p }, "the careerist is the last one alive (BW-16.1 a)") end
      return
    end
    if f and actual(p) ~= f then return end
    f = actual(p)
  end
  if #alive > 1 and #alive > t then return end
  -- BW-16.1 b: the hidden faction cards of the living are revealed.
  for _, p in ipairs(alive) do
    for _, c in ipairs(cards("faction", p)) do move(c, "faction_up", p) end
    set_pvar(p, "mshow", 1); set_pvar(p, "sshow", 1)
  end
  local winners = {}
  for p = 1, players() do
    if actual(p) == f and not is_career(p) then winners[#winners + 1] = p end
  end
  finish(winners, "the " .. faction_name(f) .. " faction wins (BW-16.1, BW-16.2)")
end

-- BW-16.4: a concession is a death with no killer.
function concede(p)
  if in_game(p) and not over() then die(p, nil, "conceded") end
end

-- BW-0.3.8, BW-11.7: reveal the main or secondary faction card; revealing
-- the second one determines the faction and runs the careerist check.
function reveal_faction(p, which)
  local col = which == "main" and pvar(p, "main") or pvar(p, "sec")
  local name = col == 1 and "Black Seal" or "White Seal"
  for _, c in ipairs(cards("faction", p)) do
    if card_name(c) == name then move(c, "faction_up", p); break end
  end
  set_pvar(p, which == "main" and "mshow" or "sshow", 1)
  log("P" .. p .. " reveals its " .. which .. " faction card: " .. (col == 1 and "black" or "white"))
  if determined(p) then faction_determined(p) end
end

-- BW-11.4: more than T living non-careerists of this faction: careerist.
function faction_determined(p)
  local c = 0
  for _, q in ipairs(seats()) do
    if determined(q) and not is_career(q) and actual(q) == actual(p) then c = c + 1 end
  end
  log("P" .. p .. "'s faction is " .. faction_name(actual(p)))
  if c > gvar("g") // 2 then
    set_pvar(p, "career", 1)
    create(component("banner")[1], "marks", p)
    log("P" .. p .. " becomes a careerist (BW-11.4)")
  end
  end_check()
end

-- BW-0.3.3, BW-0.3.4, BW-12.7: to use a skill, a hidden character card is
-- revealed, then one faction card of the owner's choice if both are hidden:
-- one step, character card first.
function reveal_for_skill(p)
  if hero_shown(p) then return end
  local h = cards("hero", p)[1]
  move(h, "hero_up", p)
  log("P" .. p .. " reveals its character: " .. card_name(h))
  if pvar(p, "mshow") == 0 and pvar(p, "sshow") == 0 then
    local pick = choose(p, "Reveal which faction card? (BW-0.3.3)", { "Main", "Secondary" })
    reveal_faction(p, pick == 1 and "main" or "secondary")
  end
end
