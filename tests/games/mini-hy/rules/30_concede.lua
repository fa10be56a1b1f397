-- HY-1.5: the test game's concession (the ruleset's `concede` procedure).
-- What leaves at once with the player (HY-1.6): their links on the chain
-- (cards played go to their owners' discard piles) and the permanents they
-- control. If any permanent went, the next player picks a number (recorded),
-- so that the tests reach a question asked by a concession itself; asked in
-- a part of its own (`checkpoint`), as BW's polling at a conceding
-- character's death would be.
function concede(p)
  for i = chain_size(), 1, -1 do
    local l = chain_link(i)
    if l.controller == p then
      remove_link(i)
      if l.source and zone_of(l.source) == "stack" then move(l.source, "discard", owner(l.source)) end
    end
  end
  local left = cards("board", p)
  for _, c in ipairs(left) do move(c, "discard", owner(c)) end
  if #left > 0 then checkpoint("concede_ask", { next_player(p) }) end
end

function concede_ask(q)
  record(choose(q, "Pick a number", { "one", "two", "three" }))
end
