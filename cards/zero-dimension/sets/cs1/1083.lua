-- Tide Clock: 【Turn start】 The player whose turn it is draws 1 card, then discards 1 card.
return {
  when("on_turn_start", function()
    local p = active_player()
    draw(p, 1)
    discards(p, 1)
  end, { text = "The active player draws 1, then discards 1" }),
}
