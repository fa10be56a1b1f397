-- Cairn Ward. Create a 0/3 Stone Spirit token with Taunt.
local STONE_SPIRIT = 4031  -- the Stone Spirit token's card id
return { magic { effect = function(e) make_tokens(STONE_SPIRIT, e.you, 1) end } }
