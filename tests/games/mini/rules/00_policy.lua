-- The chain policy under test (other test games link the other files and
-- replace this one).
POLICY = { after_link = "active_player", resolution = "whole_chain", triggers_in_resolution = "on_top" }
