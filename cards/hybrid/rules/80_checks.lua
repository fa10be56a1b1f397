-- State checks (HY-11.3), elimination (HY-1.6, HY-1.7), and the AI's view
-- of a position.

local ZONES = { "deck", "extra", "hand", "creature", "magic", "field", "graveyard", "banished", "tokens" }

-- HY-1.6: a player who lost leaves the game at once: their effects end,
-- their links leave the chain, every card they own leaves the game (cards
-- they control but do not own would go to their owners' graveyards: no card
-- of this set changes control), and if it was their turn, it ends.
function leave_game(p)
  local bit = 1 << (p - 1)
  if gvar("left") & bit ~= 0 or in_game(p) then return false end
  set_gvar("left", gvar("left") | bit)
  log(pname(p) .. " leaves the game (HY-1.6)")
  end_effects(p)
  local cur = current_link()
  local ap = active_player()
  for i = chain_size(), 1, -1 do
    local l = chain_link(i)
    if (l.controller == p or ap == p) and not (cur and cur.id == l.id) then
      remove_link(i)
      if l.source and exists(l.source) and zone_of(l.source) == "magic" and var(l.source, "live") == 0
          and owner(l.source) ~= p then
        to_graveyard(l.source, 0)
      end
    end
  end
  for _, z in ipairs(ZONES) do
    for _, c in ipairs(cards(z, p)) do move(c, "gone", p) end
  end
  for _, q in ipairs(live_players()) do
    for _, z in ipairs({ "creature", "magic", "field" }) do
      for _, c in ipairs(cards(z, q)) do
        if owner(c) == p then move(c, "gone", p) end
      end
    end
  end
  raise("on_player_eliminated", { player = p })
  if ap == p then
    log("HY-1.6: the turn of " .. pname(p) .. " ends")
    skip_to_step("cleanup")
  end
  return true
end

-- HY-1.3, HY-1.7: every player at 0 life or less loses, all at once (all
-- the remaining players at once: a draw); then they leave.
local function check_life()
  local any = false
  for _, p in ipairs(live_players()) do
    if pvar(p, "life") <= 0 then
      lose(p, "life 0 or less (HY-1.3)")
      any = true
    end
  end
  if any then check_outcome() end
  local left = false
  for p = 1, players() do
    if not in_game(p) and leave_game(p) then left = true end
  end
  return any or left
end

-- Whether pred(c) holds for a card in zone z of any player still in the
-- game, looked for seat by seat: a check that finds nothing then has not
-- read whose turn it is, so a new turn alone does not run the state checks
-- again (docs/ruleset.md, `state_checks`). What it finds is then ordered
-- from the active player (HY-11.2).
local function any_in_play(z, pred)
  for p = 1, players() do
    if in_game(p) then
      for _, c in ipairs(cards(z, p)) do
        if pred(c) then return true end
      end
    end
  end
  return false
end

-- HY-10.4, HY-11.2: creatures with damage >= DEF are slain, the AP's first.
local function check_slain()
  if not any_in_play("creature", lethal) then return false end
  local dead = {}
  for _, p in ipairs(players_in_order()) do
    for _, c in ipairs(cards("creature", p)) do
      if lethal(c) then dead[#dead + 1] = c end
    end
  end
  for _, c in ipairs(dead) do slay(c) end
  return #dead > 0
end

-- HY-4.4: a 6th non-token creature (by a change of control): its controller
-- puts one into the graveyard.
local function check_cap()
  local cap, over = param("creature_cap"), false
  for p = 1, players() do  -- tokens do not count: no more creatures than the cap, no more that count
    if in_game(p) and #cards("creature", p) > cap and #capped_creatures(p) > cap then over = true end
  end
  if not over then return false end
  local any = false
  for _, p in ipairs(players_in_order()) do
    local list = capped_creatures(p)
    if #list > param("creature_cap") then
      to_graveyard(choose_card(p, "HY-4.4: more than " .. param("creature_cap") .. " creatures: put one into the graveyard", list), 0)
      any = true
    end
  end
  return any
end

-- HY-7.14, HY-7.15, HY-7.16, L62, L218: an aura or equip magic attached to
-- nothing goes to the graveyard; an artifact stays, unequipped.
local function loose_magic(c)
  if var(c, "live") ~= 1 then return false end
  local t = category(c)
  if t == "aura_magic" or t == "equip_magic" then return not attached_to(c) end
  return t == "artifact" and var(c, "attached") ~= 0 and not attached_to(c)
end
local function check_attached()
  if not any_in_play("magic", loose_magic) then return false end
  local any = false
  for _, p in ipairs(players_in_order()) do
    for _, c in ipairs(cards("magic", p)) do
      if var(c, "live") == 1 then
        local t = category(c)
        if (t == "aura_magic" or t == "equip_magic") and not attached_to(c) then
          log(describe(c) .. " is attached to nothing")
          to_graveyard(c, 0)
          any = true
        elseif t == "artifact" and var(c, "attached") ~= 0 and not attached_to(c) then
          set_var(c, "attached", 0)
          log(describe(c) .. " drops back into the magic zone, unequipped")
          any = true
        end
      end
    end
  end
  return any
end

-- All the checks once; true when something changed. Run before priority
-- (the core's state_checks), after each battle and after each link.
function run_checks()
  local changed = check_life()
  if check_slain() then changed = true end
  if check_cap() then changed = true end
  if check_attached() then changed = true end
  if changed then check_life() end
  return changed
end

-- The state checks (run_checks); true when one changed something.
function state_checks() return run_checks() end

-- HY-1.5: a concession needs no procedure: the core makes the player lose,
-- and the next state checks make them leave (leave_game).

-- "You win the game" (HY-1.5): the others lose.
function special_win(p, why)
  for _, q in ipairs(opponents(p)) do lose(q, why or "a card's effect") end
  check_outcome()
end

-- evaluate()'s parts: the worth of q's life and of q's creatures.
local function life_value(q)
  local v = 0
  for r = 1, math.max(0, pvar(q, "life")) do v = v + (r <= 4 and 70 or r <= 9 and 40 or 25) end
  return v
end
local function board(q)
  local s = 0
  for _, c in ipairs(cards("creature", q)) do s = s + 40 + atk(c) * 15 + def(c) * 8 end
  return s
end
-- For the AIs (docs/ai.md): how good the position is for p (higher is
-- better); a hint, not a rule. A point of life weighs the more the nearer it
-- brings its player to 0 (HY-1.3); a creature by its ATK and DEF, and more
-- than a few points of life: while a player controls one, no attack reaches
-- them (HY-10.2.1); a card in hand, mana and magic as what they may become.
function evaluate(p)
  if not in_game(p) then return -100000 end
  local score = life_value(p) + board(p) + count("hand", p) * 20 + pvar(p, "mana_max") * 5
  for _, c in ipairs(cards("magic", p)) do score = score + 10 end
  local foes = opponents(p)
  for _, q in ipairs(foes) do
    score = score - (life_value(q) + board(q) + count("hand", q) * 20) // #foes
  end
  return score
end
