-- Lantern Ward: 【On deploy】 You may scrap 1 card from your life zone: Deploy a {Lantern Maiden} from your hand.
return {
  when("on_deploy", function(e)
    deploy_from(e.you, "hand", function(c) return get(c, "name") == "Lantern Maiden" end)
  end, { cost = { scrap_life = 1 }, text = "Deploy a {Lantern Maiden}" }),
}
