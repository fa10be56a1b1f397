-- The opening (CW §5), played by the ruleset's own open_game() on decks
-- whose three sections were dealt together (CW-2.1).

local function dealt(extra_and_leader)
  local d = {}
  for _ = 1, 10 do d[#d + 1] = "Prism Knight" end
  for _ = 1, 10 do d[#d + 1] = "Glimmer Bolt" end
  for _, c in ipairs(extra_and_leader) do d[#d + 1] = c end
  return d
end

test("CW-5.3, CW-5.4, CW-5.5, CW-1.2: setup sorts the Leader, tactics and extra deck out, then draws 5", function()
  setup { params = { first_player = 1 },
          p1 = { deck = dealt({ "Twin Sigil", "Aether Titan", "Warden Aria", "Field Orders", "Aria's Decree" }) },
          p2 = { deck = dealt({ "Signal Flare" }) } }
  open_game()
  assert(card_name(top("leader", 1)) == "Warden Aria", "the Leader is in its slot")
  assert(count("extra", 1) == 2 and count("tactic", 1) == 2, "extra " .. count("extra", 1) .. ", tactics " .. count("tactic", 1))
  assert(is_face_down(cards("tactic", 1)[1]), "tactics wait face down (CW-4.2)")
  assert(count("hand", 1) == 5 and count("deck", 1) == 15, "hand " .. count("hand", 1) .. ", deck " .. count("deck", 1))
  for _, c in ipairs(cards("hand", 1)) do
    local t = get(c, "type")
    assert(t == "monster" or t == "magic", "only main-deck cards are drawn, got " .. t)
  end
  assert(pvar(1, "hp") == 8000 and pvar(1, "lp") == 6000, "Warden Aria's totals")
  assert(pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000 and count("tactic", 2) == 1, "no Leader: 7000/7000")
  assert(gvar("first") == 1 and active_player() == 1, "first_player = 1")
end)

test("CW-7.9, CW-2.6: a used tactic is not offered again while its link waits", function()
  setup { p1 = { tactic = { "Signal Flare" } } }
  act("Use Signal Flare", 1)
  assert(chain_size() == 1, "one link")
  assert(not has_option("Signal Flare"), "P2 cannot use P1's tactic")
  pass(1)                                   -- P2 passes: P1 has priority again
  assert(decision().player == 1 and not has_option("Use Signal Flare"), "not offered twice")
end)
