// The engine as a resumable machine: determinism, clone at any decision
// (including mid-resolution), hashes, illegal answers.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>

#include "core/ai.h"
#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
// Plays a game with a random AI; calls f(game) at every decision.
template <class F>
size_t play(Game& g, ScriptHost& host, uint64_t ai_seed, F f, size_t max_decisions = 5000) {
  Rng ai;
  ai.seed({ai_seed, 1, 2, 3});
  g.bind(host);
  g.advance();
  size_t n = 0;
  while (!g.over() && n++ < max_decisions) {
    uint32_t a = choose_random(g, ai);
    f(g, a);
    g.answer(a);
    g.advance();
  }
  return n;
}
}  // namespace

TEST_CASE("same seed and same answers give the same game, bit for bit", "[core][determinism]") {
  for (const char* game : {"mini", "zero-dimension"}) {
    auto lib = test::library(game);
    auto host = lib->new_host();
    for (uint64_t seed : {1, 2, 3}) {
      std::vector<uint64_t> h1, h2;
      Game a = test::make_game(*lib, seed);
      Game b = test::make_game(*lib, seed);
      play(a, *host, seed, [&](Game& g, uint32_t) { h1.push_back(g.hash()); });
      play(b, *host, seed, [&](Game& g, uint32_t) { h2.push_back(g.hash()); });
      INFO(game << " seed " << seed);
      REQUIRE(h1.size() > 10);
      REQUIRE(h1 == h2);
      REQUIRE(a.hash() == b.hash());
    }
  }
}

TEST_CASE("different seeds give different games", "[core][determinism]") {
  auto lib = test::library("zero-dimension");
  Game a = test::make_game(*lib, 1), b = test::make_game(*lib, 2);
  auto host = lib->new_host();
  a.bind(*host);
  b.bind(*host);
  a.advance();
  b.advance();
  REQUIRE(a.hash() != b.hash());
}

// ZD "Done when": clone at every decision of 200 games, give both copies the
// same answer, and their hashes stay equal (40 under sanitizers).
TEST_CASE("clone at every decision of 200 games: same answers keep hashes equal", "[core][clone][slow]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  size_t decisions = 0, mid_resolution = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(200)); seed++) {
    Game g = test::make_game(*lib, seed);
    g.set_logging(false);
    g.bind(*host);
    g.advance();
    Rng ai;
    ai.seed({seed, 1, 2, 3});
    while (!g.over()) {
      Game copy = g;  // clone here, then give both the same answer
      copy.bind(*host);
      if (g.state().proc) mid_resolution++;
      REQUIRE(copy.hash() == g.hash());
      uint32_t a = choose_random(g, ai);
      g.answer(a);
      g.advance();
      copy.answer(a);
      copy.advance();
      REQUIRE(copy.hash() == g.hash());
      decisions++;
    }
    REQUIRE_FALSE(g.result().error);
  }
  INFO("decisions " << decisions << ", inside procedures " << mid_resolution);
  REQUIRE(decisions > 200 * 50);
  REQUIRE(mid_resolution > 1000);  // questions asked in the middle of procedures were cloned too
}

TEST_CASE("a clone taken mid-resolution resumes correctly and independently", "[core][clone]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  std::optional<Game> found = test::reach_prompt(*lib, *host, "Pick a number");  // Oracle's choice
  REQUIRE(found);
  Game& g = *found;
  REQUIRE(g.state().proc.has_value());
  Game c1 = g, c2 = g;
  c1.bind(*host);
  c2.bind(*host);
  c1.answer(1);
  c1.advance();
  c2.answer(1);
  c2.advance();
  REQUIRE(c1.hash() == c2.hash());
  Game c3 = g;
  c3.bind(*host);
  c3.answer(2);
  c3.advance();
  REQUIRE(c3.hash() != c1.hash());
  REQUIRE(g.decision()->prompt == "Pick a number");  // the original is untouched by its clones
}

TEST_CASE("an illegal answer is rejected with a clear error and changes nothing", "[core][answers]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 5);
  g.bind(*host);
  g.advance();
  uint64_t before = g.hash();
  size_t n = g.decision()->options.size();
  REQUIRE_THROWS_WITH(g.answer(uint32_t(n)), Catch::Contains("out of range"));
  REQUIRE(g.hash() == before);
  REQUIRE_THROWS_AS(g.answer(1000000), RuleError);
  REQUIRE(g.hash() == before);
}

