-- Cinder Hound: 【On attack】 This card gets (ATK)+1000 until end of battle.
return { when("on_attack", this_card_gets("atk", 1000, "end_of_battle"), { text = "(ATK)+1000" }) }
