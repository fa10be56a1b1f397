-- Oath Banner: Forwards you control with Brave gain First Strike.
-- Depends on effects that grant Brave (FF-11.12.4.12): applied after them.
return { aura({ keywords = "first_strike" }, function(self, c) return my_forward(self, c) and has_kw(c, "brave") end,
              { depends = true, affects_controller = "you" }) }
