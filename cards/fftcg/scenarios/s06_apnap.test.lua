-- FF-S06: APNAP trigger order (FF-11.8.7, FF-11.1.5, FF-11.8.4).
local function cast_cataclysm(with_backups)
  local p1f = { "Cinder Scout" }
  local p2f = { "Frost Lancer" }
  if with_backups then p1f[#p1f + 1] = "Ember Adept"; p2f[#p2f + 1] = "Rime Adept" end
  setup { p1 = { field = p1f, hand = { "Cataclysm", "Quarry Bruiser", "Stone Warden", "Stone Curse" } }, p2 = { field = p2f } }
  act("Cast Cataclysm", 1)
  pass(2)
end
test("FF-S06 (FF-11.8.7, FF-11.1.5): TP's two first in its order, then NTP's on top; resolution from the top", function()
  cast_cataclysm(true)
  local adept = find("Ember Adept", 1, "field")
  assert(decision().player == 1 and decision().kind == "order", "P1 orders its triggers first")
  act("Ember Adept", 1)                     -- Ember Adept's first, then Cinder Scout's
  act("Ember Adept", 2)                     -- P2's Frost Lancer targets Ember Adept
  assert(chain_size() == 3)
  assert(chain_link(1).label:find("Ember Adept") and chain_link(2).label:find("Cinder Scout") and chain_link(3).label:find("Frost Lancer"))
  assert(decision().player == 1 and decision().kind == "priority", "P1 (TP) receives priority")
  local hand = count("hand", 1)
  pass(2)
  assert(is_tapped(adept), "Lancer's resolves first: Ember Adept is dulled")
  pass(2)
  assert(count("hand", 1) == hand + 1, "then Scout's: P1 draws 1")
  pass(2)
  assert(counters(adept, "ember") == 1, "then Adept's: 1 Ember Counter")
end)
test("FF-S06 variant (FF-11.8.4): no Backups: Lancer's ability finds no target and is removed at once", function()
  cast_cataclysm(false)
  assert(chain_size() == 1 and chain_link(1).label:find("Cinder Scout"), "only Scout's is on the stack")
end)
