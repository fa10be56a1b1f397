-- Harbor Scout: Scrap this card and one other character in your battle zone: Search your deck for a
-- «Crew» character with cost 5 or less, deploy it, then shuffle your deck.
local function crew(c) return face_has(c, "attributes", "Crew") and cost_at_most(5)(c) end
return {
  act({ scrap_self = true, scrap_other_character = 1 }, function(e)
    search(e.you, function(c) return can_deploy(e.you, c) and crew(c) end, "a «Crew» character with cost 5 or less",
      function(c) deploy(c, e.you) end)
  end, { text = "Search for a «Crew» character" }),
}
