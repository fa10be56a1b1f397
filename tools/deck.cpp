// `cardinal deck check`: a deck file against the game's deck rules
// (cards/<game>/deck.json). Exit 0 legal, 1 illegal, 2 unreadable input.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/json_util.h"
#include "db/search_index.h"
#include "deck/deck_check.h"
#include "scripting/deck_judge.h"
#include "scripting/loader.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

int cmd_deck_check(const CommonOptions& c, const DeckCmdOptions& o) {
  deck::DeckRules rules = deck::load_deck_rules(fs::path(c.cards_dir) / c.game, c.game);
  const deck::DeckVariant* variant = rules.variant(o.variant);
  if (!variant) {
    std::string names;
    for (const deck::DeckVariant& v : rules.variants) names += (names.empty() ? "" : ", ") + v.name;
    fmt::print(stderr, "cardinal deck check: {} has no variant \"{}\" (it has: {})\n", c.game, o.variant, names);
    return 2;
  }
  std::vector<db::CardRow> rows;
  if (c.db_path.empty()) rows = db::build_in_memory(c.cards_dir, {c.game}).load_cards(c.game);
  else rows = db::Database::open(c.db_path, db::Database::Access::ReadOnly).load_cards(c.game);

  std::set<std::string> flags(o.flags.begin(), o.flags.end());
  if (o.official) flags.insert("official");

  // `script` rules are judged by the ruleset's Lua: load the game's scripts
  // only when the variant has one.
  std::shared_ptr<const CardLibrary> lib;
  std::unique_ptr<ScriptHost> host;
  deck::DeckJudge judge;
  bool scripted = std::any_of(variant->rules.begin(), variant->rules.end(),
                              [](const deck::DeckRule& r) { return r.kind == deck::DeckRule::Script; });
  if (scripted) {
    lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
    host = lib->new_host();
    judge = script_judge(*host);
  }
  int worst = 0;
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const std::string& file : o.files) {
    deck::DeckReport rep;
    try {
      rep = deck::check_deck(deck::read_deck(file), rows, *variant, flags, judge);
    } catch (const deck::DeckSyntaxError& e) {
      fmt::print(stderr, "{}\n", e.what());
      worst = 2;
      continue;
    } catch (const ScriptError& e) {  // the deck cannot be judged: neither legal nor illegal
      fmt::print(stderr, "{}: {}\n", file, e.what());
      worst = 2;
      continue;
    }
    if (!rep.ok()) worst = std::max(worst, 1);
    if (o.format == "json") {
      nlohmann::ordered_json j{{"deck", file}, {"game", c.game}, {"variant", rep.variant}, {"cards", rep.cards},
                               {"sections", rep.sections}, {"legal", rep.ok()}};
      j["problems"] = nlohmann::ordered_json::array();
      for (const deck::DeckProblem& p : rep.problems)
        j["problems"].push_back({{"rule", p.rule}, {"line", p.line ? nlohmann::ordered_json(p.line) : nullptr},
                                 {"message", p.message}});
      out.push_back(j);
    } else {
      for (const deck::DeckProblem& p : rep.problems) fmt::print("{}\n", deck::format_problem(file, p));
      if (rep.ok()) fmt::print("{}: legal {} {} deck ({} cards)\n", file, c.game, rep.variant, rep.cards);
    }
  }
  if (o.format == "json") fmt::print("{}\n", o.files.size() == 1 && !out.empty() ? dump_json(out[0], 2) : dump_json(out, 2));
  return worst;
}

}  // namespace cardinal
