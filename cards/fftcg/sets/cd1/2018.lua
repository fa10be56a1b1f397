-- Glacier Sentinel: When Glacier Sentinel enters the field, choose 1 Forward your opponent controls. Dull it and Freeze it.
return { when("enters_field", function(e) dull(e.target); freeze(e.target) end, { target = forward(theirs), text = "dull and freeze" }) }
