-- Siege Titan: When this card's attack on a life zone succeeds, it deals 3 life damage instead of 1.
return { custom_ability { kind = "life_damage", amount = 3 } }
