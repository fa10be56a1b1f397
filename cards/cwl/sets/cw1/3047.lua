-- Ember Covenant (combination). Materials: 2 Ember cards. Destroy every Real
-- monster your opponent controls with 1800 or less ATK.
return {
  combo { materials = { with_field("Ember"), with_field("Ember") }, effect = function(e)
    destroy_all(filter(cards("monster", e.opponent), function(c) return not is_void(c) and atk(c) <= 1800 end))
  end },
}
