-- Knight's Creed: Forwards with Job Knight gain +2000 power.
return { aura({ power = 2000 }, function(self, c) return any_forward(self, c) and has_job(c, "Knight") end) }
