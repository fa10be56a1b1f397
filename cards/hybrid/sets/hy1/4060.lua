-- Vampiric Fang. Equip to target creature you control. Equipped creature gets +1 ATK. Whenever it deals combat damage to a player, you gain that much life.
local out = attachment { target = target_my_creature(), mods = { atk = 1 } }
out[#out + 1] = whenever("on_deal_combat_damage", function(self, subject, player)
  return player ~= nil and var(self, "attached") == subject
end, function(e) gain_life(e.you, e.event.amount or 0) end, { text = "Gain that much life" })
return out
