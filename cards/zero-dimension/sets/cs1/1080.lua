-- Dusk Chime: 【Turn end】 Each player who has 2 or fewer cards in hand draws 1 card.
return {
  when("on_turn_end", function()
    local low = {}
    each_player(function(p) low[p] = count("hand", p) <= 2 end)   -- checked before anyone draws
    each_player(function(p) if low[p] then draw(p, 1) end end)
  end, { text = "Players with 2 or fewer cards draw 1" }),
}
