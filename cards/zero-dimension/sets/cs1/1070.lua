-- Mist Sentry: 【On defend】 This card gets (DEF)+1000 until end of battle.
return { when("on_defend", this_card_gets("def", 1000, "end_of_battle"), { text = "(DEF)+1000" }) }
