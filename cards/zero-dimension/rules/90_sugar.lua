-- Words card scripts use, so a card reads like its text. Each returns an
-- ability spec for the generic core (see docs/lua-api.md).

-- Gates every kind of effect can carry: a level icon (ZD-3.7: lv = 2) and
-- 【During my turn】 / 【During opponent's turn】 (ZD-9.14: during = "my_turn" |
-- "opponent_turn"). They become the ability's condition on its card.
local function gate(spec)
  local tests = {}
  if spec.condition then tests[#tests + 1] = spec.condition end
  if spec.lv then
    local lv = spec.lv
    tests[#tests + 1] = function(c) return level(c) >= lv end
  end
  if spec.during == "my_turn" then
    tests[#tests + 1] = function(c) return controller(c) == active_player() end
  elseif spec.during == "opponent_turn" then
    tests[#tests + 1] = function(c) return controller(c) ~= active_player() end
  elseif spec.during then
    error("during must be \"my_turn\" or \"opponent_turn\"")
  end
  if #tests > 0 then
    spec.condition = function(c)
      for _, t in ipairs(tests) do if not t(c) then return false end end
      return true
    end
  end
  return spec
end

local function with(spec, opts)
  for k, v in pairs(opts or {}) do spec[k] = v end
  return gate(spec)
end

-- A timing keyword (ZD §9): when("on_deploy", function(e) ... end, {lv = 2, cost = {...}})
function when(event, effect, opts)
  return trigger(with({ on = event, effect = effect }, opts))
end

-- A trigger on something happening to another card: whenever("on_tapped",
-- function(self, it) return ... end, function(e) ... e.subject ... end).
function whenever(event, about, effect, opts)
  local spec = with({ on = event, self = false, effect = effect }, opts)
  spec.filter = function(card, _, subject) return subject ~= nil and about(card, subject) end
  return trigger(spec)
end

-- An instant or normal tactic's text (the card's speed is in its row).
function tactic_text(spec) spec.kind = "tactic"; return custom_ability(spec) end

-- ZD-9.4: counter effect.
function counter(effect) return custom_ability({ kind = "counter", zones = { "life" }, effect = effect }) end

-- A cost-bearing activated effect: act({tap = true}, function(e) ... end, {target = ..., during = "my_turn"})
function act(cost, effect, opts)
  return activated(with({ cost = cost, effect = effect }, opts))
end

-- ZD-11.3: "becomes" applies before "gains" and before every + and − of its
-- characteristic, whatever the timestamps: it goes to the *_set layer declared
-- just below the characteristic's own (00_declare.lua). Characteristics not
-- listed have no such split.
local SET_LAYER = {
  name = "names_set", names = "names_set", attributes = "names_set",
  atk = "atk_def_set", def = "atk_def_set", atk_bonus = "bonus_set", def_bonus = "bonus_set",
}

-- "Its X becomes V" (a number for ATK/DEF, a name for names and attributes:
-- the new value replaces all, ZD-11.5): becomes(c, "atk", 3000, "end_of_turn",
-- source). On an equipment, ATK/DEF mean its bonus (ZD-3.10). Then state
-- checks at once (ZD-11.10).
function becomes(c, char, value, duration, source)
  if not c or not exists(c) then return end
  if (char == "atk" or char == "def") and is_equipment(c) then char = char .. "_bonus" end
  local op = type(value) == "number" and "set" or "become"
  modify(c, char, op, value, { duration = duration, source = source, layer = SET_LAYER[char] })
  settle()
end

-- A continuous ability's layer (ZD-11.3): { atk = { set = N } } and a new
-- name are "becomes"; everything else is its characteristic's layer. One
-- ability has one layer, so "becomes" and ± go in two abilities.
local function set_layer_of(mods)
  local set, other
  for k, v in pairs(mods) do
    if (type(v) == "table" and v.set ~= nil) or (k == "name" and type(v) == "string") then
      set = SET_LAYER[k] or error("ZD-11.3: no \"becomes\" layer for " .. k)
    else
      other = k
    end
  end
  if set and other then error("ZD-11.3: \"becomes\" and " .. other .. " in one ability: write two") end
  return set
end

-- The common library's buff, aura and cannot here (cards/lib/common): the
-- gates (lv, during), "becomes" in its layer (ZD-11.3), and an aura changes
-- characters in play: the core asks `applies` only about cards in a battle
-- zone, and for my_character only about its controller's (`affects`,
-- `affects_controller`); opts may say otherwise. buff({atk = {set = 3000}}):
-- "this card's ATK becomes 3000".
function shape_ability(spec, word)
  if spec.modify and spec.layer == nil then spec.layer = set_layer_of(spec.modify) end
  if word == "aura" then
    if spec.affects == nil then spec.affects = { "battle" } end
    local mine = spec.applies == my_character or spec.applies == other_my_character
    if spec.affects_controller == nil and mine then spec.affects_controller = "you" end
  end
  return gate(spec)
end

-- Who an aura or a trigger is about.
function my_character(self, c)
  return zone_of(c) == "battle" and is_character(c) and controller(c) == controller(self)
end
-- Whom an aura is about: a character of self's controller in a battle zone other than self.
function other_my_character(self, c) return c ~= self and my_character(self, c) end
-- Whether p has a character in play with this name.
function controls_name(p, name)
  for _, c in ipairs(characters(p)) do
    if has(c, "names", name) then return true end
  end
  return false
end
-- ZD-4.8.6, ZD-12.31: "original" values; a face-down card has none.
function has_original(c, char, value)
  if is_face_down(c) then return false end
  for _, v in ipairs(printed(c, char) or {}) do
    if v == value then return true end
  end
  return false
end
-- "cost N or less / or more": the total cost; a variable one counts as 0
-- unless the card is being used (ZD-3.3.3, total_cost in 30_costs.lua): a
-- ban passes on the `using` its forbid received (Lockdown).
function cost_at_most(n) return function(c, using) return total_cost(c, using) <= n end end
-- A card test: total cost n or more (a variable cost counts as 0).
function cost_at_least(n) return function(c, using) return total_cost(c, using) >= n end end

-- Common effects.
function draw_cards(n) return function(e) draw(e.you, n) end end
-- A target spec: a character in play that pred(e, c) allows (any when pred is nil).
function target_character(pred)
  return { zone = "character", filter = pred and function(e, c) return pred(e, c) end or nil }
end
-- A target spec: a character of the effect's controller.
function target_my_character() return target_character(function(e, c) return controller(c) == e.you end) end
-- A target spec: a character of the opponent's.
function target_opponents_character() return target_character(function(e, c) return controller(c) ~= e.you end) end
-- A target spec: an equipment in a battle zone.
function target_equipment()
  return { zone = "battle", filter = function(_, c) return is_equipment(c) end }
end

-- The attacking character of the current battle, if it is still there.
function attacking_character()
  local a = gvar("attacker")
  if a ~= 0 and exists(a) then return a end
  return nil
end

-- "(ATK)+N" / "(DEF)+N" on a card (ZD-3.17): on an equipment it changes the
-- bonus instead (ZD-3.10). Then state checks at once (ZD-11.10).
function boost(c, char, amount, duration, source)
  if not c or not exists(c) then return end
  if is_equipment(c) then char = char .. "_bonus" end
  modify(c, char, "add", amount, { duration = duration, source = source })
  settle()
end

-- "Target character gets X until end of turn."
function until_end_of_turn(char, amount)
  return function(e) boost(e.target, char, amount, "end_of_turn", e.card) end
end
-- "This card gets X until end of turn / of battle."
function this_card_gets(char, amount, duration)
  return function(e) boost(e.card, char, amount, duration or "end_of_turn", e.card) end
end
-- "The attacking character gets X until end of battle."
function attacker_gets(char, amount)
  return function(e) boost(attacking_character(), char, amount, "end_of_battle", e.card) end
end
-- "Deal N damage to target character."
function damage_target(n) return function(e) deal_damage(e.target, n) end end
-- "Untap this card."
function untap_this(e) if exists(e.card) then set_tapped(e.card, false) end end

-- "Each player ...": the AP, then the NAP (ZD-1.11).
function each_player(fn)
  local ap = active_player()
  fn(ap)
  fn(opponent(ap))
end
-- "Each player chooses one ...": the AP picks, then the NAP; returns the picks,
-- for the caller to act on all of them at the same time (ZD-1.11).
function each_player_picks(prompt, candidates)
  local picks = {}
  each_player(function(p)
    local options = candidates(p)
    if #options > 0 then picks[#picks + 1] = choose_card(p, prompt, options) end
  end)
  return picks
end
