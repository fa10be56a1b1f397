-- Crown Champion: LV3: When this card is destroyed or scrapped, return it to its owner's hand.
local function back(e) return_to_hand(e.card, "rest") end   -- not from the removed zone (ZD-4.12.1)
return {
  when("on_destroy", back, { lv = 3, text = "Return to hand" }),
  when("on_scrapped", back, { lv = 3, text = "Return to hand" }),
}
