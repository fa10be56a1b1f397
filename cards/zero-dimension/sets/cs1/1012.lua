-- Shatter: Destroy target character.
return { tactic_text { target = target_character(), effect = function(e) destroy(e.target) end } }
