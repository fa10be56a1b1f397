-- Magma Burst: Choose 1 Forward. Deal it 5000 damage. If you control 3 or more Fire Backups, deal it 9000 damage instead.
-- The "instead" is a self-replacement: applied before other replacements (FF-11.12.5.6).
return { summon(function(e)
  deal_damage(e.target, 5000, e.card, { instead = function(n) return count_backups(e.you, "fire") >= 3 and 9000 or n end })
end, { target = forward() }) }
