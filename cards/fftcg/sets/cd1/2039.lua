-- Arc Striker: When Arc Striker enters the field, choose 1 Forward your opponent controls. Deal it 4000 damage.
return { when("enters_field", damage_target(4000), { target = forward(theirs), text = "4000 damage" }) }
