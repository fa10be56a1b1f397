-- ZD-S03: coloured costs and face-down resources (ZD-3.3, ZD-4.8, ZD-7.5).
-- Green face-up resources are Field Hand (green), red ones Ember Pike (red);
-- the face-down one is a Field Hand (printed green).

local function tapped_count(p)
  local n = 0
  for _, r in ipairs(cards("resource", p)) do if is_tapped(r) then n = n + 1 end end
  return n
end

-- The labels of the pending payment question's options, classified.
local function offered()
  local out = { green = 0, red = 0, down = 0 }
  local d = decision()
  for _, l in ipairs(d.options) do
    for _, r in ipairs(cards("resource", 1)) do
      if describe(r) == l then
        if is_face_down(r) then out.down = out.down + 1
        elseif get(r, "colour") == "green" then out.green = out.green + 1
        else out.red = out.red + 1 end
      end
    end
  end
  return out
end

-- Answers the payment question with a resource of the given kind.
local function tap_kind(kind)
  local d = decision()
  assert(d.prompt:find("Tap a resource", 1, true), "a payment question, got " .. d.prompt)
  for i, l in ipairs(d.options) do
    for _, r in ipairs(cards("resource", 1)) do
      if describe(r) == l and not is_tapped(r) then
        local k = is_face_down(r) and "down" or (get(r, "colour") == "green" and "green" or "red")
        if k == kind then answer(i); return end
      end
    end
  end
  error("no " .. kind .. " resource offered")
end

local function base(extra_green)
  local res = { 1003, 1003, 1001, 1001, 1001, 1001, { 1003, face_down = true } }
  if extra_green then table.insert(res, 1, 1003) end
  return res
end

test("ZD-S03 step 1 (ZD-3.3, ZD-4.8.4, ZD-7.5): Grove Titan (6 GGG) is rejected with 2 green + 4 red + 1 face-down green", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = base(false) } }
  local down = cards("resource", 1)[7]
  assert(is_face_down(down) and (get(down, "colour") or "") == "", "a face-down resource has no colour (ZD-3.4)")
  assert(decision().player == 1 and decision().kind == "priority")
  assert(not has_option("Use Grove Titan"), "not offered: only 2 resources are green")
  assert(tapped_count(1) == 0)
end)

test("ZD-S03 step 2 (ZD-4.8, ZD-4.8.1, ZD-4.8.2, ZD-6.5): one resource per resource step, face up and untapped; none in the action phase", function()
  setup { step = "resource", p1 = { hand = { "Field Hand", "Spear Warden", "Grove Titan" }, resource = base(false) } }
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "the placement is offered before priority")
  assert(d.prompt:find("resource", 1, true))
  act("Field Hand", 1)
  local placed = find("Field Hand", 1, "hand") == nil
  assert(placed, "Field Hand left the hand")
  assert(count("resource", 1) == 8)
  local r = cards("resource", 1)
  local new
  for _, x in ipairs(r) do if not is_face_down(x) and get(x, "colour") == "green" and not is_tapped(x) then new = x end end
  assert(new and not is_face_down(new) and not is_tapped(new), "face up and untapped (L179)")
  assert(#abilities(new) == 0 and #get(new, "attributes") == 0, "a resource has no effects or attributes (ZD-4.8.2)")
  -- A second placement in the same step: not offered (L178).
  assert(decision().kind == "priority" and step() == "resource")
  for _, l in ipairs(decision().options) do assert(not l:find("Place", 1, true), "second placement offered: " .. l) end
  assert(count("hand", 1) == 2)
  pass(2)
  assert(step() == "action")
  for _, l in ipairs(decision().options) do assert(not l:find("Place", 1, true), "placement offered in the action phase") end
  -- Grove Titan is now usable: 3 green.
  assert(has_option("Use Grove Titan"))
end)

test("ZD-S03 step 3 (ZD-3.3, ZD-7.5): 3 green + 2 red + the face-down card pays Grove Titan; exactly 6 are tapped", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = base(true) } }
  act("Use Grove Titan", 1)
  for _, k in ipairs({ "green", "green", "green", "red", "red" }) do tap_kind(k) end
  -- the 6th: only what keeps the cost payable; the face-down card counts as colourless
  if decision().kind ~= "priority" then tap_kind("down") end
  assert(decision().kind == "priority", "no 7th payment question: exactly 6 (ZD-7.5)")
  assert(tapped_count(1) == 6)
  assert(chain_size() == 1)
  local down = cards("resource", 1)[8]
  assert(is_face_down(down) and is_tapped(down), "the face-down card was tapped for a colourless part")
  pass(2)
  assert(find("Grove Titan", 1, "battle"))
  assert(tapped_count(1) == 6, "8 resources, 6 tapped, 2 untapped: never 7")
end)

test("ZD-S03 step 3 (ZD-7.5): 3 green + 3 red is also legal", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = base(true) } }
  act("Use Grove Titan", 1)
  for _, k in ipairs({ "red", "red", "red", "green", "green" }) do tap_kind(k) end
  if decision().kind ~= "priority" then tap_kind("green") end
  assert(decision().kind == "priority" and chain_size() == 1)
  local down = cards("resource", 1)[8]
  assert(not is_tapped(down), "the face-down card stayed untapped")
  assert(tapped_count(1) == 6)
end)

test("ZD-S03 step 3 (ZD-3.3, ZD-7.5): 2 green + 4 red is rejected: once 2 green and 3 red are tapped, no 4th red is offered", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = base(true) } }
  act("Use Grove Titan", 1)
  for _, k in ipairs({ "green", "green", "red", "red" }) do tap_kind(k) end
  -- 5th payment: a 3rd red is still fine (green + down remain for the rest)
  local o = offered()
  assert(o.red > 0 and o.green > 0)
  tap_kind("red")
  -- After G, G, R, R, R only a green keeps GGG payable: the question is
  -- forced (single option) and a 4th red can never be chosen.
  assert(decision().kind == "priority", "the 6th resource was forced")
  local reds, greens = 0, 0
  for _, r in ipairs(cards("resource", 1)) do
    if is_tapped(r) and not is_face_down(r) then
      if get(r, "colour") == "green" then greens = greens + 1 else reds = reds + 1 end
    end
  end
  assert(greens == 3 and reds == 3, "paid 3 green + 3 red, not 2 + 4: " .. greens .. "/" .. reds)
end)

test("ZD-S03 step 3 (ZD-7.5): the payment never offers a resource that would make GGG unpayable", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = base(true) } }
  act("Use Grove Titan", 1)
  for _, k in ipairs({ "red", "red", "red" }) do tap_kind(k) end
  local o = offered()
  assert(o.red == 0 and o.down == 0 and o.green == 3, "after 3 red only green may be tapped")
  -- Sending an option that does not exist is rejected and changes nothing (ZD-11.16).
  local h = state_hash()
  local ok = try_answer(#decision().options + 1)
  assert(not ok and state_hash() == h)
end)
