// Binding implementations (see bindings.cpp for the registry and docs).
#pragma once
#include <lua.hpp>

namespace cardinal::api {

int l_move(lua_State* L);
int l_tap(lua_State* L);
int l_untap(lua_State* L);
int l_set_var(lua_State* L);
int l_set_pvar(lua_State* L);
int l_set_gvar(lua_State* L);
int l_set_controller(lua_State* L);
int l_set_face_down(lua_State* L);
int l_reveal(lua_State* L);
int l_shuffle(lua_State* L);
int l_modify(lua_State* L);
int l_end_duration(lua_State* L);
int l_push_link(lua_State* L);
int l_raise(lua_State* L);
int l_set_active(lua_State* L);
int l_push_sequence(lua_State* L);
int l_lose(lua_State* L);
int l_win(lua_State* L);
int l_draw_game(lua_State* L);
int l_reject(lua_State* L);
int l_check_outcome(lua_State* L);
int l_log(lua_State* L);
int l_log_private(lua_State* L);
int l_random(lua_State* L);
int l_uses(lua_State* L);
int l_add_use(lua_State* L);
int l_counters(lua_State* L);
int l_add_counters(lua_State* L);
int l_choose(lua_State* L);
int l_choose_card(lua_State* L);
int l_yes_no(lua_State* L);
int l_ruleset(lua_State* L);
int l_trigger(lua_State* L);
int l_activated(lua_State* L);
int l_continuous(lua_State* L);
int l_replacement(lua_State* L);
int l_ability_custom(lua_State* L);
int l_players(lua_State* L);
int l_active_player(lua_State* L);
int l_turn(lua_State* L);
int l_next_player(lua_State* L);
int l_in_game(lua_State* L);
int l_cards(lua_State* L);
int l_count(lua_State* L);
int l_top(lua_State* L);
int l_exists(lua_State* L);
int l_zone_of(lua_State* L);
int l_owner(lua_State* L);
int l_controller(lua_State* L);
int l_is_tapped(lua_State* L);
int l_is_face_down(lua_State* L);
int l_get(lua_State* L);
int l_printed(lua_State* L);
int l_has(lua_State* L);
int l_var(lua_State* L);
int l_pvar(lua_State* L);
int l_gvar(lua_State* L);
int l_param(lua_State* L);
int l_card_id(lua_State* L);
int l_card_name(lua_State* L);
int l_describe(lua_State* L);
int l_abilities(lua_State* L);
int l_ability(lua_State* L);
int l_ability_works(lua_State* L);
int l_memo(lua_State* L);
int l_chain_size(lua_State* L);
int l_chain_link(lua_State* L);
int l_current_link(lua_State* L);
int l_step(lua_State* L);
int l_in_sequence(lua_State* L);

}  // namespace cardinal::api
