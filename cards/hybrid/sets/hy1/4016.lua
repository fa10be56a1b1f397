-- Sky Lancer. While attacking, this creature gets +1 ATK.
return { self_static({ atk = 1 }, function(self) return var(self, "attacking") > 0 end) }
