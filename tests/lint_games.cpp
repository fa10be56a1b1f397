// `cardinal lint`, one broken fixture game per class of problem
// (tests/games/lint-*, each laid over a scaffolded game: lint_fixtures.h), the
// Zero-Dimension data checks (ZD-3.19), and the real game linting clean.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "db_testutil.h"
#include "lint_fixtures.h"
#include "lint/lint.h"

using namespace cardinal::lint;

namespace {

// fixture("") only names the folder the fixtures are made in.
LintOptions fixture(const std::string& game) {
  LintOptions o;
  o.cards_dir = game.empty() ? lintfix::cards_dir() : lintfix::make(game);
  o.game = game;
  return o;
}

// Issues as "file:line: message" with the file made relative to `root`.
std::vector<std::string> texts(const std::vector<LintIssue>& issues, const std::string& root) {
  std::vector<std::string> out;
  for (const LintIssue& i : issues) {
    std::string t = i.text();
    if (t.rfind(root + "/", 0) == 0) t = t.substr(root.size() + 1);
    out.push_back(t);
  }
  return out;
}

std::vector<std::string> lint_messages(const std::string& game) {
  LintOptions o = fixture(game);
  return texts(lint_game(o).issues, o.cards_dir);
}

bool luacheck_installed() { return std::system("luacheck --version >/dev/null 2>&1") == 0; }

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("lint: every row has a script and every script a row", "[lint]") {
  CHECK(lint_messages("lint-rows") ==
        Lines{"lint-rows/sets/base/7.test.lua:1: test of card 7, which has no row in " + fixture("").cards_dir +
                  "/lint-rows/sets/base/cards.txt",
              "lint-rows/sets/base/9.lua:1: script has no card row with id 9 in " + fixture("").cards_dir +
                  "/lint-rows/sets/base/cards.txt",
              "lint-rows/sets/base/helper.lua:1: card scripts are named by card id (<id>.lua)",
              "lint-rows/sets/base/cards.txt:12: card 2 has no script: expected " + fixture("").cards_dir +
                  "/lint-rows/sets/base/2.lua"});
}

TEST_CASE("lint: every script compiles (all syntax errors, each at its line)", "[lint]") {
  CHECK(lint_messages("lint-syntax") ==
        Lines{"lint-syntax/sets/base/2.lua:4: ')' expected (to close '(' at line 3) near <eof>",
              "lint-syntax/sets/base/3.lua:2: unfinished string near '\"2)) }'"});
}

// A returned ability has no line of its own: the undeclared event is located
// where the script writes it (line 2, not the file's first line).
TEST_CASE("lint: the library loads in the sandbox (an undeclared event, at the line that names it)", "[lint]") {
  CHECK(lint_messages("lint-load") ==
        Lines{"lint-load/sets/base/2.lua:2: ability 1: \"on_lunch\" is not an event this ruleset declares; "
              "it declares: played (and \"move\", \"control_changed\")"});
}

// Lua names a chunk by at most 59 characters of its path, cut at the front
// ("...-cut/2.lua:2:"); lint reports the whole path.
TEST_CASE("lint: an error in a file whose path Lua cuts short names the whole file", "[lint]") {
  namespace fs = std::filesystem;
  fs::path root = dbtest::scratch_dir("lint_long") / "cards";
  fs::create_directories(root);
  fs::copy(fs::path(lintfix::make("lint-load")) / "lint-load", root / "lint-load", fs::copy_options::recursive);
  fs::path set = root / "lint-load/sets/a-set-folder-long-enough-for-lua-to-cut";
  fs::rename(root / "lint-load/sets/base", set);
  std::ofstream(set / "2.lua") << "-- Knight: fails as it loads.\nlocal t = nil\nreturn { t.x }\n";
  LintOptions o = fixture("lint-load");
  o.cards_dir = root.string();
  LintReport r = lint_game(o);
  REQUIRE(r.issues.size() == 1);
  CHECK(r.issues[0].file == (set / "2.lua").string());
  CHECK(r.issues[0].line == 3);
  CHECK(r.issues[0].message == "attempt to index a nil value (local 't')");
}

TEST_CASE("lint: cards use only the engine API and the ruleset's globals (luacheck)", "[lint]") {
  if (!luacheck_installed()) {
    WARN("luacheck is not installed (Debian package lua-check): skipped");
    return;
  }
  LintOptions o = fixture("lint-api");
  LintReport r = lint_game(o);
  CHECK(r.luacheck_ran);
  CHECK(texts(r.issues, o.cards_dir) ==
        Lines{"lint-api/sets/base/2.lua:4: accessing undefined variable 'explode' (luacheck W113): not in the engine API or the ruleset",
              "lint-api/sets/base/2.lua:5: accessing undefined variable 'os' (luacheck W113): not in the engine API or the ruleset"});
  // The ruleset's own words (spell, opponent_loses) are not flagged.
}

// Issue 31: a ruleset's global names reach luacheck's config, which luacheck
// runs as Lua with io and os. A name holding a quote must not become code
// there (on 08515d4 this one wrote the marker file).
TEST_CASE("lint: a ruleset global's name cannot run code in luacheck's config", "[lint][hostile]") {
  if (!luacheck_installed()) return;
  namespace fs = std::filesystem;
  fs::path marker = dbtest::scratch_dir("lint_escape") / "marker";
  fs::remove(marker);
  ::setenv("CARDINAL_LINT_MARKER", marker.c_str(), 1);
  LintOptions o = fixture("lint-escape");
  LintReport r = lint_game(o);
  ::unsetenv("CARDINAL_LINT_MARKER");
  CHECK(r.luacheck_ran);
  CHECK(r.errors() == 0);
  CHECK_FALSE(fs::exists(marker));
}

// Two checks read the set file (rows, and the data checks): a fault in it is
// said once, not once by each.
TEST_CASE("lint: a set file that is not UTF-8 is reported once", "[lint]") {
  namespace fs = std::filesystem;
  fs::path root = dbtest::scratch_dir("lint_utf8") / "cards";
  fs::create_directories(root);
  fs::copy(fs::path(CARDINAL_TESTS_DIR) / "games" / "mini", root / "mini", fs::copy_options::recursive);
  std::ofstream(root / "mini/sets/base/cards.txt", std::ios::app) << "\nid: 99\nnumber: B-99\nname: Caf\xe9\ncard_type: unit\n";
  LintOptions o;
  o.cards_dir = root.string();
  o.game = "mini";
  std::vector<std::string> found = texts(lint_game(o).issues, o.cards_dir);
  CHECK(std::count_if(found.begin(), found.end(), [](const std::string& t) {
          return t.find("not UTF-8 text (byte 0xe9") != std::string::npos;
        }) == 1);
}

TEST_CASE("lint: data checks declared in lint.json", "[lint]") {
  // The second check has a misspelt key: reported, not run without its message.
  CHECK(lint_messages("lint-data") ==
        Lines{"lint-data/sets/base/cards.txt:22: card 3 (BASE-003 \"Spark\"): lint-data-spell-power: spells have no power",
              "lint-data/lint.json: check lint-data-misspelt: unknown key \"mesage\" (did you mean \"message\"?); it may "
              "have: id, where, message, column, warning",
              "lint-data/deck.json: variant standard: rule LD-2: the ruleset has no procedure \"no_such_check\""});
}

TEST_CASE("lint: Zero-Dimension data sanity (ZD-3.19)", "[lint]") {
  // The real schema and lint.json over a set of wrong cards; data checks
  // need no scripts.
  namespace fs = std::filesystem;
  fs::path root = dbtest::scratch_dir("lint_zd") / "cards";
  fs::path zd = fs::path(CARDINAL_CARDS_DIR) / "zero-dimension";
  fs::create_directories(root / "zero-dimension");
  fs::copy_file(zd / "schema.sql", root / "zero-dimension" / "schema.sql");
  fs::copy_file(zd / "lint.json", root / "zero-dimension" / "lint.json");
  dbtest::spit(root / "zero-dimension" / "sets" / "t" / "cards.txt", R"(game: zero-dimension
set: T
name: Wrong

id: 1
number: T-001
name: No Stats
card_type: character
colour: red
cost: 1

id: 2
number: T-002
name: Bare Staff
card_type: equipment
colour: red
cost: 1
atk_bonus: 500

id: 3
number: T-003
name: Slow Trick
card_type: tactic
colour: red
cost: 1

id: 4
number: T-004
name: Strong Trick
card_type: tactic
colour: red
cost: 1
cost_cells: RR
atk: 1000
tactic_speed: normal

id: 5
number: T-005
name: Odd Friend
card_type: character
colour: red
cost: 2
atk: 1000
def: 1000
atk_bonus: 500
tactic_speed: instant
equip_opponent: 1

id: 6
number: T-006
name: Fine
card_type: character
colour: red
cost: 2
cost_cells: RR
atk_variable: 1
def: 1000
)");
  LintOptions o;
  o.cards_dir = root.string();
  o.game = "zero-dimension";
  std::vector<LintIssue> issues;
  lint_data(o, nullptr, issues);
  std::string f = "zero-dimension/sets/t/cards.txt";
  CHECK(texts(issues, root.string()) ==
        Lines{f + ":5: card 1 (T-001 \"No Stats\"): ZD-3.19: a character needs ATK (atk, or atk_variable: 1)",
              f + ":5: card 1 (T-001 \"No Stats\"): ZD-3.19: a character needs DEF (def, or def_variable: 1)",
              f + ":18: card 2 (T-002 \"Bare Staff\"): ZD-3.19: an equipment needs atk_bonus and def_bonus",
              f + ":20: card 3 (T-003 \"Slow Trick\"): ZD-3.19: a tactic needs tactic_speed (normal or instant)",
              f + ":34: card 4 (T-004 \"Strong Trick\"): ZD-3.19: only characters have ATK and DEF",
              f + ":45: card 5 (T-005 \"Odd Friend\"): ZD-3.19: only equipment has ATK/DEF bonuses",
              f + ":46: card 5 (T-005 \"Odd Friend\"): ZD-3.19: only tactics have a tactic_speed",
              f + ":33: card 4 (T-004 \"Strong Trick\"): ZD-3.19: more coloured cells than the total cost (ZD-3.3.2)",
              f + ":47: card 5 (T-005 \"Odd Friend\"): ZD-3.19: equip_opponent is for equipment only (ZD-7.3.2)"});
}

TEST_CASE("lint: Zero-Dimension lints without errors", "[lint]") {
  LintOptions o;
  o.cards_dir = CARDINAL_CARDS_DIR;
  o.game = "zero-dimension";
  LintReport r = lint_game(o);
  for (const LintIssue& i : r.issues) INFO(i.text());
  CHECK(r.errors() == 0);
}
