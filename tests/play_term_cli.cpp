// `cardinal play` as a person plays it (issue 27, part 1): prompts only when
// there is something to choose, the board printed when it changed, card text
// on demand, strict answers, cards named alike on the board, in options and
// in the log, --param, --record and `replay --step`.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <map>
#include <string>

#include <unistd.h>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

namespace {
std::string temp_file(const std::string& tag) {
  static int n = 0;
  return (std::filesystem::temp_directory_path() /
          ("cardinal_term_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + "_" + tag))
      .string();
}

// Zero-Dimension, the human in seat 1 against a greedy seat 2, typing `input`.
clitest::Result play_zd(const std::string& extra, const std::string& input) {
  std::string in = temp_file("in");
  std::ofstream(in) << input;
  clitest::Result r = run("play --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension --p1 human --p2 greedy " +
                          extra + " < " + quote(in));
  std::filesystem::remove(in);
  return r;
}

std::string repeat(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; i++) out += s;
  return out;
}

size_t count(const std::string& hay, const std::string& needle) {
  size_t n = 0;
  for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1)) n++;
  return n;
}

// The board blocks printed: the lines after a "=== Turn" header up to the prompt.
std::vector<std::string> boards(const std::string& out) {
  std::vector<std::string> b;
  std::regex block("=== Turn [^\\n]*===\\n((?:  [^\\n]*\\n)*)");
  for (auto it = std::sregex_iterator(out.begin(), out.end(), block); it != std::sregex_iterator(); ++it)
    if (!(*it)[1].str().empty()) b.push_back((*it)[1]);
  return b;
}
}  // namespace

TEST_CASE("cli play: a human whose only option is the pass is not asked, unless --no-auto-pass", "[cli][play]") {
  std::regex only_pass("Take an action or pass\\n  \\[0\\] Pass\\n> ");
  clitest::Result a = play_zd("--seed 3", repeat("0\n", 60));
  INFO(a.out << a.err);
  CHECK_FALSE(std::regex_search(a.out, only_pass));
  CHECK(a.out.find("P1: Place a card from your hand as a resource?") != std::string::npos);
  clitest::Result b = play_zd("--seed 3 --no-auto-pass", repeat("0\n", 60));
  CHECK(std::regex_search(b.out, only_pass));
  CHECK(run("play --help").out.find("--no-auto-pass") != std::string::npos);
}

TEST_CASE("cli play: the board is printed when it changed, and again on `board`", "[cli][play]") {
  clitest::Result r = play_zd("--seed 3 --no-auto-pass", repeat("0\n", 40));
  INFO(r.out);
  std::vector<std::string> b = boards(r.out);
  REQUIRE(b.size() > 3);
  for (size_t i = 1; i < b.size(); i++) CHECK(b[i] != b[i - 1]);
  // `board` prints the same board again, then the options again.
  clitest::Result again = play_zd("--seed 3", "board\nconcede\n");
  std::vector<std::string> b2 = boards(again.out);
  REQUIRE(b2.size() == 2);
  CHECK(b2[0] == b2[1]);
  CHECK(count(again.out, "P1: Mulligan?") == 2);
}

