-- Twin-Soul Golem. Real: Your opponent's Real monsters lose 200 ATK.
return {
  aura({ atk = -200 }, function(self, c) return controller(c) ~= controller(self) end, { face = "real" }),
}
