-- Tilt: Tap target card in a battle zone.
return {
  tactic_text { target = { zone = "battle" }, effect = function(e) set_tapped(e.target, true) end },
}
