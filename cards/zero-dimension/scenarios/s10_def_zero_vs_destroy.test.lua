-- ZD-S10: DEF <= 0 versus destruction, handled at once (seed L263-267; ZD-11.10.1, ZD-11.10.2).
-- Three separate starts; P1 controls Glass Golem (2000/1000) each time.

local function golem_vs(tactic)
  setup {
    p1 = { battle = { "Glass Golem" }, deck = { "Field Hand", 1001, 1001 } },
    p2 = { hand = { tactic }, resource = { 1001, 1001 }, deck = { "Spear Warden", "Sky Monk", 1001 } },
  }
  local golem = find("Glass Golem", 1, "battle")
  pass(1)
  act("Use " .. tactic, 2)
  while decision().kind ~= "priority" do answer(1) end
  return golem
end

test("ZD-S10 (a) (ZD-11.10.2, ZD-9.6): Crack: DEF reads 0, the Golem goes to the rest area at once, not destroyed: no draw", function()
  local golem = golem_vs("Crack")
  local h1 = count("hand", 1)
  pass(2)
  assert(not exists(golem) and find("Glass Golem", 1, "rest"))
  assert(chain_size() == 0, "【On destroy】 did not trigger")
  assert(count("hand", 1) == h1)
  local moved = false
  for _, l in ipairs(log_lines()) do
    if l:find("Glass Golem", 1, true) and l:find("destroyed", 1, true) then error("logged as destroyed: " .. l) end
    if l:find("Glass Golem", 1, true) and l:find("DEF 0", 1, true) then moved = true end
  end
  assert(moved)
end)

test("ZD-S10 (b) (ZD-11.10.1, ZD-9.6): Spark: 1000 damage >= DEF 1000 destroys the Golem; 【On destroy】: P1 draws 1", function()
  local golem = golem_vs("Spark")
  local h1 = count("hand", 1)
  pass(2)
  assert(not exists(golem) and find("Glass Golem", 1, "rest"))
  assert(chain_size() == 1, "【On destroy】 on a new chain")
  assert(decision().player == 1)
  pass(2)
  assert(count("hand", 1) == h1 + 1 and find("Field Hand", 1, "hand"))
end)

test("ZD-S10 (c) (ZD-11.10, ZD-11.10.2, L267): Implode sends the Golem away mid-resolution; 'if it is in a battle zone, draw 2' finds it gone", function()
  local golem = golem_vs("Implode")
  local h2 = count("hand", 2)
  local h1 = count("hand", 1)
  pass(2)
  assert(not exists(golem) and find("Glass Golem", 1, "rest"))
  assert(count("hand", 2) == h2, "P2 draws 0")
  assert(chain_size() == 0 and count("hand", 1) == h1, "not destroyed: no draw for P1")
  assert(find("Implode", 2, "rest"))
end)
