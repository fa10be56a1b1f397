-- Listener: when a card is played, record its controller's number.
return { trigger { on = "played", effect = function(e) record(e.you) end } }
