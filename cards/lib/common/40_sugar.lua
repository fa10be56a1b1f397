-- Ability words card scripts share, one signature for every game: the
-- continuous abilities buff and aura, and "cannot". Each makes a plain spec
-- and hands it to the ruleset's shape_ability(spec, word), when it defines
-- one, for that game's own part (its gates, layers, zones, faces).

-- luacheck: read globals shape_ability
local function shaped(spec, opts, word)
  if type(opts) == "function" then opts = { condition = opts } end
  for k, v in pairs(opts or {}) do spec[k] = v end
  if shape_ability then return shape_ability(spec, word) end
  return spec
end

-- A continuous ability on its own card: buff({ atk = 1000 }[, opts]). opts:
-- more fields of the ability (the ruleset's gates, `condition`, ...), or a
-- function(self) -> boolean, its condition.
function buff(mods, opts)
  return continuous(shaped({ modify = mods }, opts, "buff"))
end

-- A continuous ability on other cards: aura({ atk = 500 }, fn(self, c) ->
-- boolean[, opts]); opts as buff's. The ruleset's shape_ability says which
-- zones it reaches (`affects`).
function aura(mods, applies, opts)
  return continuous(shaped({ modify = mods, applies = applies }, opts, "aura"))
end

-- "Cannot": cannot("attack", fn(self, p, c) -> boolean): a rule ability of
-- kind "forbid", which forbidden() reads; it forbids `action` by player p
-- (with card c) when pred says so.
function cannot(action, pred)
  return custom_ability(shaped({ kind = "forbid", forbid = function(self, what, p, c)
    return what == action and pred(self, p, c)
  end }, nil, "cannot"))
end
