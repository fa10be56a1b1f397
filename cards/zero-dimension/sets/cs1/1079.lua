-- Grove Healer: 【My turn end】 If you have fewer life cards than your opponent, recover 1.
return {
  when("on_my_turn_end", function(e)
    if count("life", e.you) < count("life", e.opponent) then recover(e.you, 1) end
  end, { text = "Recover 1" }),
}
