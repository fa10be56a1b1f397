-- Knight: a syntax error on line 3.
return {
  spell(function(e) end
