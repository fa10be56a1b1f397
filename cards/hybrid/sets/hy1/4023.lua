-- Bone Collector. Whenever another creature dies: gain 1 life.
return { whenever("on_die", function(self, subject) return subject ~= self end, gain_life_effect(1),
  { text = "Gain 1 life" }) }
