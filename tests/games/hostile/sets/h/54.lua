-- Chorus: four hundred triggered abilities that all answer one event.
local chorus = {}
for i = 1, 400 do chorus[i] = trigger { on = "played", effect = function(e) record(e.you) end } end
return chorus
