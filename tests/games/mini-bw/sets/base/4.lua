-- Veto (magic): only as an answer to a magic card; it offsets that card.
-- Anyone may answer it with a Veto.
return { custom_ability { kind = "card", response = "open", effect = function(e) record(4) end } }
