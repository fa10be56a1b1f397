-- Sun Lancer: 【During my turn】 This card gets (ATK)+1000.
return { buff({ atk = 1000 }, { during = "my_turn" }) }
