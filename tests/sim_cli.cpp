// `cardinal sim` options as a user runs them.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli sim --param: a ruleset parameter for every game; an unknown one is refused", "[sim][cli]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game fftcg --games 2 --seed 5 --format json";
  clitest::Result r = run(sim + " --param first_player=2 --param hand_limit=6");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["params"] == nlohmann::json{{"first_player", 2}, {"hand_limit", 6}});
  CHECK(j["p1_wins"].get<int>() + j["p2_wins"].get<int>() + j["draws"].get<int>() == 2);
  for (const char* bad : {"no_such_param=1", "first_player", "first_player=two"}) {
    INFO(bad);
    r = run(sim + " --param " + bad);
    CHECK(r.status != 0);
    CHECK(r.err.find("--param " + std::string(bad) + ": expected NAME=INTEGER") != std::string::npos);
  }
}

// The soak paused a simulation with SIGSTOP; the watchdog measured wall time,
// so the game in progress would have counted as a hang on resume. It counts
// the worker's CPU time now: a paused process is not a hung game.
TEST_CASE("cli sim --hang-seconds: a paused simulation reports no hang", "[sim][cli][soak]") {
  auto out = std::filesystem::temp_directory_path() / ("cardinal_sim_paused_" + std::to_string(::getpid()) + ".json");
  std::string sim = std::string(CARDINAL_BIN) + " sim --cards " + quote(CARDINAL_CARDS_DIR) +
                    " --game zero-dimension --games 20 --seed 3 --threads 1 --hang-seconds 2 --format json > " +
                    quote(out.string()) + " 2>/dev/null";
  // Pause it for 3 s, longer than the limit, while it plays (20 games take
  // about 0.7 s in Release and 3 s under ASan; one takes well under 2 s).
  std::string script = sim + " & pid=$!; sleep 0.3; kill -STOP $pid; sleep 3; kill -CONT $pid; wait $pid";
  int st = std::system(("/bin/sh -c " + quote(script)).c_str());
  REQUIRE(WIFEXITED(st));
  CHECK(WEXITSTATUS(st) == 0);
  std::ifstream f(out);
  auto j = nlohmann::json::parse(f);
  std::filesystem::remove(out);
  CHECK(j["games"] == 20);
  CHECK(j["hangs"] == 0);
}
