-- Levy Conscript: Your deck may contain any number of Levy Conscript.
-- A construction rule (FF-8.1.2): the card database's deck_limit, read by `cardinal deck check`.
return {}
