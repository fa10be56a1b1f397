-- The play phase: use a card from the hand on a character. The action puts a
-- link on the chain; resolve_now settles it at once (BW-18.1).
function actions(p)
  local out = {}
  if p ~= active_player() then return out end
  for _, c in ipairs(cards("hand", p)) do
    local s = spec(c)
    if s.play then
      for _, q in ipairs(seats()) do
        if s.play == "self" and q == p or s.play == "other" and q ~= p then
          out[#out + 1] = { label = "Use " .. card_name(c) .. " on P" .. q, run = "declare", args = { c, q }, card = c }
        end
      end
    end
  end
  return out
end

function declare(c, target)
  push_link({ run = "settle", args = { c, target }, controller = controller(c), label = card_name(c) })
end

function settle(c, target) use(controller(c), c, target) end

-- BW-12.1: a use. The card is in the processing zone while it settles; a
-- response may offset it (BW-7.7); otherwise its effect applies. Returns
-- whether the effect applied. `against` is the card a response answers.
function use(p, c, target, against)
  local x = move(c, "processing")
  local s = spec(x)
  local offset = false
  if s.response == "open" then offset = open_window(x)
  elseif s.response == "demand" then offset = demand(target, s.answer, x) end
  if not offset then s.effect({ card = x, you = p, target = target, against = against }) end
  if exists(x) then move(x, "discard") end
  return not offset
end

-- BW-12.8, demanded: only the target is asked; its response is a use that
-- offsets the card if it takes effect.
function demand(q, name, x)
  local r = in_game(q) and in_hand(q, name)
  if not r or not yes_no(q, "Use a " .. name .. " against " .. card_name(x) .. "?") then return false end
  return use(q, r, q, x)
end

-- BW-12.8, open: every living character is asked once, in seat order from
-- the current-turn one; the first to accept uses a Veto, which opens its own
-- window. The window then closes for good: if that Veto is offset, the card
-- takes effect and nobody gets a second chance against it.
function open_window(x)
  for _, q in ipairs(seats()) do
    local v = in_hand(q, "Veto")
    if v and yes_no(q, "Use a Veto against " .. card_name(x) .. "?") then return use(q, v, q, x) end
  end
  return false
end
