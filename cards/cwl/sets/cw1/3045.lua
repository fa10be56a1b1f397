-- Sanctuary Veil (continuous). Once per turn, when a monster you control
-- would be destroyed by battle, return it to your hand instead.
return {
  replacement { text = "Return it to your hand instead", condition = while_live,
    effect = function(self, moving, _, to, reason)
      if to ~= "graveyard" or reason & R_BATTLE == 0 or zone_of(moving) ~= "monster" then return nil end
      if controller(moving) ~= controller(self) or uses(use_key(K_CARD, self)) > 0 then return nil end
      add_use(use_key(K_CARD, self))
      return "hand"
    end },
}
