-- Bright Knight: This card gets (ATK)+1000.
return { buff({ atk = 1000 }) }
