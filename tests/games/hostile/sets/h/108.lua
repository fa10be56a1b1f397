-- Context Reader: reads an effect context of the common library (record 9 if it has a target, else 1).
return { custom_ability { kind = "effect", effect = function(e)
  record(make_ctx { controller = e.you }.target and 9 or 1)
end } }
