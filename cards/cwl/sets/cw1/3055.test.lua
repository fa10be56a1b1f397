-- Marshal Quill (Leader, Human / Fire, HP 6000 / LP 8000). Deck: no card whose
-- name carries the field Rift. "When a Real monster you control destroys a
-- monster by battle: your opponent loses 300 HP."

-- P1 enters the battle phase and attacks with `name` (one target: asked of nobody).
local function attack_with(name)
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- battle start: both pass
  act("Attack with " .. name, 1)
  pass(2)                                   -- attack step: both pass; damage
end

test("CW-1.2, CW-5.4: Marshal Quill sets HP 6000 and LP 8000", function()
  setup { p1 = { leader = { "Marshal Quill" } } }
  start_totals(1)
  assert(pvar(1, "hp") == 6000 and pvar(1, "lp") == 8000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
end)

test("CW-7.10, CW-10.4: a Real monster of Quill's player wins a battle: the opponent loses 300 HP more", function()
  setup { p1 = { leader = { "Marshal Quill" }, monster = { "Ember Drake" } }, p2 = { monster = { "Rift Hound" } } }
  attack_with("Ember Drake")                -- Real 1700 against Real 1600
  assert(count("monster", 2) == 0, "Rift Hound is destroyed")
  assert(chain_size() == 1, "Quill's trigger is on the chain")
  pass(2)
  assert(pvar(2, "hp") == 7000 - 100 - 300, "HP " .. pvar(2, "hp"))
  assert(pvar(2, "lp") == 7000, "LP unchanged")
end)

test("CW-7.10, CW-11.1: a Void monster's win does not trigger the skill", function()
  setup { p1 = { leader = { "Marshal Quill" }, monster = { { "Ember Drake", vars = { void = 1 } } } },
          p2 = { monster = { { "Rift Hound", vars = { void = 1 } } } } }
  attack_with("Ember Drake")                -- Void 1900 against Void 1200
  assert(count("monster", 2) == 0, "Rift Hound is destroyed")
  assert(chain_size() == 0, "no trigger")
  assert(pvar(2, "lp") == 7000 - 700 and pvar(2, "hp") == 7000, pvar(2, "hp") .. "/" .. pvar(2, "lp"))
end)

test("CW-7.10: Quill's player defending with a Real monster that wins: the attacker's player loses 300 HP", function()
  setup { p1 = { monster = { "Rift Hound" } }, p2 = { leader = { "Marshal Quill" }, monster = { "Ember Drake" } } }
  attack_with("Rift Hound")                 -- Real 1600 against Real 1700: the attacker loses
  assert(count("monster", 1) == 0, "Rift Hound is destroyed")
  pass(2)
  assert(pvar(1, "hp") == 7000 - 100 - 300, "HP " .. pvar(1, "hp"))
  assert(pvar(2, "hp") == 7000, "Quill's player loses nothing")
end)

test("CW-7.10: the opponent's Real monster winning does not trigger Quill", function()
  setup { p1 = { monster = { "Rift Hound" } }, p2 = { monster = { "Ember Drake" } } }
  attack_with("Rift Hound")
  assert(count("monster", 1) == 0 and chain_size() == 0, "no trigger without Quill")
  assert(pvar(1, "hp") == 7000 - 100, "HP " .. pvar(1, "hp"))
end)

test("CW-11.7, CW-10.2: a Leader cannot be attacked: with only a Leader the attack is direct", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { leader = { "Marshal Quill" } } }
  attack_with("Ember Drake")
  assert(pvar(2, "hp") == 7000 - 1700, "P2 takes the direct attack: HP " .. pvar(2, "hp"))
  assert(find("Marshal Quill", 2, "leader"), "Quill stays in its slot")
end)

test("CW-2.5, CW-2.8: with Quill a card whose name carries Rift is refused, by name", function()
  local rest = "4 Prism Knight\n4 Ember Drake\n4 Echo Seer\n4 Moss Sentinel\n4 Dune Strider\n"
    .. "4 Gale Squire\n4 Tide Lancer\n4 Glimmer Bolt\n4 Deep Draw\n[extra]\n[leader]\n1 Marshal Quill\n"
  assert(#deck_problems("[main]\n4 Lantern Moth\n" .. rest) == 0, "legal without Rift cards")
  local p = deck_problems("[main]\n4 Rift Hound\n" .. rest)
  assert(#p == 1 and p[1].rule == "CW-2.5", #p .. " problems")
  assert(p[1].message:find("Rift Hound", 1, true) and p[1].message:find("Marshal Quill", 1, true), p[1].message)
  p = deck_problems("[main]\n4 Rift Banner\n" .. rest)
  assert(#p == 1 and p[1].message:find("Rift Banner", 1, true), "a Rift magic card is refused too")
end)
