-- Banner Hall: Characters you control gain: 'This card gets (DEF)+500.'
-- (The core cannot grant abilities from a continuous effect yet: an aura gives the same numbers.)
return { aura({ def = 500 }, my_character) }
