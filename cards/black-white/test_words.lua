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

-- How many log lines read exactly `line`: that the table is told a thing,
-- and told it once.
function log_count(line)
  local n = 0
  for _, l in ipairs(log_lines()) do
    if l == line then n = n + 1 end
  end
  return n
end

-- How many private questions the log shows (BW-18.6: one line each,
-- whoever is asked and whatever they hold).
function private_lines()
  return log_count("a private question")
end

-- The public log lines after line `from` (a count taken with #log_lines()):
-- what every player reads, the private-question lines left out.
function public_lines(from)
  local out, all = {}, log_lines()
  for i = from + 1, #all do
    if all[i] ~= "a private question" then out[#out + 1] = all[i] end
  end
  return out
end

-- The log lines, from line `from` on (default the first), that contain
-- `text` (plain text, not a pattern), in order.
function lines_with(text, from)
  local out = {}
  for i, l in ipairs(log_lines()) do
    if i >= (from or 1) and l:find(text, 1, true) then out[#out + 1] = l end
  end
  return out
end

-- Every card of seat p's `seats` list onto the deck, in order (the first
-- listed ends on top): for tests that need a deck of known cards, where
-- stock(n)'s fillers would not do.
function deck_from(p)
  for _, c in ipairs(cards("seats", p)) do move(c, "deck") end
end

-- A list of n copies of a card (a name or an id), e.g. for a `seats` list.
function copies(card, n)
  local out = {}
  for i = 1, n do out[i] = card end
  return out
end

-- Every seat's hand size, by seat: to compare before and after a draw.
function hands()
  local out = {}
  for p = 1, players() do out[p] = count("hand", p) end
  return out
end

-- Adds `more`'s fields to a setup{} seat table: its vars join the seat's
-- vars, any other field replaces the seat's. Returns the seat.
local function join(seat, more)
  for k, v in pairs(more or {}) do
    if k == "vars" then
      seat.vars = seat.vars or {}
      for vk, vv in pairs(v) do seat.vars[vk] = vv end
    else
      seat[k] = v
    end
  end
  return seat
end

local SEAL = { B = "Black Seal", W = "White Seal" }
local COLOUR = { B = 1, W = 2 }

-- A seat for setup{} with its two faction cards (BW-0.2.2, BW-0.3): `code`
-- names the main card then the secondary ("BW": main black, secondary
-- white); `up` says which lie face up: "both", "main", "sec" or nil (both
-- hidden), with the vars main, sec, mshow, sshow that record it. `more`
-- (which may come second when both are hidden) adds the seat's other
-- fields (hand, hero_up, marks, ...); its vars (hp, career, ...) join the
-- faction's. faction_seat("WB", "sec", { hand = { "Parry" } }) is a seat
-- with a white main card face down and a black secondary face up.
function faction_seat(code, up, more)
  if type(up) == "table" then up, more = nil, up end
  local m, s = code:sub(1, 1), code:sub(2, 2)
  assert(SEAL[m] and SEAL[s] and #code == 2, "faction_seat: a code such as \"BW\", not " .. tostring(code))
  local seat = { vars = { main = COLOUR[m], sec = COLOUR[s] } }
  if up == "both" then
    seat.faction_up, seat.vars.mshow, seat.vars.sshow = { SEAL[m], SEAL[s] }, 1, 1
  elseif up == "main" then
    seat.faction_up, seat.faction, seat.vars.mshow = { SEAL[m] }, { SEAL[s] }, 1
  elseif up == "sec" then
    seat.faction_up, seat.faction, seat.vars.sshow = { SEAL[s] }, { SEAL[m] }, 1
  else
    assert(up == nil, "faction_seat: up is \"both\", \"main\", \"sec\" or nil, not " .. tostring(up))
    seat.faction = { SEAL[m], SEAL[s] }
  end
  return join(seat, more)
end

-- BW-12.7, BW-18.6: hidden player p is offered `skill` at the cost of a
-- reveal. Asserts that p is the one asked, with "Reveal and use <skill>",
-- and that each seat in `others` sees only a private question; then p
-- takes it.
function reveal_and_use(p, skill, others)
  local option = "Reveal and use " .. skill
  assert(decision().player == p and has_option(option), decision().prompt)
  for _, q in ipairs(others) do
    assert(decision_view(q).kind == "private", "P" .. q .. " sees only a private question")
  end
  act(option, p)
end

-- A quiet table for setup{}: n seats, each a revealed Iron Drummer (an
-- active skill only) with both faction cards up, so nothing is asked
-- between two play phases but what the test adds. `extra[p]` adds to
-- seat p's fields (its vars join the table's; other fields replace).
function quiet_table(n, active, extra)
  local t = { players = n, active = active }
  for p = 1, n do t["p" .. p] = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } end
  for p, more in pairs(extra or {}) do join(t["p" .. p], more) end
  return t
end
