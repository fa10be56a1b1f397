// The ticks' reader of the text (scripting/ticks.cpp) against Lua's own: for
// any text Lua compiles, lua::load_text either refuses it for what a script
// may not do (naming the tick, a to-be-closed variable, a function past
// kMaxUnticked, a limit the added local or upvalue passes) or compiles it
// with ticks that check_compiled accepts. A loop or a function the reader
// missed is refused by check_compiled, never run uncounted: such a refusal of a
// text Lua accepts is a finding (the reader differs from Lua's), as is a
// text accepted that Lua refuses.
#include <lua.hpp>

#include <string>
#include <string_view>

#include "fuzz/common.h"
#include "scripting/sandbox.h"
#include "scripting/ticks.h"

using namespace cardinal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static lua_State* L = lua::new_state({});
  std::string_view text(reinterpret_cast<const char*>(data), size);
  int top = lua_gettop(L);
  const bool lua_accepts = luaL_loadbufferx(L, text.data(), text.size(), "=fuzz", "t") == LUA_OK;
  lua_settop(L, top);
  for (lua::ChunkKind kind : {lua::ChunkKind::Engine, lua::ChunkKind::Loaded}) {
    int st = lua::load_text(L, text, "=fuzz", kind);
    std::string message = st == LUA_OK ? "" : lua::error_text(L, -1);
    lua_settop(L, top);
    if (st == LUA_OK && !lua_accepts) fuzz::finding("load_text compiled a text Lua refuses");
    if (lua_accepts && (message.find("passes no tick") != std::string::npos ||
                        message.find("does not start with a tick") != std::string::npos ||
                        message.find("the tick's declaration") != std::string::npos))
      fuzz::finding("the reader of the text misread one Lua accepts: " + message);
  }
  return 0;
}
