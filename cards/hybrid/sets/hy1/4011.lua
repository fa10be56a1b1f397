-- Hive Matron. When this creature is summoned: create a 1/1 Hive Drone token.
local HIVE_DRONE = 4029  -- the Hive Drone token's card id
return { when("on_summon", function(e) make_tokens(HIVE_DRONE, e.you, 1) end, { text = "Create a Hive Drone token" }) }
