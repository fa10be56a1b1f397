-- C-WL's policy (CW-8.9): the other player after a link, trigger links too
-- (CW-8.2, CW-8.4); the whole chain resolves; triggers during resolution wait
-- for a new chain; a link needs speed >= the top link's (CW-8.6).
GAME = "mini-cwl"
POLICY = { after_link = "next_player", after_triggers = "as_link", resolution = "whole_chain",
           triggers_in_resolution = "after_chain", speeds = "at_least_top" }
