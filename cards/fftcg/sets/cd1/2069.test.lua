-- Levy Conscript: "Your deck may contain any number of Levy Conscript." Its
-- deck_limit (FF-8.1.2) is checked by `cardinal deck check`: tests/deck_check.cpp
-- "FF-8.1.2: a card's deck_limit replaces the 3-copy limit". In play, a 4000 Forward.
test("a plain Forward on the field (FF-8.1.2 is a construction rule only)", function()
  setup { p1 = { field = { "Levy Conscript" } } }
  assert(power(find("Levy Conscript", 1, "field")) == 4000)
end)
