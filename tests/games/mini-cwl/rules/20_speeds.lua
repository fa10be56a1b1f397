-- CW-8.6: speed 1 is used in the open state only: it may start a chain but
-- never respond, whatever the top link's speed. The core's speeds policy
-- (at_least_top) cannot say that; the ruleset's timing check does.
local mini_actions = actions
function actions(p)
  local out = {}
  for _, o in ipairs(mini_actions(p)) do
    if chain_size() == 0 or (o.speed or 1) >= 2 then out[#out + 1] = o end
  end
  return out
end
