-- Banner Hall: Characters you control gain: 'This card gets (DEF)+500.'
return { aura({ grant = buff({ def = 500 }) }, my_character) }
