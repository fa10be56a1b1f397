-- "mini-steps": just enough game to test two step options (tests/core_steps.cpp):
-- `hold_triggers` (the step's priority windows leave pending triggers for the
-- next step) and `ends_on_pass` (a pass with the chain empty ends the step at
-- once, so the other player is not asked). FF-TCG uses them for the
-- first-strike window (FF-15.2.3.3) and the attack declaration step (FF-10.1.2.7).
-- Also pend(): the ruleset makes a trigger pending itself (FF's delayed and
-- state triggers), with a controller of its choosing. And `may_pass`: from
-- turn 2 a debt is owed; while it is, the pass is withheld when there is
-- something else to do (the "Settle" action of the declare step), as FF's
-- must-attack Forwards keep the attack phase open (FF-10.1.2.1.3). And a step
-- with `state_checks = false` (FF's active and draw phases, FF-9.1.1.2): the
-- checks note each step they run in; "after" is never one of them.
ruleset {
  game = "mini-steps",
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "board", abilities = true, ordered = false },
    { name = "stack", shared = true },
  },
  layers = { "base" },
  chars = { { name = "name", kind = "str", column = "name" } },
  game_vars = { "rung", "owed", "checked_window", "checked_after", "checked_declare" },
  events = { "rang", "echo" },
  steps = {
    { name = "window", begin = "ring", hold_triggers = true },
    { name = "after", state_checks = false },
    { name = "declare", ends_on_pass = true },
  },
  sequences = { { name = "turn", steps = { "window", "after", "declare" } } },
  policy = { after_link = "same_player", resolution = "top_only", triggers_in_resolution = "on_top" },
}
function setup()
  set_active(1)
  move(top("deck", 1), "board", 1)
end
function actions(p)
  if step() == "declare" and gvar("owed") == 1 and p == active_player() then return { { label = "Settle", run = "settle", args = {} } } end
  return {}
end
function settle() set_gvar("owed", 0) end
function state_checks()
  set_gvar("checked_" .. step(), 1)
  return false
end
function may_pass() return gvar("owed") == 0 end
function ring()
  if turn() == 2 then set_gvar("owed", 1) end
  for _, c in ipairs(cards("board", 1)) do
    raise("rang", { subject = c })
    if turn() == 1 then pend(abilities(c)[2], c, 2, "echo", { subject = c }) end
  end
end
function put_trigger(i, source, p)
  push_link({ run = "resolve_ability", args = { i }, source = source, controller = p, ability = i, label = "Bell" })
end
function resolve_ability(i) ability(i).effect() end
