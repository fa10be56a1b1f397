-- BW-18.6, BW-12.8: a demanded or open response is asked privately of every
-- character it could be asked of, holder or not, so that what the others
-- are shown (the log, their view of the table and of the decision) is the
-- same whether or not the asked player holds the response card.

-- What player p is shown: its view and the log lines it gets.
local function shown(p)
  return view_text(p) .. "\n" .. table.concat(log_lines(p), "\n")
end

-- Plays one twin: `holds` is the asked player's card (a response card it
-- declines, or one no response asks for); returns what each bystander saw
-- after the settlement, and what they saw while the question was pending.
local function twin(setup_for, act_use, asked, holds, bystanders)
  setup(setup_for(holds))
  act_use()
  local pending = {}
  while decision().kind ~= "priority" do
    assert(decision().player == asked, "only the asked player: P" .. tostring(decision().player))
    for _, p in ipairs(bystanders) do
      local v = decision_view(p)
      pending[#pending + 1] = v.kind .. ":" .. tostring(v.player) .. ":" .. tostring(v.prompt)
    end
    act("None", asked)                     -- declines
  end
  local after = {}
  for _, p in ipairs(bystanders) do after[p] = shown(p) end
  return after, pending
end

test("BW-12.8, BW-18.6: the demanded Parry: the others see the same, holder or not", function()
  local function position(card)
    return { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hand = { card } }, p3 = { hand = { "Bounty" } } }
  end
  local function go() act("Use Thrust on P2", 1) end
  local held, pend = twin(position, go, 2, "Parry", { 1, 3 })
  assert(#pend == 2 and pend[1] == "private:nil:nil" and pend[2] == "private:nil:nil",
    "while P2 decides, the others see only that a private question is pending: " .. table.concat(pend, " "))
  local none = twin(position, go, 2, "Bounty", { 1, 3 })
  assert(pvar(2, "hp") == 3)
  for _, p in ipairs({ 1, 3 }) do
    assert(held[p] == none[p], "P" .. p .. " is shown the same\n" .. held[p] .. "\n---\n" .. none[p])
  end
end)

test("BW-12.8, BW-18.6: the open Annul window: the others see the same, holder or not", function()
  local function position(card)
    return { players = 4, p1 = { hand = { "Shatter" } }, p2 = { hand = { "Bounty" } }, p3 = { hand = { card } },
             p4 = { hand = { "Bounty" } } }
  end
  local function go() act("Use Shatter on P2", 1) end
  local held, pend = twin(position, go, 3, "Annul", { 1, 2, 4 })
  assert(#pend == 3, "P3 was asked once")
  for _, v in ipairs(pend) do assert(v == "private:nil:nil", v) end
  assert(count("hand", 2) == 0, "Shatter took effect")
  local none = twin(position, go, 3, "Bounty", { 1, 2, 4 })
  for _, p in ipairs({ 1, 2, 4 }) do
    assert(held[p] == none[p], "P" .. p .. " is shown the same\n" .. held[p] .. "\n---\n" .. none[p])
  end
  -- Every living character was asked: one private-question line each.
  local n = 0
  for _, l in ipairs(log_lines(1)) do if l == "a private question" then n = n + 1 end end
  assert(n >= 4, "the window reached every living player: " .. n)
end)
