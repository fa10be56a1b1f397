-- A loop that no player can stop ends the game in a draw (ZD-11.14.1-2,
-- FF-13): the engine sees the same state again with no voluntary choice made.
test("a mandatory loop is detected and the game is a draw", function()
  setup { step = "main", p1 = { board = { "Echo" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  -- Each round gives both players priority; passing does not make the loop
  -- optional (ZD-11.14.2), so after a few rounds the repetition is seen.
  local rounds = 0
  while not result().over and rounds < 20 do
    pass(1)
    rounds = rounds + 1
  end
  local r = result()
  assert(rounds < 20, "still going after 20 passes")
  assert(r.over and r.draw, "expected a draw, got: " .. tostring(r.reason))
  assert(r.reason:find("loop"), r.reason)
end)

test("ZD-11.14.2, FF-13.1: a loop that moves a card out and back is the same position: a draw, not the cap", function()
  -- Each round the card is a new object (a new id), but all cards are in the
  -- same zones: the positions repeat (FF-13.3's "all cards in all zones the same").
  setup { step = "main", p1 = { board = { "Relay" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  local rounds = 0
  while not result().over and rounds < 50 do
    pass()
    rounds = rounds + 1
  end
  local r = result()
  assert(r.over and r.draw, "expected a draw, got: " .. tostring(r.reason))
  assert(r.reason:find("loop") and not r.reason:find("cap"), r.reason)
end)

test("without the loop, the same play ends normally", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  pass(2)
  pass(2)
  assert(not result().over and gvar("x") == 1)
end)

-- A loop kept going by choice is the chooser's to stop (ZD-11.14.3, FF-13.2,
-- FF-16.14): an option taken optional_loop_limit (3) times from the very same
-- position in a turn is withheld.
local function use_lever_until_withheld(max)
  local uses = 0
  while has_option("Use Lever") and uses < max do
    act("Use Lever", 1)
    uses = uses + 1
  end
  return uses
end

test("ZD-11.14.3, FF-13.2: an action repeating a position is withheld after 3 times; Pass stays", function()
  setup { step = "main", p1 = { board = { "Lever" } } }
  local lever = find("Lever", 1, "board")
  -- untapped -> tapped -> untapped ...: each of the two positions 3 times
  assert(use_lever_until_withheld(20) == 6)
  save_and_restore()  -- the record is part of a snapshot (format 2)
  assert(not has_option("Use Lever"))
  assert(not is_tapped(lever))
  local d = decision()
  assert(d.kind == "priority" and #d.options == 1 and d.options[1] == "Pass")
  local said = false
  for _, l in ipairs(log_lines(1)) do said = said or l:find("may not choose \"Use Lever\" again", 1, true) ~= nil end
  assert(said, "the log tells the player why the option went")
  assert(not result().over, "an optional loop is not a draw (FF-13.1 is for loops nobody can stop)")
end)

test("FF-13.2: with optional_loop_limit = 0 the bar is off and the loop goes on", function()
  setup { params = { optional_loop_limit = 0 }, step = "main", p1 = { board = { "Lever" } } }
  assert(use_lever_until_withheld(20) == 20)
end)

test("ZD-11.14.3: the bar counts within a turn: next turn the action is offered again", function()
  setup { step = "main", p1 = { board = { "Lever" }, deck = { 4, 4, 4 } }, p2 = { deck = { 4, 4, 4 } } }
  assert(use_lever_until_withheld(20) == 6)
  assert(not has_option("Use Lever"))
  while active_player() == 1 do pass() end
  while not (active_player() == 1 and step() == "main") do pass() end
  assert(has_option("Use Lever"))
end)

-- Plays Bell beside Chime and answers Chime's question with the first "Ring"
-- option offered, up to max_rings times; returns how many rings it chose.
local function ring(max_rings)
  act("Play Bell", 1)
  local rings = 0
  for _ = 1, 400 do
    local d = decision()
    if result().over or not d then break end
    if d.prompt == "Ring again?" then
      save_and_restore()  -- mid-resolution, with the record and the question's numbering
      local ring_at, silent_at
      for k, label in ipairs(d.options) do
        if label:find("^Ring") then ring_at = ring_at or k end
        if label == "Stay silent" then silent_at = k end
      end
      if ring_at and rings < max_rings then
        rings = rings + 1
        answer(ring_at)
      else
        answer(silent_at)
      end
    elseif d.kind == "priority" then
      if step() ~= "main" or chain_size() == 0 then break end
      pass()
    else
      error("unexpected decision " .. d.kind)
    end
  end
  return rings
end

test("FF-13.2, ZD-11.14.3: a choice inside a resolving effect taken 3 times from the same position is withheld", function()
  setup { step = "main", p1 = { board = { "Chime" }, hand = { "Bell" } } }
  -- "Ring again" 3 times, then it is withheld and the other ring option is
  -- offered (answered through the question's own numbering) 3 times, then
  -- only "Stay silent" is left and is taken for the player.
  local rings = ring(50)
  assert(rings == 6, "rang " .. rings .. " times")
  assert(not result().over, tostring(result().reason))
  assert(chain_size() == 0, "the loop ended")
end)

test("FF-13.2: the same loop without the bar goes on while the player chooses to ring", function()
  setup { params = { optional_loop_limit = 0 }, step = "main", p1 = { board = { "Chime" }, hand = { "Bell" } } }
  assert(ring(20) == 20)
end)
