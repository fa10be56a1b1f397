-- Words Black-White's tests share (`cardinal test` runs this file before
-- each test file; a test file's own local of the same name wins).

-- setup{} leaves the shared deck empty (players bring no deck): stock(n)
-- moves n of the seats' filler cards onto it, face down, so draws work.
-- Call it while a player has priority: a change made while a question is
-- pending inside a step is undone when that step replays.
function stock(n)
  for p = 1, players() do
    for _, c in ipairs(cards("seats", p)) do
      if n == 0 then return end
      move(c, "deck", nil, { face_down = true })
      n = n - 1
    end
  end
end

-- Answers everything (passing priority, taking option 1) until player p
-- is asked `prompt`; returns that decision.
function until_asked(p, prompt)
  for _ = 1, 300 do
    local d = decision()
    assert(d, "the game ended: " .. tostring(result().reason))
    if d.player == p and d.prompt == prompt then return d end
    if d.kind == "priority" then pass() else answer(1) end
  end
  error("never asked " .. prompt)
end

-- How many private questions the log shows (BW-18.6: one line each,
-- whoever is asked and whatever they hold).
function private_lines()
  local n = 0
  for _, l in ipairs(log_lines()) do
    if l == "a private question" then n = n + 1 end
  end
  return n
end
