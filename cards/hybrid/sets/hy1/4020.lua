-- Dawn Paladin. Other creatures you control get +0/+1.
return { static({ def = 1 }, function(self, c) return c ~= self and controller(c) == controller(self) end) }
