-- Small words: seats, the card's spec, colours, factions, distance.

-- BW-18.3, BW-12.8: the living characters in seat order from the
-- current-turn one (which may have died in its own turn).
function seats(from)
  local out, seen, p = {}, {}, from or active_player()
  while not seen[p] do
    seen[p] = true
    if in_game(p) then out[#out + 1] = p end
    p = next_player(p)
  end
  return out
end

function over() return gvar("over") == 1 end

-- The card's one custom ability ({} for a card without one).
function spec(c)
  local i = abilities(c)[1]
  return i and ability(i) or {}
end

function key_of(c) return spec(c).key end

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
function hero_shown(p) return count("hero_up", p) > 0 end

-- BW-0.3.7, BW-2.3: the faction is determined once both cards were revealed.
function determined(p) return pvar(p, "mshow") == 1 and pvar(p, "sshow") == 1 end
-- The actual faction (BW-16.1): 11 BB, 22 WW, 12 BW, 21 WB.
function actual(p) return pvar(p, "main") * 10 + pvar(p, "sec") end
function is_career(p) return pvar(p, "career") == 1 end
local NAMES = { [11] = "BB", [22] = "WW", [12] = "BW", [21] = "WB" }
function faction_name(f) return NAMES[f] or "?" end

-- BW-0.4.2, BW-11.5: the same-faction set. An undetermined character has
-- none; a careerist's is itself.
function same_faction(p, q)
  if not determined(p) or not determined(q) then return false end
  if is_career(p) or is_career(q) then return p == q end
  return actual(p) == actual(q)
end

-- BW-11.8: infiltration, read from the revealed faction cards.
function infiltration(p, code)
  local m, s = pvar(p, "mshow") == 1, pvar(p, "sshow") == 1
  if code == "main_white" then return m and pvar(p, "main") == 2 end
  if code == "main_black" then return m and pvar(p, "main") == 1 end
  if code == "pure" then return m and s and pvar(p, "main") == pvar(p, "sec") end
  if code == "mixed" then return m and s and pvar(p, "main") ~= pvar(p, "sec") end
  return false
end

-- BW-10.5: the card in a slot of p's equipment area.
function equipped(p, slot)
  for _, c in ipairs(cards("equip", p)) do
    if get(c, "subtype") == slot then return c end
  end
end

-- BW-4.8, BW-10.12: seat steps either way round among the living, then the
-- mounts; at least 1 between two characters.
function distance(a, b)
  if a == b then return 0 end
  local ring = seats(a)
  local n, i = #ring, nil
  for k, q in ipairs(ring) do if q == b then i = k - 1 end end
  if not i then return 99 end
  local d = math.min(i, n - i)
  local m = equipped(a, "mount")
  if m and get(m, "dmod") < 0 then d = d + get(m, "dmod") end
  m = equipped(b, "mount")
  if m and get(m, "dmod") > 0 then d = d + get(m, "dmod") end
  -- continuous locked skills (BW-12.6): `distance` on a's own, `distance_to` on b's
  d = d + locked_sum(a, "distance") + locked_sum(b, "distance_to")
  return math.max(d, 1)
end

-- BW-4.9: the weapon's range, else 1.
function attack_range(p)
  local w = equipped(p, "weapon")
  return (w and get(w, "range") or 1) + locked_sum(p, "range")
end

function in_range(a, b) return a ~= b and distance(a, b) <= attack_range(a) end

-- BW-4.4, BW-4.5: the HP value and the hand limit.
function hp_value(p) return math.max(pvar(p, "hp"), 0) end
function hand_limit(p)
  local n = hp_value(p) + locked_sum(p, "hand_limit")
  local a = equipped(p, "accessory")
  if a and spec(a).hand_limit then n = n + spec(a).hand_limit end   -- Jade Charm
  return math.max(n, 0)
end

function has_cards(p) return count("hand", p) + count("equip", p) > 0 end

function wounded(p) return pvar(p, "hp") < pvar(p, "maxhp") end

-- p picks a living character passing ok (nil when none does).
function choose_player(p, prompt, ok)
  local opts, qs = {}, {}
  for _, q in ipairs(seats()) do
    if ok(q) then opts[#opts + 1] = "P" .. q; qs[#qs + 1] = q end
  end
  if #qs == 0 then return nil end
  return qs[choose(p, prompt, opts)]
end
