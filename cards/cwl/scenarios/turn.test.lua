-- The turn (CW §6) and the battle phase's steps (CW §10): the order of the
-- phases, who gets priority where, skipping the battle phase, and the check
-- of totals right after battle damage.

-- "step:player" of the decision now, e.g. "draw:1".
local function at()
  local d = decision()
  return step() .. ":" .. (d and d.player or "-")
end

-- The steps of the turn that belong to each phase (CW-6.1, CW-10.1).
local PHASE_OF = { draw = "draw", main = "main", battle_start = "battle", battle = "battle",
                   battle_end = "battle", ["end"] = "end" }

-- P2's turn 2 is ending; P1's turn 3 is next. Both decks hold cards to draw.
local function before_p1_turn(p1, p2)
  p1 = p1 or {}
  p2 = p2 or {}
  p1.deck = p1.deck or { "Rift Hound", "Dune Strider", "Gale Squire" }
  p2.deck = p2.deck or { "Rift Hound", "Dune Strider", "Gale Squire" }
  setup { turn = 2, active = 2, step = "end", p1 = p1, p2 = p2 }
  pass(2)                               -- P2's end phase: both pass; turn 3 begins
  assert(turn() == 3 and active_player() == 1 and step() == "draw", "P1's draw phase: " .. at())
end

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)                               -- P2 passes: the main phase ends
  pass(2)                               -- start step: both pass
end

