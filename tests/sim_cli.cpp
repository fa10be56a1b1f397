// `cardinal sim` options as a user runs them.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli sim --param: a ruleset parameter for every game, an unknown one is refused", "[sim][cli]") {
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

// `--format json` where a command's output is data: the replay verdict and
// the Lua test results.
TEST_CASE("cli replay --format json: the verdict as data, a tampered replay is not verified", "[sim][cli][replay]") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("cardinal_replay_json_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  clitest::Result r = run("sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension --games 1 --seed 3 --record " +
                          quote(dir.string()));
  REQUIRE(r.status == 0);
  fs::path file = dir / "game-0.json";
  std::string replay = "replay --cards " + quote(CARDINAL_CARDS_DIR) + " --format json ";
  r = run(replay + quote(file.string()));
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["verified"] == true);
  CHECK(j["refused"] == false);
  CHECK(j["diverged_at"].is_null());
  CHECK(j["game"] == "zero-dimension");
  CHECK(j["answers"].get<int>() > 10);

  // Another answer early on: the game goes elsewhere, so a later hash differs.
  auto rec = nlohmann::json::parse(std::ifstream(file));
  auto& answers = rec["answers"];
  size_t k = 0;
  while (k < answers.size() && answers[k].get<int>() == 0) k++;
  REQUIRE(k < answers.size());
  answers[k] = 0;
  std::ofstream(file) << rec.dump();
  r = run(replay + quote(file.string()));
  CHECK(r.status == 1);
  j = nlohmann::json::parse(r.out);
  CHECK(j["verified"] == false);
  CHECK(!j["message"].get<std::string>().empty());
  fs::remove_all(dir);
}

TEST_CASE("cli test --format json: every test with its file, name and verdict", "[cli]") {
  std::string games = std::string(CARDINAL_TESTS_DIR) + "/games";
  clitest::Result r = run("test --cards " + quote(games) + " --game mini --format json fields");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["game"] == "mini");
  CHECK(j["failed"] == 0);
  REQUIRE(j["passed"] == 3);  // mini/tests/fields.test.lua
  REQUIRE(j["tests"].size() == 3);
  for (auto& t : j["tests"]) {
    CHECK(t["ok"] == true);
    CHECK(t["file"].get<std::string>().find("fields.test.lua") != std::string::npos);
    CHECK(!t.contains("message"));
  }
}

// --first replays one reported game alone: the soak's run seed 34, game 5738
// (starter-a v pool-d) ended in a script error (Storm Rite copied by Reprise,
// new targets chosen with none left: the copy ran with no target). The copy
// now keeps the original's targets and, with no legal one, does nothing
// (cards/zero-dimension/rules/65_copy.lua, ZD-11.9.2).
TEST_CASE("cli sim --first: a reported game replays alone, soak seed 34 game 5738 plays clean", "[sim][cli]") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("cardinal_first_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  clitest::Result r = run("sim --cards " + quote(CARDINAL_CARDS_DIR) +
                          " --game zero-dimension --seed 34 --deck1 starter-a --deck2 pool-d --format json --games 1"
                          " --first 5738 --record " + quote(dir.string()));
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["script_errors"] == 0);
  CHECK(j["problems"].empty());
  CHECK(fs::exists(dir / "game-5738.json"));  // the game keeps its index in the run
  fs::remove_all(dir);
}

// N seats (issue 23): --players, a deck and a player per seat, results per
// seat; the two-player shorthands still work, and bad seats are refused.
TEST_CASE("cli sim --players 4: a deck and a player per seat, wins and losses per seat", "[sim][cli][slow]") {
  std::string sim = "sim --cards " + quote(CARDINAL_TESTS_DIR) + "/games --game mini --games 12 --seed 3 --format json";
  clitest::Result r = run(sim + " --players 4 --seat 3=greedy --deck 4=starter-a");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["players"] == 4);
  REQUIRE(j["seats"].size() == 4);
  CHECK(j["seats"][2]["player"] == "greedy");
  CHECK(j["seats"][0]["player"] == "random");
  CHECK(j["seats"][3]["deck"] == "starter-a");
  CHECK(j["seats"][1]["deck"] == "starter-b");  // the starter decks in turn
  CHECK(j["seats"][2]["deck"] == "starter-a");
  int wins = 0, losses = 0;
  for (auto& s : j["seats"]) wins += s["wins"].get<int>(), losses += s["losses"].get<int>();
  CHECK(wins + j["draws"].get<int>() == 12);
  CHECK(losses >= 3 * (wins));  // every game someone wins, the three others are out
  CHECK(j["p4_wins"] == j["seats"][3]["wins"]);
  for (const char* bad : {"--players 9", "--players 4 --deck 5=starter-a", "--deck2 starter-a --deck 2=starter-b",
                          "--seat 1=human", "--seat x=greedy", "--seat 2=search:depth=3", "--seat 2=greedy:ms=5"}) {
    INFO(bad);
    r = run(sim + " " + bad);
    CHECK(r.status != 0);
    CHECK_FALSE(r.err.empty());
  }
}

// A search seat (issue 28) in a three-player game: any number of seats, and
// the spec is the one parse_ai_spec reads (a bad one names what is allowed).
TEST_CASE("cli sim and play: a search seat among three players", "[sim][play][cli][slow]") {
  std::string games = " --cards " + quote(CARDINAL_TESTS_DIR) + "/games --game mini --players 3";
  clitest::Result r = run("sim" + games + " --games 2 --seed 4 --seat 2=search:iterations=8,rollout=6 --format json");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["seats"][1]["player"] == "search:iterations=8,rollout=6");
  r = run("play" + games + " --seed 2 --quiet --seat 1=random --seat 2=search:iterations=8 --seat 3=greedy");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Result: P") != std::string::npos);
  r = run("play" + games + " --seed 2 --quiet --seat 1=search:iterations=0");
  CHECK(r.status == 2);
  CHECK(r.err.find("iterations must be at least 1") != std::string::npos);
}

