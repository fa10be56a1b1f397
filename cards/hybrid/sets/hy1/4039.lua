-- Call the Swarm. Create two 1/1 Ember Wisp tokens.
local EMBER_WISP = 4030  -- the Ember Wisp token's card id
return { magic { effect = function(e) make_tokens(EMBER_WISP, e.you, 2) end } }
