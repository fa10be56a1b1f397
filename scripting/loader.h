// Loads one game's card library: its rows from the card database, its
// ruleset (cards/<game>/rules/*.lua, with the shared rules libraries its
// declaration names, cards/lib/<name>/*.lua) and one script per card
// (cards/<game>/sets/<set>/<id>.lua). Scripts are compiled once; every
// further Lua state (one per thread) loads the same bytecode and gets the
// same function ids, so games move freely between threads.
#pragma once
#include <map>
#include <memory>
#include <stdexcept>
#include <set>
#include <string>
#include <vector>

#include "core/library.h"
#include "db/types.h"
#include "scripting/host.h"
#include "scripting/source.h"

namespace cardinal {

struct LoadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct LoadOptions {
  LoadOptions() = default;
  LoadOptions(std::string cards, std::string game_id, std::string db = "", lua::Limits lim = {},
              std::shared_ptr<const CardSource> src = nullptr)
      : cards_dir(std::move(cards)), game(std::move(game_id)), db_path(std::move(db)), limits(lim),
        source(std::move(src)) {}
  std::string cards_dir;  // the cards/ folder (used when no source is given)
  std::string game;       // e.g. "zero-dimension"
  std::string db_path;    // empty: build the rows in memory from the set files
  lua::Limits limits;
  std::shared_ptr<const CardSource> source;  // default: the cards_dir folder on disk
  // Cards whose script is replaced by `return {}` (no abilities): `cardinal
  // test` skips a card whose script does not load and runs the others.
  std::set<int64_t> skip_scripts;
};

class CardLibrary {
 public:
  static std::shared_ptr<const CardLibrary> load(const LoadOptions& opt);

  const Library& library() const { return *lib_; }
  std::shared_ptr<const Library> library_ptr() const { return lib_; }
  const std::vector<db::CardRow>& rows() const { return rows_; }
  // A fresh Lua state for one thread.
  std::unique_ptr<ScriptHost> new_host() const;
  // Deck lists by name, from cards/<game>/decks/*.txt (deck/deck_file.h: the
  // [main] section's cards, by id or printed name).
  std::vector<int64_t> deck(const std::string& name) const;
  // The names deck() takes: the game's decks/*.txt without ".txt", sorted,
  // read through the library's source (a client's callbacks too).
  std::vector<std::string> deck_names() const;
  std::string cards_dir() const { return opt_.cards_dir; }
  // Where the library's files are read from.
  const CardSource& source() const { return *opt_.source; }
  // The ruleset's files, then those of the rules libraries it names (each
  // relative to the cards root).
  std::vector<std::string> ruleset_files() const;

 private:
  struct Chunk {
    std::string name;  // path relative to cards/, used as the chunk name
    std::string code;  // bytecode after the first compile
    int64_t card = 0;  // 0 for ruleset chunks
  };
  void populate(ScriptHost& h, bool build);
  void resolve_components(Library& lib) const;
  void run_rules_library(ScriptHost& h, const std::string& name, bool build);

  LoadOptions opt_;
  std::shared_ptr<Library> lib_;
  std::vector<db::CardRow> rows_;
  std::vector<Chunk> rules_, cards_;
  std::map<std::string, std::vector<Chunk>> libraries_;  // rules libraries by name (ruleset{libraries=})
};

// A card whose script does not load, skipped by load_skipping_broken.
struct BrokenCard {
  int64_t card = 0;
  std::string message;  // the load error
};
// Loads the library with every card whose script does not load skipped (it
// loads as `return {}`, as LoadOptions::skip_scripts), each listed in
// `broken`: one broken card does not stop the others' tests or play. A
// problem that is no one card's (the ruleset, the rows) throws LoadError.
std::shared_ptr<const CardLibrary> load_skipping_broken(LoadOptions opt, std::vector<BrokenCard>& broken);

// For a person at the command line, who may name any file they can read: an
// argument with a '/' or ending in ".txt" is a deck file's path, anything
// else a deck of the library's game by name. (CardLibrary::deck never reads
// a path: a client or a replay names decks of the game only.)
std::vector<int64_t> deck_from_command_line(const CardLibrary& lib, const std::string& arg);

}  // namespace cardinal