TEST_CASE("cli play: help, card text on demand, and answers that are not whole numbers refused", "[cli][play]") {
  // Seed 3: P1's first question is its mulligan, then where to put a resource.
  clitest::Result r = play_zd("--seed 3", "help\n1.5\n1x\n-1\n 1 \n? 0\n? 99\n? #99999\n? Nothing#1\nconcede\n");
  INFO(r.out << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Commands: ") != std::string::npos);
  CHECK(r.out.find("\"1.5\" is not an option: type a whole number from 0 to") != std::string::npos);
  CHECK(r.out.find("\"1x\" is not an option") != std::string::npos);
  CHECK(r.out.find("\"-1\" is not an option") != std::string::npos);
  // " 1 " is 1 (No mulligan): the next question is asked.
  CHECK(r.out.find("P1: Place a card from your hand as a resource?") != std::string::npos);
  // ? 0: the card of option 0, with its text (a card's text, or that it has none).
  std::smatch m;
  REQUIRE(std::regex_search(r.out, m, std::regex("\\[0\\] ([^\\n#]+#[0-9]+)\\n")));
  std::string name = m[1];
  CHECK(r.out.find("> " + name + "\n") != std::string::npos);
  CHECK(r.out.find("There is no option 99") != std::string::npos);
  CHECK(r.out.find("No card you can see is called \"#99999\"") != std::string::npos);
  CHECK(r.out.find("No card you can see is called \"Nothing#1\"") != std::string::npos);
  // ? Name#k shows a card of the board by the name the board gives it.
  clitest::Result by_name = play_zd("--seed 3", "1\n? " + name + "\nconcede\n");
  CHECK(by_name.out.find("> " + name + "\n") != std::string::npos);
}

TEST_CASE("cli play: one turn is \"1 turn\"", "[cli][play]") {
  // Seed 3: P2 goes first; P1 concedes in turn 1.
  clitest::Result r = play_zd("--seed 3 --no-auto-pass", "1\n0\nconcede\n");
  INFO(r.out);
  CHECK(r.out.find("after 1 turn,") != std::string::npos);
  CHECK(r.out.find("after 1 turns") == std::string::npos);
}

TEST_CASE("cli play: a card has one name on the board, in the options and in the log", "[cli][play]") {
  clitest::Result r = play_zd("--seed 3", repeat("0\n", 40));
  INFO(r.out);
  // Every Name#k an option or a log line names, for a card the board shows,
  // is on the board as Name#k; the board names no card without its #k.
  // The board's cards by their #k (a board line is "Name#k [stats]...").
  std::map<std::string, std::string> on_board;
  std::regex card("(?:\\] |, )([A-Z][A-Za-z' ]*)#([0-9]+)");
  for (const std::string& b : boards(r.out))
    for (auto it = std::sregex_iterator(b.begin(), b.end(), card); it != std::sregex_iterator(); ++it)
      on_board[(*it)[2]] = (*it)[1];
  REQUIRE(on_board.size() > 5);
  // An option naming X#k: the board's card #k is X.
  std::regex option("\\n  \\[[0-9]+\\] ([^\\n]*)#([0-9]+)\\n");
  int seen = 0;
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), option); it != std::sregex_iterator(); ++it, seen++) {
    std::string label = (*it)[1], k = (*it)[2];
    INFO(label << "#" << k);
    REQUIRE(on_board.count(k) == 1);
    CHECK(label.size() >= on_board[k].size());
    CHECK(label.compare(label.size() - on_board[k].size(), std::string::npos, on_board[k]) == 0);
  }
  CHECK(seen > 3);
  CHECK_FALSE(std::regex_search(r.out, std::regex("P1 +hand +\\[[0-9]+\\] [A-Z][a-z]+( [A-Z][a-z]+)*( \\[|,|\\n)")));
}

TEST_CASE("cli play: --param sets a ruleset parameter, a bad one is refused", "[cli][play]") {
  // first_player=1 (ZD-5.1): P1 goes first, whatever the seed says.
  clitest::Result a = play_zd("--seed 3 --param first_player=1", "concede\n");
  INFO(a.out << a.err);
  CHECK(a.out.find("P1 goes first") != std::string::npos);
  clitest::Result b = play_zd("--seed 3 --param no_such=1", "concede\n");
  CHECK(b.status == 2);
  CHECK(b.err.find("--param no_such=1: expected NAME=INTEGER with a parameter of zero-dimension") != std::string::npos);
  CHECK(play_zd("--seed 3 --param first_player=1.5", "concede\n").status == 2);
}

