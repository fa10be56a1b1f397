-- Duskblade Assassin. When this creature is summoned: destroy target set creature an opponent controls.
return { when("on_summon", destroy_target, { text = "Destroy target set creature",
  target = target_creature(function(e, c) return controller(c) ~= e.you and is_face_down(c) end) }) }
