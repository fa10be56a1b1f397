-- The "common" library: rules words that more than one ruleset uses. A
-- ruleset opts in with `libraries = { "common" }` in its ruleset{...}; these
-- files then run, in file-name order, into the ruleset's globals, so its own
-- later files and its cards use the words as if the ruleset defined them, and
-- may redefine any of them. Words here are about rules mechanics, in no one
-- game's terms; what a word expects of the ruleset is said next to it
-- (docs/designing-cards.md, "Shared rules words").

-- The items of a list for which pred(item) is true, in order.
function filter(list, pred)
  local out = {}
  for _, c in ipairs(list) do if pred(c) then out[#out + 1] = c end end
  return out
end

-- The next player in turn order: in a two-player game, the opponent.
function opponent(p) return next_player(p) end

-- Every other player still in the game, in turn order from the one after p
-- (with more than two players, "each opponent").
function opponents(p)
  local seats, at = turn_order(), 1
  for i, q in ipairs(seats) do if q == p then at = i end end
  local out = {}
  for k = 1, #seats - 1 do
    local q = seats[(at - 1 + k) % #seats + 1]
    if in_game(q) then out[#out + 1] = q end
  end
  return out
end

-- Whether the card is of this type (a characteristic named "type").
function is_type(c, t) return get(c, "type") == t end

-- Who goes first, by the ruleset parameter first_player (0: at random, else
-- that player): made the active player, kept in the game variable "first"
-- and logged. Returns the player.
function choose_first_player()
  local fp = param("first_player")
  local first = fp == 0 and random(players()) or fp
  set_active(first)
  set_gvar("first", first)
  log("P" .. first .. " goes first")
  return first
end
