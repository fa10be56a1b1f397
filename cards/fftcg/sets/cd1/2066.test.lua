-- Reckless Raider: "Reckless Raider must attack each turn if able."
test("FF-10.1.2.1.3: the TP cannot declare no attack while it could attack", function()
  setup { step = "declare", p1 = { field = { "Reckless Raider", "Cinder Vanguard" } } }
  assert(not has_option("Pass"), "no pass: the attack phase cannot end")
  assert(has_option("Attack with Cinder Vanguard"), "another Forward may attack first")
  assert(not pcall(pass), "pass() is refused")
  act("Attack with Reckless Raider", 1)
  pass(2); pass(2); pass(2)
  assert(step() == "declare" and count("damage", 2) == 1)
  assert(has_option("Pass"), "it has attacked: the phase may end")
  pass()
  assert(step() == "main2")
end)
test("FF-10.1.2.1.3: a dull one cannot attack, so the phase may end", function()
  setup { step = "declare", p1 = { field = { { "Reckless Raider", tapped = true } } } }
  assert(has_option("Pass"))
  pass()
  assert(step() == "main2")
end)
