-- Iron Tether (heart K). Target 1 or 2 characters: each chains if upright, or resets if chained. Or recast it: discard it and draw 1.
return { custom_ability { kind = "card", key = "tether" } }
