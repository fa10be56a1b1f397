// `cardinal docs`: writes (or checks) the files generated from the binding
// registry, the declaration schema and each game's ruleset words, so the
// docs, editor annotations and linter globals cannot drift.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "db/database.h"
#include "scripting/bindings.h"
#include "scripting/decl_schema.h"
#include "scripting/loader.h"
#include "scripting/words.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

int cmd_docs(const DocsOptions& o) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"docs/lua-api.md", api_markdown()},
      {"docs/ruleset.md", decl::markdown()},
      {"scripting/cardinal.meta.lua", api_luals()},
      {"scripting/luacheck_globals.lua", api_luacheck()},
  };
  // Each game's words (docs/games/<game>.md and .meta.lua), from its ruleset.
  const fs::path cards = fs::path(o.root) / "cards";
  int stale = 0;
  for (const std::string& game : db::discover_games(cards)) {
    try {
      auto lib = CardLibrary::load(LoadOptions(cards.string(), game));
      std::vector<RulesetWord> words = ruleset_words(*lib);
      files.push_back({"docs/games/" + game + ".md", words_markdown(game, words)});
      files.push_back({"docs/games/" + game + ".meta.lua", words_luals(game, words)});
    } catch (const std::exception& e) {
      fmt::print(stderr, "{}: the game does not load, so its words are not documented: {}\n", game, e.what());
      stale++;
    }
  }
  std::set<std::string> generated;
  for (const auto& [rel, text] : files) {
    generated.insert(rel);
    fs::path p = fs::path(o.root) / rel;
    if (o.check) {
      std::ifstream in(p, std::ios::binary);
      std::stringstream s;
      s << in.rdbuf();
      if (!in || s.str() != text) {
        fmt::print(stderr, "{} is stale: run `cardinal docs`\n", p.string());
        stale++;
      }
    } else {
      fs::create_directories(p.parent_path());
      std::ofstream(p, std::ios::binary) << text;
      fmt::print("wrote {}\n", p.string());
    }
  }
  // A game's words left behind by a game that is gone (or renamed).
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(fs::path(o.root) / "docs" / "games", ec)) {
    std::string rel = "docs/games/" + e.path().filename().string();
    if (generated.count(rel)) continue;
    if (o.check) {
      fmt::print(stderr, "{} belongs to no game of {}: run `cardinal docs`\n", e.path().string(), cards.string());
      stale++;
    } else {
      fs::remove(e.path());
      fmt::print("removed {}\n", e.path().string());
    }
  }
  return stale ? 1 : 0;
}

}  // namespace cardinal
