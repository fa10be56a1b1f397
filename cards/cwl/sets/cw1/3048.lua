-- Prism Accord (continuous combination). Materials: 1 Light monster + 1
-- Spellcaster monster. Your Light monsters gain 300 ATK.
return {
  combo { materials = { is_attribute("Light"), is_race("Spellcaster") } },
  aura({ atk = 300 }, function(self, c) return controller(c) == controller(self) and get(c, "attribute") == "Light" end,
       { condition = while_live }),
}