test("CW-6.1, CW-6.7, CW-6.2, CW-10.1: a turn is draw, main, battle, end; every priority window, in order", function()
  before_p1_turn({ hand = {} })
  assert(count("hand", 1) == 1 and count("deck", 1) == 2, "P1 drew at the start of the draw phase")
  local seen = { at() }
  local function go(f) f(); seen[#seen + 1] = at() end
  go(function() pass(1) end)            -- draw phase: P1, then P2
  go(function() pass(1) end)
  go(function() act("Pass, to the battle phase", 1) end)   -- main: the TP names the next phase
  go(function() pass(1) end)            -- P2 passes: the main phase ends
  go(function() pass(1) end)            -- battle, start step: P1, then P2
  go(function() pass(1) end)
  go(function() pass(1) end)            -- battle step: the TP's pass ends it (nothing to attack with)
  go(function() pass(1) end)            -- battle, end step: P1, then P2
  go(function() pass(1) end)
  go(function() pass(1) end)            -- end phase: P1, then P2
  go(function() pass(1) end)
  local want = "draw:1 draw:2 main:1 main:2 battle_start:1 battle_start:2 battle:1 battle_end:1 battle_end:2 end:1 end:2 draw:2"
  local got = table.concat(seen, " ")
  assert(got == want, "got  " .. got .. "\nwant " .. want)
  assert(turn() == 4 and active_player() == 2 and count("hand", 2) == 1, "P2's draw phase follows at once; P2 drew")
  -- The phases, in order, with no phase visited twice (CW-6.1).
  local phases = {}
  for i = 1, #seen - 1 do
    local ph = PHASE_OF[seen[i]:match("^[^:]+")]
    if phases[#phases] ~= ph then phases[#phases + 1] = ph end
  end
  assert(table.concat(phases, ",") == "draw,main,battle,end", table.concat(phases, ","))
end)

test("CW-6.7, CW-8.5, CW-7.9: the draw phase ends only when both players pass in a row with the chain empty", function()
  before_p1_turn({}, { tactic = { "Signal Flare" } })
  pass(1)                               -- P1 passes
  act("Use Signal Flare", 2)            -- P2 does not: a link
  assert(step() == "draw" and chain_size() == 1 and decision().player == 1, "P1 answers: " .. at())
  pass(2)                               -- both pass: it resolves
  assert(chain_size() == 0 and count("hand", 2) == 1, "Signal Flare resolved")
  assert(at() == "draw:1", "still the draw phase, the TP has priority again: " .. at())
  pass(1)
  assert(at() == "draw:2", "one pass is not enough: " .. at())
  pass(1)
  assert(at() == "main:1", "two passes in a row with the chain empty end it: " .. at())
end)

test("CW-6.7, CW-6.5, CW-8.2, CW-8.5: the end phase: its trigger goes on the chain, then both players get priority", function()
  setup { p1 = { monster = { { "Dusk Drummer", vars = { void = 1 } } } } }
  act("Pass, to the end phase", 1)
  pass(1)                               -- P2 passes: the end phase begins
  assert(step() == "end" and chain_size() == 1 and chain_link(1).controller == 1, "the trigger waits on the chain: " .. at())
  assert(decision().player == 2, "P2 answers P1's link first (CW-8.2): " .. at())
  pass(2)
  assert(chain_size() == 0 and pvar(2, "lp") == 6800, "it resolved: LP " .. pvar(2, "lp"))
  assert(at() == "end:1", "the TP has priority in the end phase again: " .. at())
  pass(1)
  assert(at() == "end:2", "then P2: " .. at())
  pass(1)
  assert(turn() == 4 and active_player() == 2 and step() == "draw", "the phase ends; P2's turn: " .. at())
end)

test("CW-6.4, CW-6.3, CW-6.1: 'Pass, to the end phase' skips the battle phase: straight from main to end", function()
  setup { p1 = { monster = { "Ember Drake" } } }
  assert(has_option("Pass, to the battle phase") and has_option("Pass, to the end phase"), "both offered")
  act("Pass, to the end phase", 1)
  assert(at() == "main:2", "P2 may still answer in the main phase: " .. at())
  pass(1)
  assert(at() == "end:1", "the end phase, no battle start step: " .. at())
  assert(pvar(2, "hp") == 7000 and var(find("Ember Drake", 1, "monster"), "attacked") == 0, "no attack")
  pass(2)
  assert(turn() == 4 and step() == "draw", "the turn ended without a battle phase: " .. at())
end)

test("CW-6.4, CW-6.3: 'Pass, to the battle phase' enters the battle phase's start step", function()
  setup { p1 = { monster = { "Ember Drake" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  assert(at() == "battle_start:1", at())
end)

test("CW-10.1, CW-6.7, CW-10.4, CW-12.2: start step, battle step, attack, damage with no chain, back to the battle step, end step", function()
  setup { p1 = { monster = { "Ember Drake", "Rift Hound" } }, p2 = { monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  assert(at() == "battle_start:1", "(1) start step: P1 has priority: " .. at())
  assert(not has_option("Attack with"), "no attack in the start step")
  pass(1)
  assert(at() == "battle_start:2", "(1) then P2: " .. at())
  pass(1)
  assert(at() == "battle:1", "(2) battle step: " .. at())
  assert(has_option("Attack with Ember Drake") and has_option("Attack with Rift Hound"), "the TP may declare")
  act("Attack with Ember Drake", 1)     -- its only target, Prism Knight, is chosen by itself
  assert(gvar("target") == find("Prism Knight", 2, "monster"), "Prism Knight is the target")
  assert(at() == "attack:1" and chain_size() == 0, "both players get priority after the declaration: " .. at())
  pass(1)
  assert(at() == "attack:2", at())
  pass(1)                               -- (3) damage: no one is asked
  assert(find("Prism Knight", 2, "graveyard") and pvar(2, "hp") == 6800, "1700 beats 1500 in Real: HP " .. pvar(2, "hp"))
  assert(pvar(2, "lp") == 7000, "a Real battle leaves LP alone")
  assert(at() == "battle:1", "(4) back to the battle step, with no priority in the damage step: " .. at())
  assert(not has_option("Attack with Ember Drake"), "the Drake has attacked")
  assert(has_option("Attack with Rift Hound"), "the Hound still may")
  pass(1)                               -- the TP ends the battle phase
  assert(at() == "battle_end:1", "(5) end step: " .. at())
  pass(1)
  assert(at() == "battle_end:2", at())
  pass(1)
  assert(at() == "end:1", "then the end phase: " .. at())
end)

test("CW-10.5, CW-1.5, CW-1.3, CW-12.6, CW-12.2: a Real direct attack to 0 HP ends the game before the end phase", function()
  -- Dusk Drummer (Void) would cost P2 200 LP at the start of P1's end phase.
  setup { p1 = { monster = { "Ember Drake", "Rift Hound", { "Dusk Drummer", vars = { void = 1 } } } },
          p2 = { vars = { hp = 1700 } } }
  to_battle()
  act("Attack with Ember Drake", 1)     -- no Real monster opposes it: P2 directly
  pass(2)
  local r = result()
  assert(pvar(2, "hp") == 0 and pvar(2, "lp") == 7000, "HP " .. pvar(2, "hp") .. ", LP " .. pvar(2, "lp"))
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P1 wins at once: " .. tostring(r.reason))
  assert(step() ~= "end" and step() ~= "battle_end", "no later step was reached: " .. step())
  assert(var(find("Rift Hound", 1, "monster"), "attacked") == 0, "the Hound never attacked")
end)

test("CW-10.5, CW-10.4, CW-1.3.1, CW-12.2: battle damage to the attacker's own HP is checked too: the attacker's controller loses", function()
  setup { p1 = { vars = { hp = 300 }, monster = { "Rift Hound" } },
          p2 = { monster = { { "Moss Sentinel", tapped = true } } } }
  to_battle()
  act("Attack with Rift Hound", 1)      -- Real 1600 against Real DEF 2000
  pass(2)
  local r = result()
  assert(pvar(1, "hp") == 0, "P1 took 400: HP " .. pvar(1, "hp"))
  assert(r.over and #r.winners == 1 and r.winners[1] == 2, "P2 wins: " .. tostring(r.reason))
end)

test("CW-10.5, CW-12.6, CW-12.3, CW-12.4: a Void direct attack lowers LP, not HP; at 0 LP the game ends", function()
  setup { p1 = { monster = { { "Prism Knight", vars = { void = 1 } } } },
          p2 = { vars = { lp = 1800 }, monster = { "Rift Hound" } } }   -- a Real monster does not stop it
  to_battle()
  act("Attack with Prism Knight", 1)    -- a Real monster is no target: its only target is P2 directly
  assert(step() == "attack" and gvar("target") == 0, "a direct attack: " .. at())
  pass(2)
  assert(pvar(2, "lp") == 0 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp") .. ", HP " .. pvar(2, "hp"))
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
end)

test("CW-12.14, CW-10.3, CW-12.6, CW-7.6.3: a direct attack is replayed when P2 special summons a monster of that system", function()
  setup { p1 = { monster = { "Ember Drake" } },
          p2 = { hand = { "Rift Hound" }, magic = { { "Rally Call", face_down = true } } } }
  to_battle()
  act("Attack with Ember Drake", 1)     -- P2 directly
  pass(1)                               -- attack step: P1 passes
  act("Activate the set", 2)            -- P2: Rally Call
  pass(2)                               -- it resolves: the Hound, P2's only choice
  act("Real-ATK", 2)
  assert(find("Rift Hound", 2, "monster"), "the Hound is summoned")
  assert(at() == "attack:1", "the TP has priority again: " .. at())
  pass(2)                               -- damage step: the count of Real monsters changed
  local labels = table.concat(decision().options, " | ")
  assert(labels:find("Rift Hound") and labels:find("End the attack") and not labels:find("directly"),
         "the replay offers the new monster, not a direct attack: " .. labels)
  act("Rift Hound", 1)
  assert(find("Rift Hound", 2, "graveyard") and pvar(2, "hp") == 6900, "1700 beats 1600: HP " .. pvar(2, "hp"))
end)
