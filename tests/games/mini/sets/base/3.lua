-- Oracle: choose 1, 2 or 3 while resolving; record it; then draw.
return { custom_ability { kind = "effect", effect = function(e)
  record(choose(e.you, "Pick a number", { "one", "two", "three" }))
  draw(e.you)
end } }
