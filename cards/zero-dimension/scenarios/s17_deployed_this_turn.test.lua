-- ZD-S17: a character deployed this turn: no attack, but tap effects and defence
-- (seed L318; ZD-7.2.3, ZD-10.2, ZD-10.5).

test("ZD-S17 (a) (ZD-7.2.3, ZD-10.2): Raw Recruit deployed this turn cannot attack but can use its (tap) effect", function()
  setup { p1 = { hand = { "Raw Recruit" }, resource = { 1003 } } }
  act("Use Raw Recruit", 1)
  pass(2)
  local rr = find("Raw Recruit", 1, "battle")
  assert(rr and var(rr, "deployed") == turn())
  assert(not has_option("Initiate a battle"), "no character can attack: Raw Recruit was deployed this turn")
  assert(#attackers(1) == 0)
  -- the (tap) effect is legal
  assert(has_option("Activate Raw Recruit"))
  act("Activate Raw Recruit", 1)               -- it targets itself, the only character
  assert(is_tapped(rr) and chain_size() == 1)
  pass(2)
  assert(atk(rr) == 1500)
end)

test("ZD-S17 (a) (ZD-10.2): with another character able to attack, the attacker choice still excludes Raw Recruit", function()
  setup { p1 = { battle = { "Field Hand" }, hand = { "Raw Recruit" }, resource = { 1003 } }, p2 = { life = { 1001, 1001 } } }
  act("Use Raw Recruit", 1)
  pass(2)
  assert(has_option("Initiate a battle"))
  local a = attackers(1)
  assert(#a == 1 and card_name(a[1]) == "Field Hand")
  act("Initiate a battle", 1)                  -- only Field Hand: chosen without a question
  assert(card_name(gvar("attacker")) == "Field Hand")
  assert(not is_tapped(find("Raw Recruit", 1, "battle")))
end)

test("ZD-S17 (b) (ZD-10.5, ZD-10.7, ZD-10.9, ZD-10.10, ZD-9.8): P2's Raw Recruit deployed in the attack step defends; it is battle-destroyed; Raider wins and P1 draws", function()
  setup {
    p1 = { battle = { "Raider" }, deck = { "Sky Monk", 1001 } },
    p2 = { hand = { "Call to Arms", "Raw Recruit" }, resource = { 1003 }, life = { 1001, 1001, 1001 } },
  }
  local raider = find("Raider", 1, "battle")
  local h1 = count("hand", 1)
  act("Initiate a battle", 1)
  assert(step() == "attack" and is_tapped(raider))
  pass(1)
  act("Use Call to Arms", 2)                   -- 1. in the attack step
  pass(2)                                      -- resolves: Raw Recruit is the only choice
  local rr = find("Raw Recruit", 2, "battle")
  assert(rr and var(rr, "deployed") == turn())
  assert(step() == "attack" and decision().player == 1)
  pass(2)
  -- 2. declare defence: Raw Recruit is legal
  local d = decision()
  assert(d.player == 2 and step() == "declare_defence")
  act("Raw Recruit", 2)
  assert(is_tapped(rr) and gvar("defender") == rr)
  assert(step() == "defence")
  pass(2)
  -- 3. battle step
  assert(step() == "settlement")
  assert(not exists(rr) and find("Raw Recruit", 2, "rest"), "Raw Recruit (DEF 1000) took 2000")
  assert(exists(raider) and var(raider, "damage") == 1000 and def(raider) == 2000, "Raider took 1000 and survives")
  -- 4. Raider wins: 【Attack win】 in the settlement step
  assert(gvar("winner") == raider)
  assert(chain_size() == 1 and chain_link(1).label:find("Raider", 1, true))
  pass(2)
  assert(count("hand", 1) == h1 + 1 and find("Sky Monk", 1, "hand"))
  assert(count("life", 2) == 3, "defended: no life damage")
end)
