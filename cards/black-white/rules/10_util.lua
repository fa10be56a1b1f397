-- Small words: seats, the card's spec, colours, factions, distance.

local function seat_ring(from)  -- from = 0: from the current-turn character
  local out, seen, p = {}, {}, from ~= 0 and from or active_player()
  while not seen[p] do
    seen[p] = true
    if in_game(p) then out[#out + 1] = p end
    p = next_player(p)
  end
  return out
end
-- BW-18.3, BW-12.8: the living characters in seat order from the
-- current-turn one (which may have died in its own turn), or from `from`.
-- Shared by memo until a death or a new turn: do not change the list.
function seats(from) return memo(seat_ring, from or 0) end

-- Whether the game has ended (game variable `over`).
function over() return gvar("over") == 1 end

-- The card's one custom ability ({} for a card without one).
function spec(c)
  local i = abilities(c)[1]
  return i and ability(i) or {}
end

-- The kind key of a card (its spec's `key`: "thrust", "parry", ...).
function key_of(c) return spec(c).key end

-- p's hand cards of kind `key`, in hand order.
function in_hand(p, key)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do
    if key_of(c) == key then out[#out + 1] = c end
  end
  return out
end

-- BW-2.2: hearts and diamonds are red, spades and clubs black.
function is_black(c)
  local s = get(c, "suit")
  return s == "spade" or s == "club"
end

-- The character card of p, hidden or revealed.
function hero(p) return cards("hero", p)[1] or cards("hero_up", p)[1] end
-- Whether p's character card is revealed (in zone hero_up).
function hero_shown(p) return count("hero_up", p) > 0 end

-- BW-0.3.6: a character without a revealed character card has no gender
-- (nil); gender-related effects cannot be used on it.
function gender_of(p)
  if not hero_shown(p) then return nil end
  return get(hero(p), "gender")
end

-- BW-0.3.7, BW-2.3: the faction is determined once both cards were revealed.
function determined(p) return pvar(p, "mshow") == 1 and pvar(p, "sshow") == 1 end
-- The actual faction (BW-16.1): 11 BB, 22 WW, 12 BW, 21 WB.
function actual(p) return pvar(p, "main") * 10 + pvar(p, "sec") end
-- Whether p plays the career mode (player variable `career`).
function is_career(p) return pvar(p, "career") == 1 end
local NAMES = { [11] = "BB", [22] = "WW", [12] = "BW", [21] = "WB" }
-- A faction code's name (11 "BB", 22 "WW", 12 "BW", 21 "WB"; "?" otherwise).
function faction_name(f) return NAMES[f] or "?" end
local COLOURS = { "black", "white" }
-- A colour code's name (1 "black", 2 "white"; "?" otherwise).
function colour_name(col) return COLOURS[col] or "?" end

-- BW-0.3.8: the main faction (the main card's colour, "black" or "white")
-- once the main card is revealed; nil before.
function main_faction(p)
  if pvar(p, "mshow") ~= 1 then return nil end
  return colour_name(pvar(p, "main"))
end

-- BW-0.3.7, BW-11.4: p's faction as the table knows it: nil while not
-- determined, "careerist" for a careerist (a faction of its own), else the
-- code (BB, WW, BW, WB).
function faction_of(p)
  if not determined(p) then return nil end
  if is_career(p) then return "careerist" end
  return faction_name(actual(p))
end

-- BW-0.4.2, BW-11.5: the same-faction set. An undetermined character has
-- none, not even itself; a careerist's is itself.
function same_faction(p, q)
  if not determined(p) or not determined(q) then return false end
  if is_career(p) or is_career(q) then return p == q end
  return actual(p) == actual(q)
end

-- BW-0.4.2, BW-11.5: a different faction: both determined and not the same
-- (a careerist differs from every other character). An undetermined
-- character is different from no one, and no one from it.
function different_faction(p, q)
  if not determined(p) or not determined(q) then return false end
  return not same_faction(p, q)
end

-- BW-11.8: infiltration, read from the revealed faction cards only
-- (BW-0.5.1); a careerist is read from its cards like anyone else.
function infiltration(p, code)
  local m, s = pvar(p, "mshow") == 1, pvar(p, "sshow") == 1
  local main, sec = pvar(p, "main"), pvar(p, "sec")
  if code == "main_white" then return m and main == 2 end
  if code == "main_black" then return m and main == 1 end
  if code == "black_white" then return m and s and main == 1 and sec == 2 end
  if code == "white_black" then return m and s and main == 2 and sec == 1 end
  if code == "pure" then return m and s and main == sec end
  if code == "mixed" then return m and s and main ~= sec end
  error("no infiltration code " .. tostring(code) .. " (BW-11.8)", 2)
end

-- BW-10.5: the card in a slot of p's equipment area.
function equipped(p, slot)
  for _, c in ipairs(cards("equip", p)) do
    if get(c, "subtype") == slot then return c end
  end
end

-- BW-0.4.3 (2), BW-4.9: a sideways equipment card is ineffective: no
-- range, no distance, no skill. The card in a slot only while upright.
function working(p, slot)
  local c = equipped(p, slot)
  if c and not is_tapped(c) then return c end
end

-- BW-4.8, BW-10.12: the fewest seat steps either way round, counting the
-- living only; 0 to oneself. Nothing for a dead character (99).
function seat_steps(a, b)
  if a == b then return 0 end
  local ring = seats(a)
  local n, i = #ring, nil
  for k, q in ipairs(ring) do if q == b then i = k - 1 end end
  if not i or not in_game(a) then return 99 end
  return math.min(i, n - i)
end

-- BW-4.8, BW-10.12, BW-17.3, BW-1.3.2: seat steps, then the mounts (a's -1
-- mount, b's +1 mount) and continuous locked skills (`distance` on a's
-- character, `distance_to` on b's), all stacking; at least 1 between two
-- characters. May differ from b to a.
function distance(a, b)
  local d = seat_steps(a, b)
  if d == 0 or d == 99 then return d end
  local m = working(a, "mount")
  if m and get(m, "dmod") < 0 then d = d + get(m, "dmod") end
  m = working(b, "mount")
  if m and get(m, "dmod") > 0 then d = d + get(m, "dmod") end
  d = d + locked_sum(a, "distance") + locked_sum(b, "distance_to")
  return math.max(d, 1)
end

-- BW-7.6: "a ignores the distance to b": no distance or range check of a
-- against b. From an effect (player variable `nodist`: bit b) or a revealed
-- character's locked skill `ignores_distance = function(a, b)`.
function ignores_distance(a, b)
  if pvar(a, "nodist") & (1 << b) ~= 0 then return true end
  if not hero_shown(a) then return false end
  for _, s in ipairs(skills(hero(a))) do
    if s.ignores_distance and s.ignores_distance(a, b) then return true end
  end
  return false
end

-- A card or skill that needs "distance n or less" (Snatch: 1), BW-7.6 aside.
function within_distance(a, b, n)
  return a ~= b and in_game(b) and (ignores_distance(a, b) or distance(a, b) <= n)
end

-- BW-11.9 (BW-4.11): base, then the "becomes" settings (the latest wins),
-- then the additions, then the "counts as" overrides (the latest wins).
function settle_value(base, becomes, add, counts_as)
  local v = base
  for _, b in ipairs(becomes or {}) do v = b end
  v = v + (add or 0)
  for _, c in ipairs(counts_as or {}) do v = c end
  return v
end

-- BW-4.9: the working weapon's range, else 1; then skills: locked keys
-- `range_becomes` (the base becomes N), `range` (added), `range_counts_as`
-- (read as N whatever else applies), in the order BW-11.9 gives.
function attack_range(p)
  local w = working(p, "weapon")
  local becomes, counts = {}, {}
  if hero_shown(p) then
    for _, s in ipairs(skills(hero(p))) do
      if s.range_becomes then becomes[#becomes + 1] = s.range_becomes end
      if s.range_counts_as then counts[#counts + 1] = s.range_counts_as end
    end
  end
  return settle_value(w and get(w, "range") or 1, becomes, locked_sum(p, "range"), counts)
end

-- BW-4.9, BW-7.6, BW-17.2: b is within a's attack range.
function in_range(a, b)
  return a ~= b and in_game(b) and (ignores_distance(a, b) or distance(a, b) <= attack_range(a))
end

-- BW-4.4, BW-4.5: the HP value and the hand limit.
function hp_value(p) return math.max(pvar(p, "hp"), 0) end
-- BW-15.5: p's hand limit: its HP plus its locked hand_limit values and its accessory's, at least 0.
function hand_limit(p)
  local n = hp_value(p) + locked_sum(p, "hand_limit")
  local a = working(p, "accessory")
  if a and spec(a).hand_limit then n = n + spec(a).hand_limit end   -- Jade Charm
  return math.max(n, 0)
end

-- Whether p has a card in hand or equipped.
function has_cards(p) return count("hand", p) + count("equip", p) > 0 end

-- Whether p's HP is below its maximum.
function wounded(p) return pvar(p, "hp") < pvar(p, "maxhp") end

-- BW-4.10: a cost of "discard n cards" with n = 0 asks for nothing and is
-- still paid (the skill had a cost); returns whether it was paid.
function pay_discard(p, n, why)
  if count("hand", p) < n then return false end
  for i = 1, n do
    discard(choose_card(p, (why or "Discard") .. " (" .. (n - i + 1) .. " to go)", cards("hand", p)))
  end
  return true
end

-- p picks a living character passing ok (nil when none does).
function choose_player(p, prompt, ok)
  local opts, qs = {}, {}
  for _, q in ipairs(seats()) do
    if ok(q) then opts[#opts + 1] = "P" .. q; qs[#qs + 1] = q end
  end
  if #qs == 0 then return nil end
  return qs[choose(p, prompt, opts)]
end
