-- Pendulum Monk: When another character you control becomes tapped, untap it.
return {
  whenever("on_tapped", other_my_character, function(e)
    if exists(e.subject) then set_tapped(e.subject, false) end
  end, { text = "Untap it" }),
}
