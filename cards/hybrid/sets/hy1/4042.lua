-- Shatter Sigil. Destroy target face-up magic or item card in a magic zone.
return { magic { target = target_magic(function(_, c) return not is_face_down(c) end), effect = destroy_target } }
