-- State checks (CW-11.6), totals (CW-1.3, CW-1.5), and the AI's view of a
-- position.

-- CW-1.3.1, CW-1.3.2, CW-1.5: every player with HP or LP at 0 loses, all
-- in one check; both players at once is a draw.
function check_totals()
  local any = false
  for p = 1, 2 do
    if in_game(p) and (pvar(p, "hp") <= 0 or pvar(p, "lp") <= 0) then
      lose(p, (pvar(p, "hp") <= 0 and "HP" or "LP") .. " reached 0 (CW-1.3.1)")
      any = true
    end
  end
  if any then check_outcome() end
  return any
end

-- CW-1.3.4, CW-1.6: "you win the game": the totals are checked first, and a
-- player who also meets a loss condition loses.
function special_win(p, why)
  check_totals()
  if in_game(p) then win(p, why or "a card's special victory (CW-1.3.4)") end
  check_outcome()
end

-- CW-7.4.1: two myth monsters of one name on one side: the older goes.
-- The older of p's first such pair, or nil.
local function older_myth(p)
  local seen, older = {}, nil
  for _, c in ipairs(cards("monster", p)) do
    if get(c, "type") == "myth_monster" then
      local name = card_name(c)
      local other = seen[name]
      if other then
        older = var(other, "stamp") < var(c, "stamp") and other or c
        break
      end
      seen[name] = c
    end
  end
  return older
end
local function myth_duplicates(p)
  local older = older_myth(p)
  if not older then return false end
  log("Two " .. card_name(older) .. " on one side: the older goes (CW-7.4.1)")
  to_graveyard(older, 0)
  return true
end

-- The state checks: totals at 0 end the game, then each player's myth duplicates (the turn player's first); true when one changed something.
function state_checks()
  if check_totals() then return true end
  -- Looked for seat by seat first: finding nothing, the checks read no turn,
  -- so a new turn alone does not run them again (docs/ruleset.md, `state_checks`).
  if not older_myth(1) and not older_myth(2) then return false end
  local tp = active_player()
  local changed = myth_duplicates(tp)
  changed = myth_duplicates(opponent(tp)) or changed
  return changed
end

-- For the greedy AI: how good the position is for p (higher is better).
function evaluate(p)
  local o = opponent(p)
  local function low(q) return math.min(pvar(q, "hp"), pvar(q, "lp")) end
  local score = 2 * (low(p) - low(o)) + (pvar(p, "hp") + pvar(p, "lp") - pvar(o, "hp") - pvar(o, "lp")) // 4
  for _, c in ipairs(cards("monster", p)) do score = score + 300 + atk(c) // 4 end
  for _, c in ipairs(cards("monster", o)) do score = score - 300 - atk(c) // 4 end
  score = score + 150 * (count("hand", p) - count("hand", o))
  return score
end