TEST_CASE("cli play --players 3: every seat's player, a result for the winner", "[play][cli]") {
  std::string play = "play --cards " + quote(CARDINAL_TESTS_DIR) + "/games --game mini --players 3 --seed 2 --quiet";
  clitest::Result r = run(play + " --seat 1=random --seat 2=greedy");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("Result: P") != std::string::npos);
  r = run(play + " --seat 4=random");
  CHECK(r.status == 2);
  CHECK(r.err.find("there are 3 players") != std::string::npos);
}

TEST_CASE("cli sim --players 4 --record: a four-player game replays verified", "[sim][cli][replay]") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("cardinal_replay_4p_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  std::string games = " --cards " + quote(CARDINAL_TESTS_DIR) + "/games";
  clitest::Result r = run("sim" + games + " --game mini --players 4 --games 2 --seed 5 --record " + quote(dir.string()));
  REQUIRE(r.status == 0);
  r = run("replay" + games + " --format json " + quote((dir / "game-1.json").string()));
  fs::remove_all(dir);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["verified"] == true);
  CHECK(j["answers"].get<int>() > 0);
}

// Progress (issue 29): a bar with the rate and the time left, drawn on a
// terminal by default. A pipe is no terminal: its output stays clean unless
// --progress forces the bar on; --quiet and --progress do not go together.
TEST_CASE("cli sim: no progress bar into a pipe unless --progress, and --quiet excludes it", "[sim][cli]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension --games 3 --seed 2";
  clitest::Result r = run(sim);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  r = run(sim + " --quiet");
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  r = run(sim + " --progress");
  REQUIRE(r.status == 0);
  CHECK(r.err.find("3/3 games") != std::string::npos);
  CHECK(r.err.find("games/s") != std::string::npos);
  CHECK(r.out.find("games/s") != std::string::npos);  // the summary's own line, on stdout as before
  CHECK(r.out.find('\r') == std::string::npos);        // the bar never reaches stdout
  r = run(sim + " --progress --quiet");
  CHECK(r.status != 0);
  CHECK(r.err.find("excludes") != std::string::npos);
}

// Balance reports (issue 29): recording card events only looks at the games,
// so the same seed plays the same games with or without --report.
TEST_CASE("cli sim --report: the same games as without it, a page with every section", "[sim][cli][report]") {
  auto file = std::filesystem::temp_directory_path() / ("cardinal_report_" + std::to_string(::getpid()) + ".html");
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game fftcg --games 6 --seed 4 --threads 2 --format json";
  clitest::Result plain = run(sim), reported = run(sim + " --report " + quote(file.string()));
  REQUIRE(plain.status == 0);
  REQUIRE(reported.status == 0);
  auto a = nlohmann::json::parse(plain.out), b = nlohmann::json::parse(reported.out);
  // (Not max_script_budget: the work a game's scripts do depends on which
  // games shared its thread's Lua state before it, not on its play.)
  for (const char* key : {"p1_wins", "p2_wins", "draws", "avg_turns", "avg_decisions", "endings"}) {
    INFO(key);
    CHECK(a[key] == b[key]);
  }
  CHECK(b["report"] == file.string());
  std::ifstream f(file);
  std::string html((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::filesystem::remove(file);
  for (const char* id : {"summary", "seats", "first-player", "matchups", "cards", "turns", "endings"})
    CHECK(html.find(std::string("<section id=") + id + ">") != std::string::npos);
  CHECK(html.find("<td class=name>") != std::string::npos);  // card rows, from the games' events
}

TEST_CASE("cli sim --decks: a round robin of ordered pairings, and what it refuses", "[sim][cli][report]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension --games 2 --seed 4";
  clitest::Result r = run(sim + " --decks starter-a,starter-b,pool-c --format json");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["pairings"].size() == 6);  // 3 decks: every ordered pairing
  CHECK(j["games"] == 12);
  CHECK(j["pairings"][0]["deck1"] == "starter-a");
  CHECK(j["pairings"][0]["deck2"] == "starter-b");
  CHECK(j["pairings"][1]["deck2"] == "pool-c");
  CHECK(j["pairings"][2]["deck1"] == "starter-b");
  int wins = 0;
  for (const auto& p : j["pairings"]) wins += p["p1_wins"].get<int>() + p["p2_wins"].get<int>() + p["draws"].get<int>();
  CHECK(wins == 12);
  r = run(sim + " --decks starter-a");
  CHECK(r.status != 0);
  CHECK(r.err.find("--decks: a round robin needs two decks or more") != std::string::npos);
  r = run(sim + " --decks starter-a,starter-b --deck1 pool-c");
  CHECK(r.status != 0);
  CHECK(r.err.find("leave out --deck") != std::string::npos);
  r = run(sim + " --decks starter-a,no-such-deck");
  CHECK(r.status != 0);
  CHECK(r.err.find("no-such-deck") != std::string::npos);
  r = run(sim + " --report /no/such/folder/r.html");
  CHECK(r.status != 0);
  CHECK(r.err.find("--report /no/such/folder/r.html: cannot write") != std::string::npos);
}
