-- Use Asker: hostile code when it resolves (line 3): 9,999 usage keys, then asks about one it lacks forever.
return { custom_ability { kind = "effect", effect = function(e)
  for i = 1, 9999 do add_use(i) end while true do uses(10000) end
end } }
