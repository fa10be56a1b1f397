-- Judging (BW-14.1), the judge phase (BW-14.2) and the delayed magic cards
-- of BW-17: Languor (the digest's Torpor) and Thunderhead (its Stormcloud).
-- A delayed card (`delayed = true`) is used like any card, and use() puts
-- it in the target's judge area at step 7 (BW-12.1, BW-10.6; no Annul window
-- then): it is answered when judged. (Loaded after 40_use.lua, which
-- defines card_kind.)

local function red(suit) return suit == "heart" or suit == "diamond" end

-- BW-14.1 step 3: a judge_result skill replaces the judge card with c (a
-- card of its own): c goes to the processing zone, the old judge card to
-- the discard pile.
function replace_judge(ev, c)
  local old = ev.card
  ev.card = move(c, "processing")
  log("P" .. ev.player .. "'s judge card is replaced by " .. card_name(ev.card) .. " (BW-14.1)")
  discard(old)
end

-- BW-14.1: judge for p (`why`: what is judged, e.g. the delayed card's
-- key). Returns the result { suit, rank, red, black } of the final judge
-- card, or nil when there is no card to judge with (the game is a draw).
-- judge_settled skills may gain the judge card (move it): it is discarded
-- only if it is still in the processing zone.
function judge(p, why)
  local t = deck_top()
  if not t then return nil end
  local ev = { player = p, card = move(t, "processing"), why = why }
  log("P" .. p .. " judges: " .. card_name(ev.card) .. ", " .. get(ev.card, "suit") .. " " .. get(ev.card, "rank") .. " (BW-14.1)")
  poll("judge_start", ev)
  poll("judge_result", ev)
  local suit, rank = get(ev.card, "suit"), get(ev.card, "rank")
  local result = { suit = suit, rank = rank, red = red(suit), black = not red(suit) }
  ev.result = result
  poll("judge_settled", ev)
  discard(ev.card)
  return result
end

-- Delayed magic --------------------------------------------------------------

-- Whether q's judge area holds a delayed card of this key (BW-10.6: never
-- two of one name).
function judge_holds(q, key)
  for _, c in ipairs(cards("judge", q)) do
    if key_of(c) == key then return true end
  end
  return false
end

-- BW-14.2, BW-15.1: the judge phase: the judge area newest first; for each
-- card an open Annul window (every living character asked in secret, in
-- seat order from the current-turn one, holder or not: BW-12.8, BW-18.6);
-- offset, it is discarded unjudged; otherwise it is judged and its result
-- applied.
function judge_phase(p)
  local list = cards("judge", p)
  for k = #list, 1, -1 do
    local c = list[k]
    if over() or not in_game(p) then return end
    if exists(c) then
      log("P" .. p .. "'s " .. card_name(c) .. " is judged (BW-14.2)")
      if open_window(c, p) then
        log(card_name(c) .. " is annulled and discarded unjudged (BW-14.2)")
        discard(c)
      else
        local kind = CARD_KINDS[key_of(c)]
        if kind and kind.judged then kind.judged(p, c) else discard(c) end
      end
    end
  end
end

-- Languor: judge; unless the result is a heart, its holder skips its play
-- phase this turn (BW-6.4). Then the card is discarded.
card_kind("languor", {
  magic = true,       -- a magic card (BW-1.3): "cancel yourself as a magic card's target" works on it
  delayed = true,
  play = function(p)
    local out = {}
    for _, q in ipairs(seats()) do
      if q ~= p and not judge_holds(q, "languor") then out[#out + 1] = { label = " on P" .. q, target = q } end
    end
    return out
  end,
  judged = function(p, c)
    local r = judge(p, "languor")
    if r and r.suit ~= "heart" and in_game(p) then
      log("Languor: not a heart (BW-17)")
      skip_phase(p, "play")
    elseif r then
      log("Languor: a heart, no effect (BW-17)")
    end
    discard(c)
  end,
})

-- The next living character after p whose judge area holds no card of
-- this key (p itself if there is none).
local function next_without(p, key)
  local q = next_player(p)
  while q ~= p do
    if in_game(q) and not judge_holds(q, key) then return q end
    q = next_player(q)
  end
  return p
end

-- Thunderhead: judge; on a spade 2-9 its holder takes 3 thunder damage with
-- no source, and the card is discarded; otherwise it moves on to the next
-- living character whose judge area holds none (it stays if there is none).
card_kind("thunderhead", {
  magic = true,       -- a magic card (BW-1.3): "cancel yourself as a magic card's target" works on it
  delayed = true,
  play = function(p)
    if judge_holds(p, "thunderhead") then return nil end
    return { { label = " on yourself", target = p } }
  end,
  judged = function(p, c)
    local r = judge(p, "thunderhead")
    if not r then return end
    if r.suit == "spade" and r.rank >= 2 and r.rank <= 9 then
      log("Thunderhead strikes P" .. p .. " (BW-17)")
      discard(c)
      damage(p, 3, nil, "thunderhead", "thunder")
    elseif exists(c) then
      local q = next_without(p, "thunderhead")
      if q ~= p then
        move(c, "judge", q)
        log("Thunderhead moves on to P" .. q .. "'s judge area (BW-17)")
      end
    end
  end,
})
