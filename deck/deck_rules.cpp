#include "deck/deck_rules.h"

#include <fmt/format.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "db/types.h"
#include "core/json_keys.h"

namespace cardinal::deck {

namespace {

using nlohmann::json;

std::vector<std::string> strings(const json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key))
    for (const json& v : j.at(key)) out.push_back(v.get<std::string>());
  return out;
}

DeckRule parse_rule(const json& j, const std::string& origin) {
  DeckRule r;
  r.id = j.at("id").get<std::string>();
  std::string bad = unknown_key(j, {"id", "kind", "sections", "when", "exactly", "min", "max", "key", "override", "column",
                                     "procedure"});
  if (!bad.empty()) throw db::Error(fmt::format("{}: rule {}: {}", origin, r.id, bad));
  std::string kind = j.at("kind").get<std::string>();
  auto need = [&](bool ok, const char* what) {
    if (!ok) throw db::Error(fmt::format("{}: rule {}: {} needs {}", origin, r.id, kind, what));
  };
  r.sections = strings(j, "sections");
  r.when = j.value("when", "");
  if (j.contains("exactly")) r.min = r.max = j.at("exactly").get<int64_t>();
  if (j.contains("min")) r.min = j.at("min").get<int64_t>();
  if (j.contains("max")) r.max = j.at("max").get<int64_t>();
  if (kind == "size") {
    r.kind = DeckRule::Size;
    need(r.min || r.max, "\"exactly\", \"min\" or \"max\"");
  } else if (kind == "max_copies") {
    r.kind = DeckRule::MaxCopies;
    r.key = strings(j, "key");
    r.column = j.value("override", "");
    need(r.max && !r.key.empty(), "\"key\" (columns) and \"max\"");
  } else if (kind == "same") {
    r.kind = DeckRule::Same;
    r.column = j.value("column", "");
    need(!r.column.empty(), "\"column\"");
  } else if (kind == "known") {
    r.kind = DeckRule::Known;
  } else if (kind == "sections") {
    r.kind = DeckRule::Sections;
    need(!r.sections.empty(), "\"sections\" (the allowed ones)");
  } else if (kind == "script") {
    r.kind = DeckRule::Script;
    r.procedure = j.value("procedure", "");
    need(!r.procedure.empty(), "\"procedure\" (a ruleset procedure's name)");
  } else {
    throw db::Error(fmt::format("{}: rule {}: unknown kind \"{}\" (size, max_copies, same, known, sections, script)",
                                origin, r.id, kind));
  }
  return r;
}

}  // namespace

const DeckVariant* DeckRules::variant(const std::string& name) const {
  if (name.empty()) return variants.empty() ? nullptr : &variants.front();
  for (const DeckVariant& v : variants)
    if (v.name == name) return &v;
  return nullptr;
}

DeckRules parse_deck_rules(const std::string& text, const std::string& game, const std::string& origin) {
  DeckRules out;
  out.game = game;
  out.origin = origin;
  try {
    json j = json::parse(text);
    if (std::string bad = unknown_key(j, {"variants"}); !bad.empty()) throw db::Error(fmt::format("{}: {}", origin, bad));
    for (const json& v : j.at("variants")) {
      DeckVariant dv;
      dv.name = v.at("name").get<std::string>();
      if (std::string bad = unknown_key(v, {"name", "rules"}); !bad.empty())
        throw db::Error(fmt::format("{}: variant {}: {}", origin, dv.name, bad));
      for (const json& r : v.at("rules")) dv.rules.push_back(parse_rule(r, origin));
      out.variants.push_back(std::move(dv));
    }
  } catch (const json::exception& e) {
    throw db::Error(fmt::format("{}: {}", origin, e.what()));
  }
  if (out.variants.empty()) throw db::Error(fmt::format("{}: no variants", origin));
  return out;
}

DeckRules load_deck_rules(const std::filesystem::path& game_dir, const std::string& game) {
  std::filesystem::path file = game_dir / "deck.json";
  std::ifstream in(file, std::ios::binary);
  if (!in) throw db::Error(fmt::format("{}: no deck rules for game {} (cannot read)", file.string(), game));
  std::ostringstream s;
  s << in.rdbuf();
  return parse_deck_rules(s.str(), game, file.string());
}

}  // namespace cardinal::deck
