-- BW-13 and BW-18.3 in parts (`checkpoint`): a damage inside a settlement
-- (a use's effect), its rescue and its polling, where each character's turn
-- in the polling is a part of its own, so an answer replays only its part.
-- The parts a part schedules run before those scheduled earlier, so each
-- damage settles fully before the next one begins (BW-7.4). What a part
-- carries on is in its arguments: the seats still to poll, fixed when the
-- polling began (as poll() does).

-- As damage(), with the polling in parts.
function damage_in_parts(q, n, from)
  if not in_game(q) then return end
  set_pvar(q, "hp", pvar(q, "hp") - n)
  if pvar(q, "hp") <= 0 then dying(q) end
  if in_game(q) then checkpoint("poll_damage_part", { q, from or 0, table.unpack(seats()) }) end
end

-- The next seat's turn in the damage_received polling, then the rest.
function poll_damage_part(q, from, p, ...)
  if not p then return end
  poll_seat(p, "damage_received", { player = q, from = from ~= 0 and from or nil })
  checkpoint("poll_damage_part", { q, from, ... })
end
