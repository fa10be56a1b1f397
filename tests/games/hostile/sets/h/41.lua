-- Context Poisoner: hostile code when it resolves (line 3), in a game with the common library.
return { custom_ability { kind = "effect", effect = function(e)
  getmetatable(make_ctx { controller = e.you }).__index = function() return 3 end
end } }
