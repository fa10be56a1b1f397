// Set-source import: bytes -> db::parse_set -> import into an in-memory
// database holding the schemas of mini and of every shipped game -> rows. A set that
// imports must export to canonical text that imports again and exports to the
// same bytes. Errors are db::Error naming the file.
#include <fstream>
#include <sstream>

#include "db/database.h"
#include "fuzz/common.h"

using namespace cardinal;

namespace {
std::string file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

db::Database fresh() {
  static const std::string mini = file(std::string(CARDINAL_TESTS_DIR) + "/games/mini/schema.sql");
  static const std::vector<std::pair<std::string, std::string>> shipped = [] {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& g : fuzz::shipped_games())
      out.emplace_back(g, file(std::string(CARDINAL_CARDS_DIR) + "/" + g + "/schema.sql"));
    return out;
  }();
  db::Database d = db::Database::create(":memory:");
  d.apply_game_schema("mini", mini, "mini/schema.sql");
  for (const auto& [game, schema] : shipped) d.apply_game_schema(game, schema, game + "/schema.sql");
  return d;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string exported;
  db::SetSource src;
  try {
    src = db::parse_set(text, "fuzz/cards.txt");
  } catch (const db::Error& e) {
    if (std::string(e.what()).rfind("fuzz/cards.txt", 0) != 0) fuzz::finding(std::string("message without the file: ") + e.what());
    return 0;
  }
  try {
    db::Database d = fresh();
    d.import_set(src);
    d.load_cards(src.header.game);
    exported = d.export_text(src.header.game, src.header.set_code);
  } catch (const db::Error&) {
    return 0;
  }
  try {
    db::Database d2 = fresh();
    d2.import_set(db::parse_set(exported, "export"));
    if (d2.export_text(src.header.game, src.header.set_code) != exported)
      fuzz::finding("export -> import -> export is not stable");
  } catch (const db::Error& e) {
    fuzz::finding(std::string("exported text does not import again: ") + e.what() + "\n" + exported);
  }
  return 0;
}
