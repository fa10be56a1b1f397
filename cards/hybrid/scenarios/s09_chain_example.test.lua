-- HY-S09: the seed's chain example (HY-8.1 to HY-8.3; L149-155). Placeholders:
-- Twofold Insight = Twin Visions, Unmake = Null Verdict (set: P2 answers in P1's turn).

test("HY-S09, HY-8.1, HY-8.2, HY-8.3, HY-8.5: Null Verdict (C1) resolves first and negates Twin Visions (C0); P1 draws 0", function()
  setup { p1 = { hand = { "Twin Visions" }, vars = { mana = 2 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  act("Activate Twin Visions", 1)
  assert(chain_size() == 1 and decision().player == 2, "C0 on the chain; P2 has priority")
  act("Activate the set", 2)
  assert(chain_size() == 2, "C1 on top")
  pass(2)                                              -- all players pass: the chain resolves
  assert(chain_size() == 0)
  assert(count("hand", 1) == 0, "P1 drew 0: " .. count("hand", 1))
  assert(find("Twin Visions", 1, "graveyard") and find("Null Verdict", 2, "graveyard"), "both in their owners' graveyards")
  local neg = 0
  for i, l in ipairs(log_lines()) do
    if l:find("C0 (Twin Visions", 1, true) and l:find("negated", 1, true) then neg = i end
  end
  assert(neg > 0, "the log names C0 as negated")
end)

test("HY-S09, HY-8.1: without the answer, Twin Visions resolves and P1 draws 2", function()
  setup { p1 = { hand = { "Twin Visions" }, vars = { mana = 2 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  act("Activate Twin Visions", 1)
  pass(2)
  assert(count("hand", 1) == 2 and find("Twin Visions", 1, "graveyard"), "drew 2")
end)
