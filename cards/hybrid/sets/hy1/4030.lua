-- Ember Wisp. (A token made by Call the Swarm.)
return {}
