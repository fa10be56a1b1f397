-- Chains of Dusk. Attach to target creature. Attached creature cannot attack.
local out = attachment { target = target_face_up_creature() }
out[#out + 1] = cannot("attack", function(self, _, c) return var(self, "attached") == c end)
return out
