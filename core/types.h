// Basic ids and small value types shared by every part of the engine.
// Nothing here knows about any particular game.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace cardinal {

using PlayerId = uint8_t;
constexpr PlayerId kNoPlayer = 0xFF;
constexpr int kMaxPlayers = 8;

// A zone instance in a game (index into GameState::zones).
using ZoneId = uint16_t;
constexpr ZoneId kNoZone = 0xFFFF;

// An object is one incarnation of a card in one zone. When the card changes
// zones it becomes a new object (new generation), so stale ids stop matching:
// effects that held the old id no longer find it. Layout: slot << 16 | gen.
using ObjId = uint32_t;
constexpr ObjId kNoObj = 0;
inline uint32_t obj_slot(ObjId id) { return id >> 16; }
inline uint16_t obj_gen(ObjId id) { return uint16_t(id & 0xFFFF); }
inline ObjId make_obj(uint32_t slot, uint16_t gen) { return (slot << 16) | gen; }
// Slots are 16 bits and slot 0 is none: the most objects any game can hold.
// A ruleset's max_objects is at most this.
constexpr int kMaxObjects = 0xFFFE;

// Index of a script function in the library's function table. The table is
// built in the same order in every Lua state, so an FnId means the same
// function on every thread and can be stored in a copyable game state.
using FnId = uint32_t;
constexpr FnId kNoFn = 0;

// Interned string id (names, traits, event names...).
using StrId = uint32_t;

// An argument passed from the engine to a script procedure, or stored with a
// chain link. Plain data so it can be copied, hashed and serialised.
struct Arg {
  enum class Kind : uint8_t { Nil, Int, Obj, Player, Str } kind = Kind::Nil;
  int64_t v = 0;
  static Arg integer(int64_t x) { return {Kind::Int, x}; }
  static Arg obj(ObjId o) { return {Kind::Obj, int64_t(o)}; }
  static Arg player(PlayerId p) { return {Kind::Player, int64_t(p)}; }
  static Arg str(StrId s) { return {Kind::Str, int64_t(s)}; }
  bool operator==(const Arg&) const = default;
};
using Args = std::vector<Arg>;

// How a continuous effect changes a characteristic.
enum class ModOp : uint8_t { Add, Set, AddToSet, RemoveFromSet, ReplaceSet, LoseAbilities, GrantAbility };

}  // namespace cardinal
