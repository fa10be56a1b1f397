-- Iron Edict (continuous). Monsters of level 5 or higher cannot attack directly.
return {
  cannot("direct", function(self, _, c) return while_live(self) and level(c) >= 5 end),
}
