// `cardinal bench` as a user runs it: every subcommand has --help, the
// signature is the same across processes and thread counts, and the engine
// figures keep their bounds (checked on their shape, never on their speed).
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <string>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

namespace {
std::string cards() { return " --cards " + quote(CARDINAL_CARDS_DIR); }
}  // namespace

TEST_CASE("cli bench: every subcommand has --help", "[bench][cli]") {
  for (const char* sub : {"bench", "bench query", "bench engine", "bench signature"}) {
    INFO(sub);
    clitest::Result r = run(std::string(sub) + " --help");
    CHECK(r.status == 0);
    CHECK(r.out.find("--help") != std::string::npos);
  }
  CHECK(run("bench signature --help").out.find("--threads") != std::string::npos);
}

TEST_CASE("cli bench signature: the same in another process and on 1 or 2 threads", "[bench][cli][slow]") {
  std::string cmd = "bench signature --game all --games 6 --format json" + cards();
  clitest::Result a = run(cmd + " --threads 1");
  clitest::Result b = run(cmd + " --threads 1");
  clitest::Result c = run(cmd + " --threads 2");
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  REQUIRE(c.status == 0);
  auto ja = nlohmann::json::parse(a.out), jb = nlohmann::json::parse(b.out), jc = nlohmann::json::parse(c.out);
  REQUIRE(ja.size() >= 2);  // both games found by their folders
  CHECK(ja == jb);
  CHECK(ja == jc);
  for (const auto& g : ja) {
    CHECK(g["signature"].get<std::string>().size() == 16);
    CHECK(g["decisions"].get<uint64_t>() > 0);
    CHECK(g["games"] == 6);
  }
  // The table shows the same number as the JSON.
  clitest::Result t = run("bench signature --game fftcg --games 6" + cards());
  REQUIRE(t.status == 0);
  for (const auto& g : ja)
    if (g["game"] == "fftcg") CHECK(t.out.find(g["signature"].get<std::string>()) != std::string::npos);
}

TEST_CASE("cli bench signature: more games give another signature, and errors exit non-zero", "[bench][cli]") {
  auto sig = [](const std::string& args) {
    clitest::Result r = run("bench signature --game zero-dimension --format json" + cards() + " " + args);
    REQUIRE(r.status == 0);
    return nlohmann::json::parse(r.out)[0]["signature"].get<std::string>();
  };
  CHECK(sig("--games 3") != sig("--games 4"));
  CHECK(run("bench signature --game no-such-game --games 1" + cards()).status != 0);
  CHECK(run("bench signature --games 0" + cards()).status != 0);
  CHECK(run("bench signature --format xml" + cards()).status != 0);
}

TEST_CASE("cli bench engine: medians inside their ranges, scaling within the cores, heap per game above zero",
          "[bench][cli][slow]") {
  clitest::Result r = run("bench engine --game zero-dimension --games 1 --runs 2 --format json" + cards());
  REQUIRE(r.status == 0);
  auto all = nlohmann::json::parse(r.out);
  REQUIRE(all.size() == 1);
  const auto& j = all[0];
  int cores = j["cores"];
  CHECK(cores >= 1);
  CHECK(j["load_at_start"].size() == 3);
  for (const char* k : {"decisions_per_second_1_thread", "new_game_microseconds", "heap_per_live_game_bytes",
                        "clone_microseconds", "hash_microseconds", "load_10000_scripts_seconds"}) {
    INFO(k);
    const auto& f = j[k];
    CHECK(f["runs"] == 2);
    CHECK(f["min"].get<double>() <= f["median"].get<double>());
    CHECK(f["median"].get<double>() <= f["max"].get<double>());
    CHECK(f["min"].get<double>() > 0);
  }
  if (cores > 1) CHECK(j["thread_scaling"]["speedup"].get<double>() <= cores);
  CHECK(j["snapshot_bytes"].get<int>() > 0);
}
