-- Stone Warden: If Stone Warden would be dealt damage, reduce that damage by 2000 instead.
return { replace_damage(function(self, c) return c == self end, function(n) return n - 2000 end, "reduce by 2000") }
