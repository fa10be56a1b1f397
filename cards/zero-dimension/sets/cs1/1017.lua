-- Siege Camp: Characters you control get (ATK)+500.
return { aura({ atk = 500 }, my_character) }
