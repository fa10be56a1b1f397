-- Hollow Watcher. Void: When a magic card is activated: this card gains 300
-- ATK until end of turn (a tactic counts as magic, CW-7.9).
return {
  whenever("on_activate", function(_, _, kind) return kind == A_MAGIC or kind == A_TACTIC or kind == A_COMBO end,
    function(e) boost(e.card, "atk", 300, "end_of_turn", e.card) end,
    { face = "void", text = "This card gains 300 ATK until end of turn" }),
}
