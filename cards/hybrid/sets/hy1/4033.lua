-- Brass Juggernaut. This creature cannot block.
return { cannot("block", function(self, _, c) return c == self end) }
