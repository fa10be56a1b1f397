-- Shrine Keeper: While a card whose original attributes include «Temple» is in your resource zone,
-- this card gets (ATK)+1000.
return {
  buff({ atk = 1000 }, function(self)
    for _, r in ipairs(cards("resource", controller(self))) do
      if has_original(r, "attributes", "Temple") then return true end
    end
    return false
  end),
}
