-- Chained characters and elemental damage (BW-0.4.3 (1), BW-9.1-9.3),
-- Iron Tether (BW-17), removal of a character card (BW-9.8).

-- BW-9.1, BW-9.2: a character card turned sideways is chained (player
-- variable `chained`, public); turned upright again it is reset.
function chained(p) return pvar(p, "chained") == 1 end

-- BW-9.1: chain p (nothing if it already is); `chained` fires.
function chain_character(p)
  if over() or not in_game(p) or chained(p) then return end
  set_pvar(p, "chained", 1)
  log("P" .. p .. " is chained (BW-9.1)")
  poll("chained", { player = p })
end

-- BW-9.2: reset p (nothing if it is upright); `reset` fires.
function reset_character(p)
  if over() or not in_game(p) or not chained(p) then return end
  set_pvar(p, "chained", 0)
  log("P" .. p .. " is reset (BW-9.2)")
  poll("reset", { player = p })
end

-- BW-9.3, BW-9.3a, BW-9.3b: after the settlement of elemental damage that
-- was not chain damage, to x who was chained, alive or dead: if another
-- character is chained, the same source, channel, element and amount (what
-- x received, after every change) goes to each chained character, visited
-- in seat order from the current-turn character (the order fixed now, the
-- chained state read on arrival, the dead passed over). Each is chain damage:
-- it settles in full, resets its recipient, and never propagates.
function propagate(x, amount, from, channel, element)
  local order, any = seats(), false
  for _, q in ipairs(order) do
    if q ~= x and chained(q) then any = true end
  end
  if not any then return end
  log("The " .. element .. " damage to P" .. x .. " spreads along the chain (BW-9.3)")
  for _, q in ipairs(order) do
    if over() then return end
    if q ~= x and in_game(q) and chained(q) then damage(q, amount, from, channel, element, true) end
  end
end

-- Iron Tether (BW-17): 1 or 2 characters, each chained if upright or reset if
-- chained; an open Annul window for each (magic, BW-12.8). It may be recast
-- instead (BW-12.5).
card_kind("tether", {
  magic = true,
  recast = true,
  play = function(p, c) return { { label = " (1 or 2 characters)", target = -1 } } end,
  pick = function(p, c)
    local a = choose_player(p, "Iron Tether: the first character", function(q) return true end)
    local opts, qs = { "No second character" }, { 0 }
    for _, q in ipairs(seats()) do
      if q ~= a then
        opts[#opts + 1] = "P" .. q
        qs[#qs + 1] = q
      end
    end
    return { a, qs[choose(p, "Iron Tether: a second character?", opts)] }
  end,
  effect = function(e)
    if chained(e.target) then reset_character(e.target) else chain_character(e.target) end
  end,
})

-- BW-9.8, BW-11.7: removing p's character card. A hidden one is revealed as
-- it goes (everyone sees what was removed), then it leaves for the
-- out-of-game character pile (zone `removed`). A face-up placeholder of the
-- same gender, with no skills, takes its place. Max HP and HP stay, and so
-- does the chained state. `character_removed` fires.
function remove_character(p)
  if over() or not in_game(p) then return end
  local h = hero(p)
  if not h or card_id(h) == component("stand_in_male")[1] or card_id(h) == component("stand_in_female")[1] then return end
  if not hero_shown(p) then
    h = move(h, "hero_up", p)
    log("P" .. p .. "'s character is revealed as it is removed: " .. card_name(h) .. " (BW-9.8)")
  end
  local g, name = get(h, "gender"), card_name(h)
  move(h, "removed")
  create(component(g == "female" and "stand_in_female" or "stand_in_male")[1], "hero_up", p)
  log("P" .. p .. "'s character " .. name .. " is removed; a placeholder stands in (BW-9.8)")
  poll("character_removed", { player = p })
end
