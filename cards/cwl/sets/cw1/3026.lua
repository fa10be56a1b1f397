-- Twin-Soul Golem. Real: Your opponent's Real monsters cannot attack directly.
return {
  cannot("direct", function(self, p, c)
    return var(self, "void") == 0 and zone_of(self) == "monster" and p ~= controller(self) and not is_void(c)
  end),
}
