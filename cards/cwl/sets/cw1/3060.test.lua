-- Pack Instinct (tactic; restriction: Beast Leaders): "Special summon 1 Beast
-- monster from your graveyard."

test("CW-7.9, CW-7.3, CW-2.6: with a Beast Leader it special summons a Beast from the graveyard", function()
  setup { p1 = { leader = { "Sable, Brood Mother" }, tactic = { "Pack Instinct" }, graveyard = { "Ember Drake", "Rift Hound" } } }
  act("Use Pack Instinct", 1)
  pass(2)
  act("Void-DEF", 1)                        -- the only Beast is chosen without a question
  local h = find("Rift Hound", 1, "monster")
  assert(h and is_void(h) and in_defence(h), "Rift Hound is summoned in Void-DEF")
  assert(find("Ember Drake", 1, "graveyard"), "the Dragon stays in the graveyard")
  assert(find("Pack Instinct", 1, "graveyard"), "Pack Instinct is in the graveyard")
end)

test("CW-7.9: not offered with no Beast in the graveyard", function()
  setup { p1 = { leader = { "Sable, Brood Mother" }, tactic = { "Pack Instinct" }, graveyard = { "Ember Drake" } } }
  assert(not has_option("Use Pack Instinct"), "nothing to summon")
end)

test("CW-2.6: not usable with a Human Leader", function()
  setup { p1 = { leader = { "Warden Aria" }, tactic = { "Pack Instinct" }, graveyard = { "Rift Hound" } } }
  assert(not has_option("Use Pack Instinct"), "offered with the wrong race of Leader")
end)

test("CW-4.7, CW-7.9: not offered with six monsters on the field", function()
  local six = { "Ember Drake", "Ember Drake", "Prism Knight", "Prism Knight", "Gale Squire", "Gale Squire" }
  setup { p1 = { leader = { "Sable, Brood Mother" }, tactic = { "Pack Instinct" }, graveyard = { "Rift Hound" }, monster = six } }
  assert(not has_option("Use Pack Instinct"), "no free monster cell")
end)
