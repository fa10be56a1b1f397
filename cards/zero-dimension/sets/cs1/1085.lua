-- Gale Rider: 【On attack】 Tap target character your opponent controls.
return {
  when("on_attack", function(e) if e.target then set_tapped(e.target, true) end end,
    { target = target_opponents_character(), text = "Tap a character" }),
}
