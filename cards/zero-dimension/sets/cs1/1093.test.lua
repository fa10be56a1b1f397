-- Reprise: Copy an effect on the chain. You may choose new targets for the copy.
local function pay(p) while decision().prompt:find("Tap a resource") do act("Ember Pike", p) end end

-- P2 uses Shatter on P1's Sentinel; P1 answers with Reprise and copies it.
-- How many log lines mention the text.
local function logged(text)
  local n = 0
  for _, l in ipairs(log_lines()) do if l:find(text, 1, true) then n = n + 1 end end
  return n
end

-- P2 uses Shatter on P1's Sentinel; P1 answers with Reprise and copies it.
-- The chain then resolves in one go (ZD-8.7): the copy first (ZD-8.9).
local function reprise_shatter(new_target)
  setup { active = 2, p1 = { battle = { "Stone Sentinel" }, hand = { "Reprise" }, resource = { 1002, 1002 } },
          p2 = { battle = { "Field Hand" }, hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Use Shatter", 2); pay(2)
  act("Stone Sentinel", 2)
  pass(1)                                  -- P2 passes; P1 answers
  act("Use Reprise", 1); pay(1)
  pass(2)                                  -- Reprise resolves: which effect, and new targets?
  if has_option("Shatter") then act("Shatter", 1) end
  act(new_target and "Yes" or "No", 1)
  if new_target then act(new_target, 1) end
  assert(chain_size() == 0 and logged("P1 copies Shatter") == 1)
end

test("ZD-11.7: the copy of a tactic takes a new target and resolves first; it is no card", function()
  reprise_shatter("Field Hand")
  local lines = log_lines()
  local hand_at, sentinel_at
  for i, l in ipairs(lines) do
    if l:find("Field Hand#%d+ is destroyed") then hand_at = i end
    if l:find("Stone Sentinel#%d+ is destroyed") then sentinel_at = i end
  end
  assert(hand_at and sentinel_at and hand_at < sentinel_at, "the copy destroyed P2's Field Hand, then the Shatter the Sentinel")
  assert(count("rest", 1) == 2 and count("rest", 2) == 2, "Sentinel + Reprise, Field Hand + Shatter: the copy left no card")
end)

test("ZD-11.7, ZD-11.9.2: a copy keeping the target: the Sentinel is destroyed once, the Shatter then does nothing", function()
  reprise_shatter(nil)
  assert(find("Stone Sentinel", 1, "rest") and logged("is destroyed") == 1, "one destruction, by the copy")
  assert(find("Field Hand", 2, "battle") and find("Shatter", 2, "rest"))
end)

test("ZD-11.7: the copy of a trigger is controlled by the copying player (P2 draws for P1's Bell Herald)", function()
  setup { p1 = { hand = { "Bell Herald" }, resource = { 1002, 1002 } }, p2 = { hand = { "Reprise" }, resource = { 1002, 1002 } } }
  act("Use Bell Herald", 1); pay(1)
  pass(1)
  assert(decision().player == 2 and not has_option("Use Reprise"), "a character being deployed is not an effect: nothing to copy")
  pass(1)
  assert(chain_size() == 1, "the Herald's 【On deploy】 starts a new chain (ZD-8.9.2)")
  local h1, h2 = count("hand", 1), count("hand", 2)
  pass(1)
  act("Use Reprise", 2); pay(2)
  pass(2)                                  -- Reprise resolves; the only effect is copied, it has no targets
  if has_option("Bell Herald") then act("Bell Herald", 2) end
  assert(chain_size() == 0)
  assert(count("hand", 2) == h2 - 1 + 1, "P2 used Reprise and drew 1 from the copy")
  assert(count("hand", 1) == h1 + 1, "P1 drew 1 from the original")
end)
