#include "core/library.h"

#include <cstdint>
#include <fmt/format.h>
#include <algorithm>

namespace cardinal {

StrId Interner::intern(std::string_view s) {
  auto it = ids_.find(std::string(s));
  if (it != ids_.end()) return it->second;
  StrId id = StrId(strings_.size());
  strings_.emplace_back(s);
  ids_.emplace(std::string(s), id);
  return id;
}

StrId Interner::find(std::string_view s) const {
  auto it = ids_.find(std::string(s));
  return it == ids_.end() ? 0 : it->second;
}

template <class V, class F>
static int index_where(const V& v, F pred) {
  for (size_t i = 0; i < v.size(); i++)
    if (pred(v[i])) return int(i);
  return -1;
}

int RulesetDef::zone_kind(std::string_view n) const {
  return index_where(zones, [&](const ZoneKindDef& z) { return z.name == n; });
}
int RulesetDef::char_index(std::string_view n) const {
  return index_where(chars, [&](const CharDef& c) { return c.name == n; });
}
int RulesetDef::layer_index(std::string_view n) const {
  return index_where(layers, [&](const std::string& s) { return s == n; });
}
int RulesetDef::obj_var(std::string_view n) const {
  return index_where(obj_vars, [&](const std::string& s) { return s == n; });
}
int RulesetDef::player_var(std::string_view n) const {
  return index_where(player_vars, [&](const std::string& s) { return s == n; });
}
int RulesetDef::game_var(std::string_view n) const {
  return index_where(game_vars, [&](const std::string& s) { return s == n; });
}
int RulesetDef::link_var(std::string_view n) const {
  return index_where(link_vars, [&](const std::string& s) { return s == n; });
}
int RulesetDef::duration(std::string_view n) const {
  return index_where(durations, [&](const std::string& s) { return s == n; });
}
std::string param_out_of_range(std::string_view name, int64_t value) {
  if (value >= INT32_MIN && value <= INT32_MAX) return {};
  return fmt::format("parameter {} = {} does not fit a game number ({} to {})", name, value, INT32_MIN, INT32_MAX);
}

int RulesetDef::param_index(std::string_view n) const {
  return index_where(params, [&](const auto& kv) { return kv.first == n; });
}
FnId RulesetDef::proc(std::string_view n) const {
  auto it = procs.find(std::string(n));
  return it == procs.end() ? kNoFn : it->second;
}

void RulesetDef::resolve_hooks() {
  hooks.setup = proc("setup");
  hooks.actions = proc("actions");
  hooks.may_pass = proc("may_pass");
  hooks.state_checks = proc("state_checks");
  hooks.put_trigger = proc("put_trigger");
  hooks.concede = proc("concede");
  hooks.control_changed = proc("control_changed");
  hooks.loop_cap = param_index("loop_cap");
  hooks.optional_loop_limit = param_index("optional_loop_limit");
}

void Library::index_abilities() {
  rules.resolve_hooks();
  size_t nch = rules.chars.size();
  blank.ints.assign(nch, 0);
  blank.sets.assign(nch, {});
  printed.assign(cards.size(), blank);
  for (size_t c = 0; c < cards.size(); c++) {
    for (size_t i = 0; i < nch && i < cards[c].ints.size(); i++) printed[c].ints[i] = cards[c].ints[i];
    for (size_t i = 0; i < nch && i < cards[c].sets.size(); i++) printed[c].sets[i] = cards[c].sets[i];
  }
  triggers_by_event.assign(strings.size() + 1, {});
  granted_by.assign(abilities.size(), {});
  for (uint32_t i = 0; i < abilities.size(); i++)
    for (const AbilityDef::Mod& m : abilities[i].mods)
      if (m.op == ModOp::GrantAbility && uint32_t(m.value) < abilities.size()) granted_by[uint32_t(m.value)].push_back(i);
  for (uint32_t i = 0; i < abilities.size(); i++) {
    AbilityDef& a = abilities[i];
    if (!a.zones) a.zones = rules.default_ability_zones;
    if (a.event && (a.kind == AbilityDef::Kind::Triggered || a.kind == AbilityDef::Kind::Replacement))
      triggers_by_event[a.event].push_back(i);
    if (a.kind == AbilityDef::Kind::Continuous) continuous_zones |= a.zones;
  }
}

}  // namespace cardinal
