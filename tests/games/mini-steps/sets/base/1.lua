-- Bell: when it rings, count a ring. Its echo (an event nobody raises) is made
-- pending by the ruleset with pend() and counts ten.
return {
  trigger { on = "rang", effect = function() set_gvar("rung", gvar("rung") + 1) end, text = "ring" },
  trigger { on = "echo", effect = function() set_gvar("rung", gvar("rung") + 10) end, text = "echo" },
}
