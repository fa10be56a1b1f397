-- Label Hoarder: hostile code when it resolves (line 3): a question with 2,000 labels of 4,000 bytes (8 MB).
return { custom_ability { kind = "effect", effect = function(e)
  local opts = {} for i = 1, 2000 do opts[i] = string.rep("x", 3996) .. i end choose(1, "Pick", opts)
end } }
