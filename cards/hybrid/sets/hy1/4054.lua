-- Thornmail Aura. Attach to target creature. Attached creature gets +0/+2.
return attachment { target = target_face_up_creature(), mods = { def = 2 } }
