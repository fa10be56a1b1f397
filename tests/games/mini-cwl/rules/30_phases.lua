-- CW-6.7: in the main phase the TP's pass also says which phase comes next.
-- The TP's plain pass there is replaced by a pass that asks which; the last
-- one the TP gave stands when both players have passed in succession.
local timed_actions = actions
function actions(p)
  local out = timed_actions(p)
  if step() == "main" and p == active_player() and chain_size() == 0 then
    table.insert(out, 1, { label = "Pass, naming the next phase", run = "name_next", pass = true })
  end
  return out
end

function may_pass(p) return not (step() == "main" and p == active_player() and chain_size() == 0) end

function name_next()
  local pick = choose(active_player(), "Which phase comes next?", { "The battle phase", "The end phase" })
  set_gvar("next", pick == 1 and 1 or 0)
end

-- The battle, reduced to a mark (7) and 1 damage to the next player.
function battle_step()
  if gvar("next") == 0 then
    skip_to_step("end")
    return
  end
  record(7)
  local foe = active_player() % players() + 1
  set_pvar(foe, "life", pvar(foe, "life") - 1)
  set_gvar("next", 0)
end
