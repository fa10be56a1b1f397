-- Borrowed Loyalty: Gain control of target character your opponent controls with ATK 2000 or less.
-- (ZD-4.9.5: it moves to your battle zone as the same object; its owner stays.)
return { tactic_text { target = target_character(function(e, c) return controller(c) ~= e.you and atk(c) <= 2000 end),
                       effect = function(e) gain_control(e.target, e.you) end } }
