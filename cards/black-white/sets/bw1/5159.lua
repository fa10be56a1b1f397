-- Mourning Widow (female, max HP 3). Last Curse: when you die, you may remove the character card of
-- the character who killed you. At death, before her cards are revealed (BW-13.7); the removed card
-- leaves the game and a placeholder with no skills stands in (BW-9.8).
return { custom_ability { kind = "skill", name = "Last Curse", timing = "death",
  when = function(p, ev) return ev.player == p and ev.killer ~= nil and ev.killer ~= p and in_game(ev.killer) end,
  effect = function(e) remove_character(e.ev.killer) end } }
