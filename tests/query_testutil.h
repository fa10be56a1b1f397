// A small Zero-Dimension card pool for the query tests: the real schema and
// query.json, six cards chosen to exercise NULLs, sets, tags and ranking.
#pragma once
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "db/search_index.h"
#include "db_testutil.h"
#include "search/engine.h"
#include "search/parser.h"
#include "scripting/keywords.h"
#include "search/source.h"

namespace querytest {

namespace fs = std::filesystem;

inline const std::string kPool = R"(game: zero-dimension
set: QT1
name: Query Test

id: 1
number: QT1-001
name: Red Knight
card_type: character
colour: red
cost: 2
char_names: ["Red Knight"]
attributes: ["Warrior", "Knight"]
atk: 2000
def: 1000
text: 【On deploy】 Draw 1 card.

id: 2
number: QT1-002
name: Green Giant
card_type: character
colour: green
cost: 5
cost_cells: GG
char_names: ["Green Giant"]
atk: 4000
def: 5000
rarity: extreme

id: 3
number: QT1-003
name: Blue Bolt
card_type: tactic
colour: blue
cost: 1
tactic_speed: instant
text: Deal 1000 damage to target character.

id: 4
number: QT1-004
name: Iron Staff
card_type: equipment
colour: yellow
cost: 2
atk_bonus: 1000
def_bonus: 0
text: Equip a character. Draw a card when it attacks.

id: 5
number: QT1-005
name: Shifting Beast
card_type: character
colour: black
cost_variable: 1
atk_variable: 1
def: 2000

id: 6
number: QT1-006
name: Red Knight
card_type: character
colour: blue
cost: 2
char_names: ["Red Knight"]
atk: 2000
def: 2000
rarity: special
)";

// A cards/ tree with the real ZD schema and query.json, and the pool above.
inline fs::path pool_root() {
  fs::path root = dbtest::scratch_dir("query_pool") / "cards";
  fs::path zd = fs::path(CARDINAL_CARDS_DIR) / "zero-dimension";
  fs::create_directories(root / "zero-dimension");
  fs::copy_file(zd / "schema.sql", root / "zero-dimension" / "schema.sql");
  fs::copy_file(zd / "query.json", root / "zero-dimension" / "query.json");
  dbtest::spit(root / "zero-dimension" / "sets" / "qt1" / "cards.txt", kPool);
  return root;
}

// One pool per test binary: building it is cheap but not free.
inline cardinal::search::Source& pool() {
  static cardinal::search::Source src = cardinal::search::open_source(pool_root(), "zero-dimension", "", nullptr,
                                                                     cardinal::load_script_keywords);
  return src;
}

// Ids of the cards a query finds, sorted.
inline std::vector<int64_t> ids(const std::string& q) {
  auto& src = pool();
  auto tree = cardinal::search::parse(q);
  auto plan = cardinal::search::plan(*tree, src.registry, {});
  std::vector<int64_t> out = cardinal::search::run(src.db.handle(), plan).ids;
  std::sort(out.begin(), out.end());
  return out;
}

using Ids = std::vector<int64_t>;

}  // namespace querytest
