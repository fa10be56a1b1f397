-- Prism Paladin. Void: Your other Void Warrior monsters gain 300 ATK.
return {
  aura({ atk = 300 }, function(self, c)
    return c ~= self and controller(c) == controller(self) and get(c, "race") == "Warrior"
  end, { face = "void" }),
}
