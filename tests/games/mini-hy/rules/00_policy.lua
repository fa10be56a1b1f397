-- The hybrid's policy: next player after a link; triggers wait; speeds; the
-- affected card's controller orders replacement effects (HY-11.4).
GAME = "mini-hy"
POLICY = { after_link = "next_player", resolution = "whole_chain", triggers_in_resolution = "after_chain",
           speeds = "at_least_top", replacements = "affected_chooses" }
