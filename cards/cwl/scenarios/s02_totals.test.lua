-- CW-S02: starting totals. No Leader: 7000 HP / 7000 LP and no faction
-- restriction; Warden Aria prints 8000 HP / 6000 LP.

test("CW-S02, CW-1.2, CW-5.4: a player without a Leader starts at 7000 HP / 7000 LP", function()
  setup {}
  start_totals(1)                       -- CW-5.4, as the real setup does it
  assert(leader_of(1) == nil, "no Leader")
  assert(pvar(1, "hp") == 7000 and pvar(1, "lp") == 7000, pvar(1, "hp") .. "/" .. pvar(1, "lp"))
end)

test("CW-S02, CW-1.2, CW-5.4, CW-3.1: Warden Aria gives 8000 HP / 6000 LP", function()
  setup { p1 = { leader = { "Warden Aria" } } }
  start_totals(1)
  start_totals(2)
  assert(pvar(1, "hp") == 8000 and pvar(1, "lp") == 6000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
end)

-- 40 Rift cards: Marshal Quill bans the field Rift (CW-2.5); without a Leader nothing is banned.
local MAIN = "[main]\n4 3001 Rift Hound\n4 3016 Rift Stalker\n2 3014 Rift Behemoth\n2 3043 Rift Banner\n"
  .. "4 3006 Dune Strider\n4 3009 Ash Imp\n4 3005 Moss Sentinel\n4 3010 Lantern Moth\n"
  .. "4 3024 Dusk Drummer\n4 3021 Stormcall Adept\n4 3030 Glimmer Bolt\n"

test("CW-S02, CW-2.5: without a Leader a deck has no faction restriction", function()
  local free = deck_problems(MAIN .. "[extra]\n[leader]\n1 3062 Signal Flare\n")
  assert(#free == 0, "no Leader: legal, but " .. (free[1] and free[1].message or ""))
  local quill = deck_problems(MAIN .. "[extra]\n[leader]\n1 3055 Marshal Quill\n")
  local found = false
  for _, p in ipairs(quill) do if p.rule == "CW-2.5" then found = true end end
  assert(found, "the same cards under Marshal Quill break CW-2.5")
end)
