-- Night Shade: 【During opponent's turn】 This card gets (DEF)+1000.
return { buff({ def = 1000 }, { during = "opponent_turn" }) }
