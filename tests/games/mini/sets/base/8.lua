-- Echo: when a Bell rings, it rings again for this card: a loop nobody can stop.
return { trigger { on = "rang", effect = function(e) raise("rang", { subject = e.card }) end } }
