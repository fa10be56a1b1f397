-- Aria's Decree (tactic; restriction: the Leader Warden Aria): "Draw 1 card."

test("CW-7.9, CW-2.6: with Warden Aria it draws 1 and goes to the graveyard", function()
  setup { p1 = { leader = { "Warden Aria" }, tactic = { "Aria's Decree" } } }
  local hand, deck = count("hand", 1), count("deck", 1)
  act("Use Aria's Decree", 1)
  pass(2)
  assert(count("hand", 1) == hand + 1 and count("deck", 1) == deck - 1, "drew 1")
  assert(find("Aria's Decree", 1, "graveyard") and count("tactic", 1) == 0, "in the graveyard")
end)

test("CW-2.6: with another Leader, or none, it cannot be used", function()
  setup { p1 = { leader = { "Marshal Quill" }, tactic = { "Aria's Decree" } } }
  assert(not has_option("Use Aria's Decree"), "not with Marshal Quill")
  setup { p1 = { tactic = { "Aria's Decree" } } }
  assert(not has_option("Use Aria's Decree"), "not without a Leader")
end)

test("CW-7.9, CW-8.6: speed 2: usable in the opponent's turn whenever its controller has priority", function()
  setup { active = 2, p1 = { leader = { "Warden Aria" }, tactic = { "Aria's Decree" } } }
  assert(not has_option("Use Aria's Decree"), "P2 holds priority")
  act("Pass, to the end phase", 2)
  assert(decision().player == 1 and has_option("Use Aria's Decree"), "P1 has priority in P2's main phase")
  local hand = count("hand", 1)
  act("Use Aria's Decree", 1)
  pass(2)
  assert(count("hand", 1) == hand + 1, "drew 1 in the opponent's turn")
end)

test("CW-2.6, CW-S01: a deck with Marshal Quill refuses Aria's Decree; with Warden Aria it is legal", function()
  local main = "[main]\n4 Lantern Moth\n4 Prism Knight\n4 Ember Drake\n4 Echo Seer\n4 Moss Sentinel\n"
    .. "4 Dune Strider\n4 Gale Squire\n4 Tide Lancer\n4 Glimmer Bolt\n4 Deep Draw\n[extra]\n[leader]\n"
  assert(#deck_problems(main .. "1 Warden Aria\n1 Aria's Decree\n") == 0, "legal with Warden Aria")
  local p = deck_problems(main .. "1 Marshal Quill\n1 Aria's Decree\n")
  assert(#p == 1 and p[1].rule == "CW-2.6" and p[1].message:find("Aria's Decree", 1, true), #p .. " problems")
end)
