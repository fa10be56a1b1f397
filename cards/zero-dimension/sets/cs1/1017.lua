-- Siege Camp: Characters you control get (ATK)+500.
return { aura({ atk = 500 }, function(self, c) return is_character(c) and controller(c) == controller(self) end) }
