-- The tables bindings take (move's opts, modify's opts, push_link's link,
-- raise's and pend's fields) are checked against the binding registry: a
-- misspelt key or a wrong type is an error naming it, not a default taken in
-- silence. (scripting/api_fields.cpp)

local function fails(pattern, fn, ...)
  local ok, err = pcall(fn, ...)
  assert(not ok, "expected an error matching " .. pattern)
  assert(tostring(err):find(pattern), "got: " .. tostring(err))
end

test("a misspelt key names the closest one; nothing is done", function()
  setup { step = "main", p1 = { hand = { "Filler" }, board = { "Filler" } } }
  local c = find("Filler", 1, "hand")
  fails('move: opts: unknown key "facedown" %(did you mean "face_down"%?%); it takes: bottom, face_down, reason',
        move, c, "discard", 1, { facedown = true })
  assert(find("Filler", 1, "hand") == c, "the card did not move")
  local b = find("Filler", 1, "board")
  fails('modify: opts: unknown key "duraton" %(did you mean "duration"%?%)', modify, b, "power", "add", 1,
        { duraton = "end_of_turn" })
  assert(get(b, "power") == 0, "no modifier was made")
  fails('raise: fields: unknown key "subjcet" %(did you mean "subject"%?%)', raise, "rang", { subjcet = b })
  fails('pend: fields: unknown key "amout" %(did you mean "amount"%?%)', pend, 1, b, 1, "rang", { amout = 1 })
  fails('push_link: link: unknown key "sorce" %(did you mean "source"%?%)', push_link,
        { run = "resolve_play", sorce = c })
  assert(chain_size() == 0, "no link was added")
  fails('choose: options entry: unknown key "lable" %(did you mean "label"%?%)', choose, 1, "Pick", { "a", { lable = "b" } })
  fails("yes_no: opts: unknown key \"secrte\"", yes_no, 1, "Sure?", { secrte = true })
end)

test("a wrong type, a missing required key and a positional entry are errors", function()
  setup { step = "main", p1 = { hand = { "Filler" } } }
  local c = find("Filler", 1, "hand")
  fails("move: opts.bottom must be boolean, not string", move, c, "discard", 1, { bottom = "yes" })
  fails("move: opts.reason must be integer, not number", move, c, "discard", 1, { reason = 1.5 })
  fails('push_link: link: "run" is required', push_link, { label = "x" })
  fails("raise: fields: a key must be a name %(subject, other, player, amount, reason%), not a number", raise,
        "rang", { c })
end)

test("declared keys of the right types work as before", function()
  setup { step = "main", p1 = { hand = { "Filler", "Filler" } } }
  local c = find("Filler", 1, "hand")
  local x = move(c, "deck", 1, { bottom = true, face_down = true, reason = 2.0 })
  assert(x and zone_of(x) == "deck", "moved")
  assert(push_link { run = "resolve_play", source = find("Filler", 1, "hand"), controller = 1, label = "L" } > 0)
  assert(chain_size() == 1)
end)
