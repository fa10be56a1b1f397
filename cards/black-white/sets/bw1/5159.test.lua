-- Mourning Widow (female, 3). Last Curse: when you die, you may remove the character card of the
-- character who killed you. `death` fires before her cards are revealed (BW-13.7); the removed card
-- is revealed if hidden and leaves the game, a face-up placeholder of its gender with no skills
-- stands in, HP and max HP stay (BW-9.8).

local function widow(zone, p1_hero)
  local p2 = { vars = { hp = 1, maxhp = 3 }, faction = { "Black Seal", "White Seal" } }
  p2[zone] = { "Mourning Widow" }
  setup { players = 4, p1 = { hero = { p1_hero or "Vigil Keeper" }, hand = { "Thrust" }, vars = { hp = 3 } }, p2 = p2 }
end

test("BW-9.8, BW-13.7: killed by P1, the Widow removes P1's hidden character: revealed, replaced by a male placeholder", function()
  widow("hero_up")
  act("Use Thrust on P2", 1)                     -- nobody holds a Remedy: P2 dies
  local d = decision()
  assert(d.player == 2 and d.prompt == "Use a skill? (death)" and has_option("Use Last Curse"), d.prompt)
  act("Use Last Curse", 2)
  assert(not in_game(2))
  assert(log_count("P1's character is revealed as it is removed: Vigil Keeper (BW-9.8)") == 1)
  assert(card_name(hero(1)) == "Nameless Traveller" and hero_shown(1) and #skills(hero(1)) == 0)
  assert(count("removed") == 1 and card_name(cards("removed")[1]) == "Vigil Keeper")
  assert(pvar(1, "hp") == 3 and pvar(1, "maxhp") == 4, "HP and max HP stay")
end)

test("BW-9.8: a removed female killer leaves a female placeholder", function()
  widow("hero_up", "Brine Oracle")
  act("Use Thrust on P2", 1)
  act("Use Last Curse", 2)
  assert(card_name(hero(1)) == "Nameless Pilgrim" and gender_of(1) == "female")
end)

test("BW-12.7, BW-18.6: hidden, Last Curse is asked privately at her death", function()
  widow("hero")
  act("Use Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Reveal and use Last Curse") and decision_view(1).kind == "private")
  act("Decline", 2)
  assert(not in_game(2) and card_name(hero(1)) == "Vigil Keeper" and count("removed") == 0)
end)
