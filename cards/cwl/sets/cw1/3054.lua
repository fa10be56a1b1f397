-- Warden Aria (Leader). Once per turn: your monsters gain 300 ATK until end of turn.
return {
  ignition { once = true, text = "Your monsters gain 300 ATK until end of turn",
             can = function(e) return count("monster", e.you) > 0 end,
             effect = function(e)
               for _, c in ipairs(cards("monster", e.you)) do boost(c, "atk", 300, "end_of_turn", e.card) end
             end },
}
