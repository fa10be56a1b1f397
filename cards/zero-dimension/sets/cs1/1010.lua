-- Raider: 【Attack win】 Draw 1 card. 【Battle destroyed】 Draw 1 card.
return {
  when("on_attack_win", draw_cards(1)),
  when("on_battle_destroyed", draw_cards(1)),
}
