-- Mirror Page: 【On deploy】 Until end of turn, this card gains the effects of another target character.
local function another(e, c) return c ~= e.card end
return { when("on_deploy", function(e) copy_effects(e.card, e.target, "end_of_turn") end,
              { target = target_character(another) }) }
