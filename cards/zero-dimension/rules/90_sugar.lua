-- Words card scripts use, so a card reads like its text. Each returns an
-- ability spec for the generic core (see docs/lua-api.md).

-- A timing keyword (ZD §9): when("on_deploy", function(e) ... end, {lv = 2, cost = {...}})
function when(event, effect, opts)
  local spec = { on = event, effect = effect }
  for k, v in pairs(opts or {}) do spec[k] = v end
  if spec.lv then
    local lv = spec.lv
    spec.condition = function(c) return level(c) >= lv end              -- ZD-3.7 level gate
  end
  if spec.during == "my_turn" then                                      -- ZD-9.14
    local inner = spec.condition
    spec.condition = function(c) return controller(c) == active_player() and (not inner or inner(c)) end
  elseif spec.during == "opponent_turn" then
    local inner = spec.condition
    spec.condition = function(c) return controller(c) ~= active_player() and (not inner or inner(c)) end
  end
  return trigger(spec)
end

-- An instant or normal tactic's text (the card's speed is in its row).
function tactic_text(spec) spec.kind = "tactic"; return custom_ability(spec) end

-- ZD-9.4: counter effect.
function counter(effect) return custom_ability({ kind = "counter", zones = { "life" }, effect = effect }) end

-- A cost-bearing activated effect: act({tap = true}, function(e) ... end, {target = ...})
function act(cost, effect, opts)
  local spec = { cost = cost, effect = effect }
  for k, v in pairs(opts or {}) do spec[k] = v end
  if spec.lv then
    local lv = spec.lv
    spec.condition = function(c) return level(c) >= lv end
  end
  return activated(spec)
end

-- Continuous self bonus: buff({atk = 1000}) ; with a condition: buff({...}, cond)
function buff(mods, cond)
  return continuous({ modify = mods, condition = cond })
end

-- Continuous bonus to other cards: aura({atk = 500}, function(self, c) ... end)
function aura(mods, applies)
  return continuous({ modify = mods, applies = applies })
end

-- Common effects.
function draw_cards(n) return function(e) draw(e.you, n) end end
function target_character(pred)
  return { zone = "character", filter = pred and function(e, c) return pred(e, c) end or nil }
end

-- "Target character gets X until end of turn."
function until_end_of_turn(char, amount)
  return function(e)
    if e.target then modify(e.target, char, "add", amount, { duration = "end_of_turn", source = e.card }) end
  end
end
