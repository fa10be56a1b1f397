-- Oath Banner: "Forwards you control with Brave gain First Strike."
test("a Brave Forward gains First Strike, another does not (FF-11.9, FF-15.2.3)", function()
  setup { p1 = { field = { "Oath Banner", "Bold Sentry", "Cinder Vanguard" } } }
  assert(has_kw(find("Bold Sentry", 1, "field"), "first_strike"))
  assert(not has_kw(find("Cinder Vanguard", 1, "field"), "first_strike"))
end)
