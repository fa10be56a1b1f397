-- Last Ward Sentinel: When you have 5 or more damage and Last Ward Sentinel is
-- dull, activate it. (A state trigger, FF-11.8.18.)
return {
  when_state(function(e) return count("damage", e.you) >= 5 and is_tapped(e.card) end,
             function(e) activate(e.card) end, { text = "activate it" }),
}
