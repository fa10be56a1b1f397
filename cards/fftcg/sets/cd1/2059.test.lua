-- Rust Hex: "Choose 1 Backup. Break it."
test("breaks the chosen Backup", function()
  setup { p1 = { hand = { "Rust Hex", "Cinder Scout" } }, p2 = { field = { "Rime Adept" } } }
  act("Cast Rust Hex", 1)
  pass(2)
  assert(find("Rime Adept", 2, "break"))
end)
