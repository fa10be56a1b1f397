-- Twin Comet: Your opponent receives 2 points of damage.
return { summon(opponent_damaged(2)) }
