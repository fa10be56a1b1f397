-- Blazing Mantle. Attach to target creature. Attached creature gets +2 ATK.
return attachment { target = target_face_up_creature(), mods = { atk = 2 } }
