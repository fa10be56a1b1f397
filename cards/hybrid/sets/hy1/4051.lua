-- War Banner. Creatures you control get +1 ATK.
return { magic {}, static({ atk = 1 }, function(self, c) return controller(c) == controller(self) end) }
