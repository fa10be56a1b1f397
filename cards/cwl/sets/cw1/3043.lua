-- Rift Banner (continuous). Your Void monsters gain 200 ATK.
return {
  aura({ atk = 200 }, function(self, c) return controller(c) == controller(self) and is_void(c) end,
       { condition = while_live }),
}
