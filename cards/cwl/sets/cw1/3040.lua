-- Seeker's Map. Add 1 level 3 or lower monster from your deck to your hand.
local function small(c) return is_monster(c) and level(c) <= 3 end
return {
  magic { effect = function(e) search(e.you, small, 1, "Add a level 3 or lower monster") end },
}
