// build(): set text files -> a fresh card database, all or nothing.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "db/database.h"
#include "db/paths.h"
#include "db/search_index.h"

namespace cardinal::db {

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& file, std::string_view what) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw Error(fmt::format("{}: cannot read {}", file.string(), what));
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Sorted so that builds are reproducible whatever order the directory
// listing comes in.
std::vector<fs::path> sorted_dirs(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_directory()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// A game folder is untrusted (docs/architecture.md, "Threat model"): a file
// it names through a link that leads out of the cards folder is not read,
// as the library loader's disk source does not read it either.
void inside_root(const fs::path& cards_root, const fs::path& file) {
  if (!inside(cards_root, file))
    throw Error(fmt::format("{}: leads out of the cards folder {} (a link?); not read", file.string(),
                            cards_root.string()));
}

void build_into(Database& db, const fs::path& cards_root, const std::vector<std::string>& games,
                BuildStats& stats) {
  for (const std::string& game : games) {
    fs::path schema_file = cards_root / game / "schema.sql";
    inside_root(cards_root, schema_file);
    db.apply_game_schema(game, read_file(schema_file, "game schema"), schema_file.string());
    ++stats.games;
    for (const fs::path& set_dir : sorted_dirs(cards_root / game / "sets")) {
      fs::path file = set_dir / "cards.txt";
      if (!fs::exists(file)) continue;
      inside_root(cards_root, file);
      SetSource src = read_set_file(file);
      if (src.header.game != game)
        throw Error(located(src.path, src.header.line,
                            fmt::format("set declares game \"{}\" but lives under {}",
                                        src.header.game, (cards_root / game).string())));
      db.import_set(src);
      ++stats.sets;
      stats.cards += int(src.cards.size());
    }
  }
}

// `games` empty: every game of cards_root.
std::vector<std::string> games_to_build(const fs::path& cards_root, const std::vector<std::string>& games_in) {
  std::vector<std::string> games = games_in.empty() ? discover_games(cards_root) : games_in;
  if (games.empty())
    throw Error(fmt::format("{}: no game directories with a schema.sql", cards_root.string()));
  return games;
}

}  // namespace

std::vector<std::string> discover_games(const fs::path& cards_root) {
  std::vector<std::string> games;
  std::error_code ec;
  for (const fs::path& dir : sorted_dirs(cards_root))
    if (fs::is_regular_file(dir / "schema.sql", ec)) games.push_back(dir.filename().string());
  return games;
}

BuildStats build(const fs::path& db_path, const fs::path& cards_root,
                 const std::vector<std::string>& games_in) {
  std::vector<std::string> games = games_to_build(cards_root, games_in);

  if (db_path.has_parent_path()) fs::create_directories(db_path.parent_path());
  fs::path tmp = db_path;
  tmp += ".tmp";
  std::error_code ec;
  fs::remove(tmp, ec);  // left over from an interrupted build
  BuildStats stats;
  try {
    {
      Database db = Database::create(tmp.string());
      build_into(db, cards_root, games, stats);
      rebuild_search_index(db);
    }  // closed before the rename
    fs::rename(tmp, db_path);
  } catch (...) {
    fs::remove(tmp, ec);
    throw;
  }
  return stats;
}

Database build_in_memory(const fs::path& cards_root, const std::vector<std::string>& games_in,
                         BuildStats* stats_out) {
  std::vector<std::string> games = games_to_build(cards_root, games_in);
  Database db = Database::create(":memory:");
  BuildStats stats;
  build_into(db, cards_root, games, stats);
  rebuild_search_index(db);
  if (stats_out) *stats_out = stats;
  return db;
}

}  // namespace cardinal::db
