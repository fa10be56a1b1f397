-- Thrust (club 6). Play phase, at most 1 Thrust-type card per play phase: target 1 other character within your attack range. It may use a Parry; unless this is offset, deal it 1 damage.
return { custom_ability { kind = "card", key = "thrust" } }
