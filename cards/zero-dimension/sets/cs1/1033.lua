-- Jester of Ash: 【Battle destroyed】 Discard 2 cards: Deploy this card from your rest area tapped.
return {
  when("on_battle_destroyed", function(e)
    if exists(e.card) and zone_of(e.card) == "rest" and can_deploy(e.you, e.card) then
      deploy(e.card, e.you, { tapped = true })
    end
  end, { cost = { discard = 2 }, text = "Deploy this card from your rest area" }),
}
