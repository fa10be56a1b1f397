-- Thorn Guard: 【On defend】 The attacking character gets (ATK)−1000 until end of battle.
return { when("on_defend", attacker_gets("atk", -1000), { text = "Attacker (ATK)-1000" }) }
