-- Warrant Officer: When Warrant Officer attacks, if you control 3 or more Fire Backups, draw 1 card.
-- A conditional trigger: checked when it triggers and at resolution (FF-11.8.13).
return { when("attacks", draw_cards(1), { if_ = function(e) return count_backups(e.you, "fire") >= 3 end, text = "draw 1 card" }) }