TEST_CASE("cli play: --record writes a replay that `replay` verifies and `replay --step` steps through", "[cli][play][replay]") {
  std::string file = temp_file("replay.json");
  clitest::Result p = play_zd("--seed 3 --record " + quote(file), repeat("0\n", 30) + "concede\n");
  INFO(p.out << p.err);
  REQUIRE(p.status == 0);
  REQUIRE(std::filesystem::exists(file));
  clitest::Result v = run("replay --cards " + quote(CARDINAL_CARDS_DIR) + " --quiet " + quote(file));
  INFO(v.out << v.err);
  CHECK(v.status == 0);
  CHECK(v.out.find("replay verified") != std::string::npos);
  // --step: one answer per Enter; q stops (the rest is still checked).
  std::string in = temp_file("in");
  std::ofstream(in) << "\n\nq\n";
  clitest::Result s = run("replay --cards " + quote(CARDINAL_CARDS_DIR) + " --step " + quote(file) + " < " + quote(in));
  std::filesystem::remove(in);
  INFO(s.out << s.err);
  CHECK(s.status == 0);
  CHECK(std::regex_search(s.out, std::regex("\\[1/[0-9]+\\] P")));
  CHECK(std::regex_search(s.out, std::regex("\\[3/[0-9]+\\] P")));
  CHECK_FALSE(std::regex_search(s.out, std::regex("\\[4/[0-9]+\\] P")));
  CHECK(count(s.out, "-- Enter: next answer, q: stop --") == 3);
  CHECK(s.out.find("stopped after answer 3 of") != std::string::npos);
  CHECK(run("replay --step --quiet " + quote(file)).status != 0);
  // A game left unfinished (the input ended) is recorded too.
  clitest::Result u = play_zd("--seed 3 --record " + quote(file), "1\n");
  CHECK(u.status == 1);
  CHECK(run("replay --cards " + quote(CARDINAL_CARDS_DIR) + " --quiet " + quote(file)).status == 0);
  std::filesystem::remove(file);
}

TEST_CASE("cli play: the board shows stats as the rules read them, equipment, control and the game's words",
          "[cli][play]") {
  // tests/games/mini-board deals: P1's Monk (ATK 2000) with a Sword (+2000)
  // attached, an Imp at 500 - 1500 (below the declared floor 0), and P2's
  // Monk controlled by P1, dull (the game's word for tapped).
  std::string in = temp_file("in");
  std::ofstream(in) << "board\n? #3\nconcede\n";
  clitest::Result r = run("play --cards " + quote(CARDINAL_TESTS_DIR "/games") +
                          " --game mini-board --p1 human --p2 greedy --seed 1 < " + quote(in));
  std::filesystem::remove(in);
  INFO(r.out << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Monk#3 [atk 4000]") != std::string::npos);
  CHECK(r.out.find("Sword#4 (attached to Monk#3)") != std::string::npos);
  CHECK(r.out.find("Imp#5 [atk 0 (raw -1000)]") != std::string::npos);
  CHECK(r.out.find("Monk#6 [atk 2000] (dull) (P2's card, controlled by P1)") != std::string::npos);
  CHECK(r.out.find("(tapped)") == std::string::npos);
  // The opponent's hand stays hidden; ? #3 shows the Monk's text.
  CHECK(r.out.find("P2 hand      [1] 1 hidden") != std::string::npos);
  CHECK(r.out.find("A monk.") != std::string::npos);
}

// Issue 24: a human seat of a five-player Black-White game (the table's cards,
// no decks), always taking the first option, to the end. The other seats play
// at random: the greedy AI's look-ahead cost 6 s of this test's 6.1 (Release;
// 35 s under ASan) and is tested on its own.
TEST_CASE("cli play: a human plays Black-White with five players to the end", "[cli][play]") {
  std::string in = temp_file("in");
  std::ofstream(in) << repeat("0\n", 4000);
  clitest::Result r = run("play --cards " + quote(CARDINAL_CARDS_DIR) +
                          " --game black-white --players 5 --seed 7 --seat 2=random --seat 3=random --seat 4=random "
                          "--seat 5=random < " + quote(in));
  std::filesystem::remove(in);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Result: ") != std::string::npos);
  CHECK(r.out.find("P1: Choose your character (BW-0.2.1)") != std::string::npos);  // asked of the human
  CHECK(r.out.find("P2: Choose your character") == std::string::npos);             // others' questions are not shown
  CHECK(r.out.find("a private question (×") != std::string::npos);                 // a run of them prints once
}
