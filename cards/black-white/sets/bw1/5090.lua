-- Hooked Glaive (heart 6). Weapon, range 2. When you use a Thrust on a character whose gender differs from yours, you may have it choose: discard 1 hand card, or you draw 1.
return { custom_ability { kind = "card", key = "equip", gender_hook = true } }
