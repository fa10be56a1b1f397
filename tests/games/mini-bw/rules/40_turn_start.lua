-- BW-18.3 at a timing point that is a task of its own, the start of a turn:
-- the polling is the whole of the draw step's procedure, so each character's
-- question is a part of its own (`checkpoint`). An answer replays only its
-- part: k questions cost k runs, not k(k+1)/2 (what 8 players polled
-- privately at every timing point would otherwise cost, BW-18.6).
local draw_cards = draw_step
function draw_step()
  draw_cards()
  checkpoint("poll_turn_start", { 1 })
end

-- The character in seat i (from the current-turn one) is asked about each of
-- its turn-start skills, privately while its faction is hidden; then the
-- next seat, from a checkpoint.
function poll_turn_start(i)
  if not in_game(active_player()) then return end  -- died drawing: the turn is over
  local p = seats()[i]
  if not p then return end
  for _, c in ipairs(cards("skills", p)) do
    local s = spec(c)
    if s.custom == "skill" and s.timing == "turn_start" then
      local pick = choose(p, "Use " .. card_name(c) .. " (turn start)?",
        { "Decline", { label = "Use " .. card_name(c), card = c } }, { secret = count("faction", p) > 0 })
      if pick == 2 then s.effect({ card = c, you = p }) end
    end
  end
  checkpoint("poll_turn_start", { i + 1 })
end

-- Skills dealt in a deck (Lookout, Ember, Scribe) start among their owner's
-- skills (the core's checkpoint tests play them in random games).
local deal = setup
function setup()
  deal()
  for p = 1, players() do
    for _, zone in ipairs({ "deck", "hand" }) do
      for _, c in ipairs(cards(zone, p)) do
        if spec(c).custom == "skill" then move(c, "skills", p) end
      end
    end
  end
end
