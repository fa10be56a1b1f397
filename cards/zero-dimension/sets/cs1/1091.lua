-- War Drum: Characters you control gain: 'When another character you control becomes tapped, this card gets (ATK)+500 until end of turn.'
local drum = whenever("on_tapped", other_my_character, this_card_gets("atk", 500), { text = "(ATK)+500" })
return { aura({ grant = drum }, my_character) }
