-- BW-S23: removing a character card (BW-9.8, BW-11.7, BW-0.3.6). A is P1.

local function table_with(a_hero, a_zone)
  local s = { players = 3, active = 2,
              p1 = { vars = { hp = 2, maxhp = 4 } },
              p2 = { hero_up = { "Brine Oracle" }, hand = { "Thrust" } },
              p3 = { hero_up = { "Moss Hermit" } } }
  s.p1[a_zone] = { a_hero }
  setup(s)
end

test("BW-S23, BW-9.8: hidden A is revealed, removed, and replaced by a face-up male placeholder; HP stays 2/4", function()
  table_with("Vigil Keeper", "hero")
  -- Every character is revealed by the time character_removed is polled, and
  -- none answers it: no question, so the test calls the rule itself.
  remove_character(1)
  local removed = cards("removed")
  assert(#removed == 1 and card_name(removed[1]) == "Vigil Keeper", "out of the game, in the character pile")
  assert(count("hero", 1) == 0 and count("hero_up", 1) == 1, "face up")
  local h = hero(1)
  assert(card_name(h) == "Nameless Traveller" and get(h, "gender") == "male", card_name(h))
  assert(#skills(h) == 0, "no skills")
  assert(gender_of(1) == "male", "the placeholder's gender is A's (BW-0.3.6)")
  assert(pvar(1, "hp") == 2 and pvar(1, "maxhp") == 4, "max HP and HP unchanged")
  assert(log_count("P1's character is revealed as it is removed: Vigil Keeper (BW-9.8)") == 1,
    "everyone sees what was removed")
  assert(pvar(1, "mshow") == 0 and pvar(1, "sshow") == 0, "no faction card is revealed with it")
end)

test("BW-S23: the removed character's skill is no longer offered", function()
  table_with("Vigil Keeper", "hero")
  remove_character(1)
  act("Use Thrust on P1", 2)
  assert(pvar(1, "hp") == 1)
  assert(decision().player == 2 and decision().kind == "priority", "no Steadfast: " .. tostring(decision().prompt))
end)

test("BW-9.8: a removed female character leaves a female placeholder; a chained character stays chained", function()
  table_with("Brine Oracle", "hero_up")
  set_pvar(1, "chained", 1)
  remove_character(1)
  assert(card_name(hero(1)) == "Nameless Pilgrim" and gender_of(1) == "female")
  assert(pvar(1, "chained") == 1)
end)
