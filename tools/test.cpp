// `cardinal test`: runs the Lua card and scenario tests of a game.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>

#include "core/json_util.h"
#include "db/search_index.h"
#include "deck/deck_check.h"
#include "scripting/testing.h"
#include "tools/commands.h"

namespace cardinal {

namespace {

// deck_problems() for the tests: the game's deck.json, its rows, and its
// `script` rules judged on a host of its own. Built on first use: most test
// files never call it.
struct TestDecks {
  const CommonOptions& c;
  const CardLibrary& lib;
  std::optional<deck::DeckRules> rules;
  std::vector<db::CardRow> rows;
  std::unique_ptr<ScriptHost> host;

  std::vector<TestDeckProblem> check(const std::string& text, const std::string& variant,
                                     const std::vector<std::string>& flags) {
    if (!rules) {
      rules = deck::load_deck_rules(std::filesystem::path(c.cards_dir) / c.game, c.game);
      rows = c.db_path.empty() ? db::build_in_memory(c.cards_dir, {c.game}).load_cards(c.game)
                               : db::Database::open(c.db_path, db::Database::Access::ReadOnly).load_cards(c.game);
      host = lib.new_host();
    }
    const deck::DeckVariant* v = rules->variant(variant);
    if (!v) throw std::invalid_argument(fmt::format("{} has no deck variant \"{}\"", c.game, variant));
    std::set<std::string> on(flags.begin(), flags.end());
    deck::DeckReport rep = deck::check_deck(deck::parse_deck(text, "deck"), rows, *v, on, script_judge(*host));
    std::vector<TestDeckProblem> out;
    for (deck::DeckProblem& p : rep.problems) out.push_back({std::move(p.rule), p.line, std::move(p.message)});
    return out;
  }
};

}  // namespace

int cmd_test(const CommonOptions& c, const std::string& filter, const std::string& format, double scale) {
  // A card whose script does not load is reported and skipped (it loads as
  // `return {}`; its own test file does not run; it counts as one failure):
  // one broken card does not stop the other cards' tests.
  std::vector<BrokenCard> broken;
  std::shared_ptr<const CardLibrary> lib = load_skipping_broken({c.cards_dir, c.game, c.db_path, {}}, broken);
  TestDecks decks{c, *lib, {}, {}, {}};
  TestDeckCheck deck_check = [&decks](const std::string& text, const std::string& variant,
                                      const std::vector<std::string>& flags) {
    return decks.check(text, variant, flags);
  };
  const bool json = format == "json";
  int passed = 0, failed = int(broken.size());
  nlohmann::ordered_json tests = nlohmann::ordered_json::array();
  for (const BrokenCard& b : broken) {
    const std::string& message = b.message;
    std::string name = fmt::format("card {} loads", b.card);
    if (json)
      tests.push_back({{"file", ""}, {"name", name}, {"ok", false}, {"message", message + " (skipped)"}});
    else
      fmt::print("FAIL {}\n  {}\n  (the card is skipped: its script loads as `return {{}}`, its tests do not run)\n",
                 name, message);
  }
  for (const std::string& f : find_lua_tests(*lib)) {
    if (!filter.empty() && f.find(filter) == std::string::npos) continue;
    std::string file = f.substr(f.rfind('/') + 1);
    bool of_broken = std::any_of(broken.begin(), broken.end(), [&](const BrokenCard& b) {
      return file == fmt::format("{}.test.lua", b.card);
    });
    if (of_broken) continue;
    for (const LuaTestResult& r : run_lua_test_file(*lib, f, deck_check, scale)) {
      (r.ok ? passed : failed)++;
      if (json) {
        nlohmann::ordered_json t{{"file", r.file}, {"name", r.name}, {"ok", r.ok}};
        if (!r.ok) t["message"] = r.message;
        tests.push_back(std::move(t));
      } else if (!r.ok) {
        fmt::print("FAIL {} :: {}\n  {}\n", r.file, r.name, r.message);
      }
    }
  }
  if (json)
    fmt::print("{}\n", dump_json(nlohmann::ordered_json{{"game", c.game}, {"passed", passed}, {"failed", failed},
                                                       {"tests", tests}},
                                       2));
  else
    fmt::print("{}: {} passed, {} failed\n", c.game, passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace cardinal
