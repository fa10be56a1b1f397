-- Faction reveals and careerists (BW-0.3, BW-11.4, BW-11.7), revealing a
-- character to use a skill (BW-12.7), the end of the game (BW-16).

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
