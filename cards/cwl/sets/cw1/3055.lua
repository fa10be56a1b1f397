-- Marshal Quill (Leader). No card whose name carries the field Rift. When a
-- Real monster you control destroys a monster by battle: your opponent loses 300 HP.
return {
  deck_rule { text = "no card whose name carries the field Rift",
              allows = function(card) for _, f in ipairs(card.fields or {}) do if f == "Rift" then return false end end
                                      return true end },
  whenever("on_battle_destroy", function(self, c) return controller(c) == controller(self) and not is_void(c) end,
           function(e) lose_hp(e.opponent, 300) end, { text = "Your opponent loses 300 HP" }),
}
