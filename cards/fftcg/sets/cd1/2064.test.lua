-- Muster Call: "Put up to 2 Backups from your Break Zone onto the field."
-- Withering Totem (all Forwards 3000) and Gilded Idol (all Forwards 8000) enter
-- together; the later timestamp's set-to-value wins (FF-16.10), and the turn
-- player chose the order (FF-11.12.4.11).
local function muster(first)
  setup { p1 = { hand = { "Muster Call", "Cinder Scout", "Cinder Vanguard" }, ["break"] = { "Withering Totem", "Gilded Idol" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Muster Call", 1)
  pass(2)
  act("Withering Totem", 1)                   -- the first Backup to put onto the field
  act("Gilded Idol", 1)                       -- the second
  act(first, 1)                               -- FF-11.12.4.11: the earliest timestamp
  assert(find("Withering Totem", 1, "field") and find("Gilded Idol", 1, "field"), "both entered")
  assert(is_tapped(find("Gilded Idol", 1, "field")), "Backups enter dull (FF-16.1)")
  return power(find("Quarry Bruiser", 2, "field"))
end
test("two Backups enter together; Totem ordered first, the Idol's 8000 applies last (FF-11.12.4.11)", function()
  assert(muster("Withering Totem") == 8000)
end)
test("the same, Idol ordered first: the Totem's 3000 applies last (FF-11.12.4.11)", function()
  assert(muster("Gilded Idol") == 3000)
end)
test("up to 2: one Backup, no order to choose", function()
  setup { p1 = { hand = { "Muster Call", "Cinder Scout", "Cinder Vanguard" }, ["break"] = { "Withering Totem", "Quarry Bruiser" } } }
  act("Cast Muster Call", 1)
  pass(2)
  act("Withering Totem", 1)
  assert(find("Withering Totem", 1, "field") and find("Quarry Bruiser", 1, "break"), "only Backups, and not the Forward")
end)
