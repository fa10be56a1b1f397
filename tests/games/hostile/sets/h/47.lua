-- Slow Sorter: hostile code when it resolves (line 3): sorting is work in C, between hook ticks.
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 20000 do t[i] = -i end while true do table.sort(t) end
end } }
