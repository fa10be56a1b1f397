-- Harbor Bell: 【My turn end】 Untap target character you control.
return {
  when("on_my_turn_end", function(e) if e.target then set_tapped(e.target, false) end end,
    { target = target_my_character(), text = "Untap a character" }),
}
