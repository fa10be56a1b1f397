-- Costs (HY-7.5, HY-7.13): paid in full when the action is made; the tests
-- say beforehand that they can be.
--
-- An activated effect's cost, as its script writes it:
--   { mana = n }        ② : n mana          { x = true }   Ⓧ : any amount
--   { tap = true }      ↴ : tap this card (HY-12.4; not with summoning sickness)
--   { sacrifice_self = true }   { sacrifice = pred }  a creature of yours
--   { discard = n }     { life = n }
--   { equip = true }    the artifact's printed equip cost (HY-7.14)

-- HY-7.13, HY-12.2: whether the card can be tapped as a cost.
function can_tap_cost(c)
  if is_tapped(c) then return false end
  if zone_of(c) == "creature" and is_sick(c) then return false end
  return true
end

local function sac_options(cost, e)
  local pred = cost.sacrifice
  return filter(face_up_creatures(e.you), function(c) return c ~= e.card and pred(c) end)
end

-- Whether an ability's cost (mana, equip cost, tap, ...) can be paid for effect context e.
function can_pay_cost(cost, e)
  if not cost then return true end
  if cost.mana and mana(e.you) < cost.mana then return false end
  if cost.equip and mana(e.you) < (printed(e.card, "equip_cost") or 0) then return false end
  if cost.tap and not (exists(e.card) and can_tap_cost(e.card)) then return false end
  if cost.sacrifice_self and not (exists(e.card) and on_field(e.card)) then return false end
  if cost.sacrifice and #sac_options(cost, e) == 0 then return false end
  if cost.discard and count("hand", e.you) < cost.discard then return false end
  if cost.life and pvar(e.you, "life") <= cost.life then return false end
  return true
end

-- Ⓧ: the player names X from 0 to what the pool holds beyond the fixed part.
function choose_x(p, fixed, what)
  local most = mana(p) - (fixed or 0)
  if most <= 0 then return 0 end
  if most > 10 then most = 10 end
  local options = {}
  for x = 0, most do options[#options + 1] = tostring(x) end
  return choose(p, "Choose X for " .. what, options) - 1
end

-- Pays the cost; returns X (0 without one).
function pay_cost(cost, e)
  if not cost then return 0 end
  local x = 0
  if cost.mana then spend_mana(e.you, cost.mana) end
  if cost.equip then spend_mana(e.you, printed(e.card, "equip_cost") or 0) end
  if cost.x then
    x = choose_x(e.you, 0, describe(e.card))
    spend_mana(e.you, x)
  end
  if cost.tap then tap(e.card) end
  if cost.sacrifice then
    sacrifice(choose_card(e.you, "Sacrifice a creature", sac_options(cost, e)))
  end
  if cost.discard then discards(e.you, cost.discard) end
  if cost.life then lose_life(e.you, cost.life) end
  if cost.sacrifice_self then sacrifice(e.card) end
  return x
end

-- HY-3.3, HY-7.5: a card's own mana cost (and X) when it is used.
function can_pay_card(p, c) return mana(p) >= cost_of(c) end
-- p pays card c's mana cost, and X (chosen) for an X cost; returns X (0 without one).
function pay_card(p, c)
  spend_mana(p, cost_of(c))
  if printed(c, "cost_x") == 1 then
    local x = choose_x(p, 0, card_name(c))
    spend_mana(p, x)
    return x
  end
  return 0
end
