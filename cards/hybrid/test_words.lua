-- Words the hybrid's tests share (cardinal test runs this file into every
-- test file's environment first): driving a turn and a battle.

-- Passes (and answers any other question: "None" where offered, else the
-- first option) until P<p> is the active player with priority and an empty
-- chain, in step s if given.
function until_priority(p, s)
  for _ = 1, 200 do
    local d = decision()
    if d.kind == "priority" and d.player == p and active_player() == p and chain_size() == 0
        and (s == nil or step() == s) then return end
    if d.kind == "priority" then pass(1) elseif has_option("None") then act("None") else answer(1) end
  end
  error("P" .. p .. " never received priority in " .. tostring(s))
end

-- Passes until P<p> has priority with an empty chain in step s (and turn t).
function to_step(p, s, t)
  for _ = 1, 80 do
    local d = decision()
    if d.kind == "priority" and d.player == p and chain_size() == 0 and step() == s and (t == nil or turn() == t) then return end
    pass(1)
  end
  error("P" .. p .. " never had priority in " .. s)
end

-- The active player declares `who` attacking `target` (a single option answers itself).
function declare(who, target)
  local ap = active_player()
  act("Declare an attack", ap)
  if decision().prompt == "Attack with" then act(who, ap) end
  if decision().prompt:find("Attack target", 1, true) then act(target, ap) end
  if decision().prompt:find("Add another", 1, true) then act("None", ap) end
end

-- After a declaration: the defender blocks with `blockers` (names, in order),
-- then damage, until the active player is back in the battle phase.
function fight(blockers)
  local want = blockers or {}
  for _ = 1, 40 do
    local d = decision()
    if d.kind == "priority" and d.player == active_player() and step() == "battle" and chain_size() == 0 then return end
    if d.kind == "priority" then pass(1)
    elseif d.prompt:find("Block with", 1, true) then act(#want > 0 and table.remove(want, 1) or "None", d.player)
    else answer(1) end
  end
  error("the attack did not end")
end

-- The ruleset's own opening (open_game), run as a chain link so that it may
-- ask (mulligans): setup{} deals nothing, and a test cannot ask from itself.
function open()
  push_link({ run = "open_game", args = {}, controller = 1, speed = 1, label = "the opening" })
  pass(players())
end
