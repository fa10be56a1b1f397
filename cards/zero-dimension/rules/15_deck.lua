-- Deck construction (ZD §2): the validator. It works on rows, one per deck
-- entry, as the host reads them from the card database:
--   { line = <deck-file line>, id = <card id>, name = <printed name or nil if
--     the id is unknown>, colour = <printed colour>, series = <series column> }
-- and returns the problems as messages that cite the rule (ZD-2.6), in rule
-- order; an empty list means the deck is legal. opts.single_series is the
-- zd.single_series parameter (true with --official, ZD-2.3).

function validate_deck(rows, opts)
  opts = opts or {}
  local errors = {}
  local known = {}
  for _, r in ipairs(rows) do
    if r.name == nil then
      errors[#errors + 1] = { order = 4, text = string.format("ZD-2.4: line %d: no card with id %d in the Zero-Dimension database", r.line or 0, r.id or 0) }
    else
      known[#known + 1] = r
    end
  end
  -- ZD-2.1: exactly 50 cards.
  if #rows ~= 50 then
    errors[#errors + 1] = { order = 1, text = string.format("ZD-2.1: the deck has %d cards, it must have exactly 50", #rows) }
  end
  -- ZD-2.2: at most 4 of the same printed name and colour (ZD-2.2.1).
  local counts, keys = {}, {}
  for _, r in ipairs(known) do
    local k = r.name .. "\0" .. (r.colour or "")
    if not counts[k] then counts[k] = 0; keys[#keys + 1] = { k = k, name = r.name, colour = r.colour or "" } end
    counts[k] = counts[k] + 1
  end
  for _, key in ipairs(keys) do
    local n = counts[key.k]
    if n > 4 then
      errors[#errors + 1] = { order = 2, text = string.format("ZD-2.2: \"%s\" (%s) ×%d, at most 4", key.name, key.colour, n) }
    end
  end
  -- ZD-2.3: one series only, in official play.
  if opts.single_series then
    local seen, list = {}, {}
    for _, r in ipairs(known) do
      local s = r.series or ""
      if not seen[s] then seen[s] = true; list[#list + 1] = s end
    end
    if #list > 1 then
      table.sort(list)
      errors[#errors + 1] = { order = 3, text = string.format("ZD-2.3: cards from %d series (%s); official play allows one", #list, table.concat(list, ", ")) }
    end
  end
  table.sort(errors, function(a, b) if a.order ~= b.order then return a.order < b.order end return a.text < b.text end)
  local out = {}
  for _, e in ipairs(errors) do out[#out + 1] = e.text end
  return out
end
