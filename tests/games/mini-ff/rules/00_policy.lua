-- FF-TCG's policy: the caster keeps priority; resolve the top item only.
GAME = "mini-ff"
POLICY = { after_link = "same_player", resolution = "top_only", triggers_in_resolution = "on_top" }
