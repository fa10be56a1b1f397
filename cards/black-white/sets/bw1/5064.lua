-- Bounty (diamond 9). Target: you. Draw 2. Infiltration (main white): draw 3 instead.
return { custom_ability { kind = "card", key = "bounty" } }
