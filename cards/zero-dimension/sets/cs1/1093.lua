-- Reprise: Copy an effect on the chain. You may choose new targets for the copy.
return { tactic_text { can = function() return #copyable_links() > 0 end,
                       effect = function(e) copy_an_effect(e.you) end } }
