-- Bell (speed 3): while resolving, every card in play hears it ring.
return { custom_ability { kind = "effect", effect = function(e)
  for _, b in ipairs(board()) do raise("rang", { subject = b, player = e.you }) end
end } }
