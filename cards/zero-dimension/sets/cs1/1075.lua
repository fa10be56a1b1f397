-- Grave Warden: 【Defend destroyed】 Deal 1000 damage to the attacking character.
return {
  when("on_defend_destroyed", function() deal_damage(attacking_character(), 1000) end, { text = "Deal 1000 damage" }),
}
