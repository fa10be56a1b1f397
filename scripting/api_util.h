// Helpers shared by the binding implementations: argument checks that name
// the function and argument, and a guard that turns engine exceptions into
// Lua errors (signals) so they cross Lua frames safely.
#pragma once
#include <lua.hpp>

#include <string>

#include "core/game.h"
#include "scripting/host.h"

namespace cardinal::api {

Game& game(lua_State* L);
ObjId check_card(lua_State* L, int idx);           // an object id (may be stale)
// A number the game keeps (variables, counters, modifier values) is 32 bits:
// a Lua integer outside that range is an error, not silently wrapped.
int32_t check_int32(lua_State* L, int idx);
ObjId check_live(lua_State* L, int idx);           // an object still in its zone
PlayerId check_player(lua_State* L, int idx);      // 1-based in Lua
PlayerId opt_player(lua_State* L, int idx, PlayerId dflt);
int check_zone_kind(lua_State* L, int idx);
ZoneId check_zone(lua_State* L, int kind_idx, int player_idx);  // player optional for shared zones
int check_char(lua_State* L, int idx);
void push_player(lua_State* L, PlayerId p);
void push_cards(lua_State* L, const std::vector<ObjId>& ids);
StrId intern(lua_State* L, const char* s);
// A characteristic's value (printed or current, from these vectors) as Lua
// shows it: an integer, a string, or a list of strings.
void push_char(lua_State* L, const Library& lib, const std::vector<int32_t>& ints,
               const std::vector<std::vector<StrId>>& sets, int c);
int push_ability_list(lua_State* L, const std::vector<uint32_t>& abilities);  // 1-based indices
// An engine error raised by a script's call, located as a Lua error is: the
// card whose script made the call (its innermost card frame) and the line of
// the innermost Lua frame ("card 31 (H-31 Link Flood): hostile/sets/h/31.lua:3:
// push_link: the chain already has 10000 links").
std::string located(lua_State* L, const std::string& msg);

// The message of the error guarded() caught, between its handler and the
// signal: kept out of guarded()'s frame, so that the call to F has nothing to
// clean up and a Lua error or yield unwinding through it does not stop there.
std::string& guarded_message();

template <lua_CFunction F>
int guarded(lua_State* L) {
  lua::Signal sig = lua::Signal::None;
  try {
    return F(L);
  } catch (const Suspend&) {
    sig = lua::Signal::Suspend;
    guarded_message().clear();
  } catch (const GameEnded&) {
    sig = lua::Signal::GameEnded;
    guarded_message().clear();
  } catch (const RuleError& e) {
    sig = lua::Signal::RuleError;
    guarded_message() = e.what();
  } catch (const ScriptError& e) {
    sig = lua::Signal::ScriptError;
    guarded_message() = located(L, e.what());
  } catch (const std::exception& e) {
    sig = lua::Signal::ScriptError;
    guarded_message() = located(L, e.what());
  }
  std::string msg = std::move(guarded_message());
  guarded_message().clear();
  raise_signal(L, sig, msg);
}

}  // namespace cardinal::api
