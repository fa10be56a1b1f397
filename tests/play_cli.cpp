// `cardinal play` shows the human at the terminal what that player may see,
// and no more; games without --seed differ.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include <unistd.h>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

namespace {
// Plays FF-TCG as P2 against a greedy P1, typing `input`.
clitest::Result play(const std::string& extra, const std::string& input) {
  auto in = std::filesystem::temp_directory_path() / ("cardinal_play_" + std::to_string(::getpid()) + ".in");
  std::ofstream(in) << input;
  clitest::Result r = run("play --cards " + quote(CARDINAL_CARDS_DIR) + " --game fftcg --p1 greedy --p2 human " +
                          extra + " < " + quote(in.string()));
  std::filesystem::remove(in);
  return r;
}
}  // namespace

TEST_CASE("cli play: the AI's answers do not name cards the human cannot see (FF-8.2.1.4)", "[cli][play]") {
  // Seed 1: P1 (greedy) mulligans, putting its hand card by card under its
  // deck. Those are hidden to P2: naming them would give away P1's hand and
  // the order of its deck's bottom.
  clitest::Result r = play("--seed 1", "1\nconcede\n");
  INFO(r.out << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.out.find("P1 (Mulligan: put a card on the bottom of your deck (1 of 5)): greedy -> ") != std::string::npos);
  CHECK_FALSE(std::regex_search(r.out, std::regex("greedy -> [^\\n]*#[0-9]+")));
  CHECK(r.out.find("greedy -> a card you cannot see") != std::string::npos);
}

TEST_CASE("cli play: without --seed each game draws its own seed and prints it", "[cli][play]") {
  std::smatch m1, m2;
  clitest::Result a = play("", "concede\n"), b = play("", "concede\n");
  INFO(a.out << b.out);
  std::regex seed("Game seed ([0-9]+) \\(play it again with --seed ([0-9]+)\\)");
  REQUIRE(std::regex_search(a.out, m1, seed));
  REQUIRE(std::regex_search(b.out, m2, seed));
  CHECK(m1[1] != m2[1]);
  CHECK(m1[1] == m1[2]);
  // With --seed, nothing is drawn.
  CHECK(play("--seed 7", "concede\n").out.find("Game seed") == std::string::npos);
}
