-- Meteor Rain. Each opponent loses X life.
return { magic { effect = function(e) each_opponent_loses(e.x)(e) end } }