TEST_CASE("a game plays to its end under each core test policy with 2-4 and 8 players", "[core][policy]") {
  for (const char* game : {"mini", "mini-ff", "mini-hy", "mini-cwl", "mini-bw"}) {
    auto lib = test::library(game);
    auto host = lib->new_host();
    for (int players : {2, 3, 4, 8}) {
      Game g = test::make_game(*lib, 42 + players, players);
      play(g, *host, 7, [](Game&, uint32_t) {}, 50000);  // mini-ff with 8 players: 24,274
      INFO(game << " with " << players << " players: " << g.result().reason);
      REQUIRE(g.over());
      REQUIRE_FALSE(g.result().error);
    }
  }
}

// CW-6.7: a pass that says something may record; it may not add a chain link
// (a pass cannot start a chain). Doing so is the ruleset's error, named.
TEST_CASE("CW-6.7: a pass procedure that adds a chain link ends the game with a script error", "[core][policy]") {
  std::ifstream in(std::string(CARDINAL_TESTS_DIR) + "/games/mini-cwl/rules/30_phases.lua");
  std::string rules((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(rules.find("function name_next()") != std::string::npos);
  std::string bad = rules + "\nfunction name_next() push_link({ run = \"record\", args = { 3 }, controller = active_player() }) end\n";
  auto lib = test::load_overlaid("mini-cwl", {{"mini-cwl/rules/30_phases.lua", bad}});
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 1);
  g.bind(*host);
  g.advance();
  for (int n = 0; n < 200 && !g.over(); n++) {
    const Decision* d = g.decision();
    uint32_t pick = 0;  // the first option: a pass wherever one is offered
    for (uint32_t i = 0; i < d->options.size(); i++)
      if (d->options[i].label == "Pass, naming the next phase") pick = i;
    g.answer(pick);
    g.advance();
  }
  REQUIRE(g.over());
  REQUIRE(g.result().error);
  REQUIRE_THAT(g.result().reason, Catch::Contains("30_phases.lua") && Catch::Contains("added a chain link"));
}

// checkpoint(): misuse is the ruleset's error, named; an action rolled back
// after a checkpoint returns to where it began, not to the checkpoint.
TEST_CASE("checkpoints: endless checkpoints or schedules are script errors, a rollback undoes the whole action",
          "[core][checkpoint]") {
  std::ifstream in(std::string(CARDINAL_TESTS_DIR) + "/games/mini-cwl/rules/30_phases.lua");
  std::string rules((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Plays until P1's first "Pass, naming the next phase"; returns the game
  // there (the answer still to give) and its hash.
  auto reach = [&](const std::string& extra, std::shared_ptr<const CardLibrary>& lib,
                   std::unique_ptr<ScriptHost>& host) {
    lib = test::load_overlaid("mini-cwl", {{"mini-cwl/rules/30_phases.lua", rules + "\n" + extra}});
    host = lib->new_host();
    Game g = test::make_game(*lib, 1);
    g.bind(*host);
    g.advance();
    for (int n = 0; n < 50; n++) {
      const Decision* d = g.decision();
      for (const Option& o : d->options)
        if (o.label == "Pass, naming the next phase") return g;
      g.answer(0);
      g.advance();
    }
    FAIL("no pass that names the next phase");
    return g;
  };
  auto index_of = [](const Game& g) {
    const auto& opts = g.decision()->options;
    for (uint32_t i = 0; i < opts.size(); i++)
      if (opts[i].label == "Pass, naming the next phase") return i;
    return uint32_t(0);
  };
  std::shared_ptr<const CardLibrary> lib;
  std::unique_ptr<ScriptHost> host;

  Game a = reach("function name_next() checkpoint('name_next') end", lib, host);
  a.answer(index_of(a));
  a.advance();
  REQUIRE(a.result().error);
  REQUIRE_THAT(a.result().reason, Catch::Contains("more than 10000 checkpoints"));

  // Scheduling without end is bounded too (the parts wait in C++ memory).
  Game b = reach("function name_next() for i = 1, 20000 do checkpoint('record', { i }) end end", lib, host);
  b.answer(index_of(b));
  b.advance();
  REQUIRE(b.result().error);
  REQUIRE_THAT(b.result().reason, Catch::Contains("more than 10000 parts scheduled at once"));

  // The pass records, checkpoints, asks, and is then rejected: all of it undone.
  Game c = reach("function name_next() set_gvar('x', 5); checkpoint('then_ask') end\n"
                 "function then_ask() if choose(active_player(), 'Sure?', { 'yes', 'no' }) == 2 then reject('no') end end",
                 lib, host);
  uint64_t before = c.hash();
  size_t log_before = c.state().log.size();
  c.answer(index_of(c));
  c.advance();
  REQUIRE(c.decision()->prompt == "Sure?");
  REQUIRE(c.state().proc->resumed);
  // answer_unless_rejected says why instead of throwing; a copy (which
  // replays the part, as it holds no parked procedure) is refused alike.
  Game twin = c;
  twin.bind(*host);
  REQUIRE(twin.answer_unless_rejected(1) == std::optional<std::string>("no"));
  REQUIRE(twin.hash() == before);
  REQUIRE(twin.decision() != nullptr);
  REQUIRE_THROWS_AS(c.answer(1), ActionRejected);
  REQUIRE(c.hash() == before);
  REQUIRE(c.state().log.size() == log_before);
  REQUIRE(c.state().game_vars[size_t(lib->library().rules.game_var("x"))] == 0);
}

// Several checkpoints: the parts run in the order scheduled, and the parts a
// part schedules run before those scheduled earlier (a settlement nested in
// another, BW-7.4). Each digit is a part; part 1 schedules 3 and 4, part 3
// asks. The record waiting at that question holds the parts still to run,
// and a snapshot taken there plays on the same.
TEST_CASE("checkpoints: nested parts run before the outer ones go on, the parts waiting are state",
          "[core][checkpoint]") {
  std::ifstream in(std::string(CARDINAL_TESTS_DIR) + "/games/mini-cwl/rules/30_phases.lua");
  std::string rules((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto lib = test::load_overlaid("mini-cwl", {{"mini-cwl/rules/30_phases.lua", rules + R"(
function name_next() checkpoint('part', { 1 }); checkpoint('part', { 2 }) end
function part(i)
  set_gvar('x', gvar('x') * 10 + i)
  if i == 1 then checkpoint('part', { 3 }); checkpoint('part', { 4 }) end
  if i == 3 and choose(active_player(), 'Sure?', { 'yes', 'no' }) == 2 then set_gvar('x', gvar('x') * 10 + 9) end
end
)"}});
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 1);
  g.bind(*host);
  g.advance();
  auto x = [&](const Game& h) { return h.state().game_vars[size_t(lib->library().rules.game_var("x"))]; };
  bool asked = false;
  for (int n = 0; n < 50 && !asked; n++) {
    const auto& opts = g.decision()->options;
    uint32_t pick = 0;
    for (uint32_t i = 0; i < opts.size(); i++)
      if (opts[i].label == "Pass, naming the next phase") pick = i, asked = true;
    g.answer(pick);
    g.advance();
  }
  REQUIRE(asked);
  REQUIRE(g.decision()->prompt == "Sure?");
  REQUIRE(x(g) == 13);  // parts 1 and 3 so far
  const ProcState& pr = *g.state().proc;
  REQUIRE(pr.resumed);
  REQUIRE(pr.answers.empty());
  REQUIRE(pr.pending.size() == 2);  // 2 under 4: 4 runs next
  REQUIRE(pr.pending.back().args == Args{Arg::integer(4)});
  Game r = restore(lib->library(), snapshot(g));
  REQUIRE(r.hash() == g.hash());
  r.bind(*host);
  for (Game* h : {&g, &r}) {
    h->answer(1);
    h->advance();
  }
  REQUIRE(x(g) == 13942);  // 1, 3 (answered "no": 9), 4, then 2
  REQUIRE(x(r) == x(g));
  REQUIRE(r.hash() == g.hash());
}

// Listing actions is no procedure: a question, a rejection or a checkpoint
// there is the ruleset's fault, and ends the game with an error naming it
// (it used to escape advance() as a RuleError, as if an answer were illegal).
TEST_CASE("a question, reject() or checkpoint() in actions() ends the game with a script error", "[core][hostile]") {
  std::ifstream in(std::string(CARDINAL_TESTS_DIR) + "/games/mini/rules/10_mini.lua");
  std::string rules((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (auto [body, expect] : std::vector<std::pair<std::string, std::string>>{
           {"choose(p, 'Which?', { 'a', 'b' })", "a question can only be asked inside a procedure"},
           {"reject('not now')", "actions(): not now"},
           {"checkpoint('record', { 1 })", "checkpoint() can only be used inside a procedure"}}) {
    auto lib = test::load_overlaid(
        "mini", {{"mini/rules/10_mini.lua", rules + "\nlocal listed = actions\nfunction actions(p) " + body +
                                                 " return listed(p) end\n"}});
    auto host = lib->new_host();
    Game g = test::make_game(*lib, 3);
    g.bind(*host);
    REQUIRE_NOTHROW(g.advance());
    INFO(body);
    REQUIRE(g.over());
    REQUIRE(g.result().error);
    REQUIRE_THAT(g.result().reason, Catch::Contains(expect));
  }
  // may_pass is a predicate: reject() there is a script error too.
  auto lib = test::load_overlaid("mini", {{"mini/rules/10_mini.lua", rules + "\nfunction may_pass() reject('no') end\n"}});
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 3);
  g.bind(*host);
  REQUIRE_NOTHROW(g.advance());
  REQUIRE(g.result().error);
  REQUIRE_THAT(g.result().reason, Catch::Contains("a condition or filter called reject(\"no\")"));
}

// BW-11.2: the players sit at random, seat order being turn order; the first
// seat begins. mini-bw seats them in setup with set_turn_order; a list that is
// not every player once is refused and changes nothing.
TEST_CASE("BW-11.2: seats drawn at random give the turn order, a bad order is refused", "[core][seats]") {
  auto lib = test::library("mini-bw");
  auto host = lib->new_host();
  std::set<std::vector<PlayerId>> seen;
  for (uint64_t seed = 1; seed <= 12; seed++) {
    Game g = test::make_game(*lib, seed, 5);
    g.bind(*host);
    g.advance();
    std::vector<PlayerId> order(g.turn_order().begin(), g.turn_order().end());
    std::vector<PlayerId> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    REQUIRE(sorted == std::vector<PlayerId>{0, 1, 2, 3, 4});
    REQUIRE(g.active() == order[0]);
    REQUIRE(g.next_player(order[1]) == order[2]);
    seen.insert(order);
    if (seed > 1) continue;
    uint64_t before = g.hash();
    const std::pair<std::vector<PlayerId>, const char*> bad[] = {
        {{0, 0, 1, 2, 3}, "player 1 is listed twice"},
        {{0, 1, 2, 3}, "4 players listed, the game has 5"},
        {{0, 1, 2, 3, 7}, "there is no player 8"},
    };
    for (const auto& [o, message] : bad) {
      REQUIRE_THROWS_WITH(g.set_turn_order(o), Catch::Contains(message));
      REQUIRE(g.hash() == before);
    }
  }
  REQUIRE(seen.size() >= 10);  // 12 draws of 120 orders: not one fixed order
}

// hash() stands for the state: two states that can play differently hash
// differently. Each pair below differs only in something a script or the
// machine reads later.
TEST_CASE("hash(): timestamps, last-known objects, trigger events and a procedure's actor are in it", "[core][hash]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  REQUIRE(test::play_until(g, 1, [](const Game& x) { return bool(x.state().proc); }));
  const GameState base = g.state();
  // edit(s, other): the same change to both states, and the difference in one.
  auto differs = [&](const char* what, const std::function<void(GameState&, bool)>& edit) {
    GameState a = base, b = base;
    edit(a, false);
    edit(b, true);
    Game x = Game::from_state(lib->library(), a), y = Game::from_state(lib->library(), b);
    INFO(what);
    CHECK(x.hash() != y.hash());
  };
  differs("an object's timestamp (it orders a layer's effects)", [](GameState& s, bool other) { s.objects[1].timestamp += other; });
  differs("a modifier's timestamp", [](GameState& s, bool other) {
    Modifier m;
    m.target = make_obj(1, s.objects[1].gen);
    m.duration = 0xFF;
    m.timestamp = other ? 9 : 8;
    s.mods.push_back(m);
  });
  differs("the clock (the next timestamp)", [](GameState& s, bool other) { s.clock += other; });
  differs("a last-known object", [](GameState& s, bool other) {
    if (other) s.lki.push_back({make_obj(1, uint16_t(s.objects[1].gen + 1)), s.objects[1]});
  });
  differs("a pending trigger's event amount", [](GameState& s, bool other) {
    PendingTrigger t;
    t.ev.amount = other ? 2 : 1;
    s.triggers.push_back(t);
  });
  differs("who the procedure acts for", [](GameState& s, bool other) { s.proc->actor = PlayerId(other ? 1 : 0); });
  // position_hash() leaves timestamps out: a position with them never recurs.
  GameState later = base;
  later.objects[1].timestamp += 7;
  CHECK(Game::from_state(lib->library(), later).position_hash() == Game::from_state(lib->library(), base).position_hash());
}
