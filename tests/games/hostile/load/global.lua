-- Load time: a global that would be shared by every game (line 2).
shared_counter = 0
return {}
