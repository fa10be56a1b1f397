-- Pendulum Rite: When a character you control becomes untapped, tap it.
return {
  whenever("on_untapped", my_character, function(e)
    if exists(e.subject) then set_tapped(e.subject, true) end
  end, { text = "Tap it" }),
}
