-- The hostile-script suite (tests/hostile_*.cpp): the mini ruleset, and a set
-- whose cards attack the sandbox when they resolve (sets/h) or when they load
-- (load/*.lua, put in place of a card's script by the tests).
GAME = "hostile"
POLICY = { after_link = "active_player", resolution = "whole_chain", triggers_in_resolution = "on_top" }
