// Priority options declared as data (ruleset key `actions`, core/offers.cpp):
// they offer what the same options listed by a Lua actions(p) procedure
// offer, in the same order; their gates keep the ruleset's `can` from
// running where they fail; a declaration the loader cannot use is an error
// that names it. Each case edits the test game mini in memory.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "core/ai.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

const std::string kTimings = "timings = { { name = \"own\", active = true } },";  // mini's

// mini's rules file with its actions(p) procedure renamed, so that the
// declaration's `actions` can be used (a ruleset may not have both).
std::string mini_without_actions_proc() {
  std::string text = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read(test::kMiniRules);
  size_t at = text.find("function actions(p)");
  REQUIRE(at != std::string::npos);
  return text.replace(at, 19, "function listed_actions(p)");
}

// mini's actions(p) as a declaration: a card in hand may be played when it
// is an instant, or on its controller's turn with the chain empty; the
// board's "use" abilities (custom ones, which no gate describes) come from
// a Lua list, after them.
const char* kMiniDeclared = R"(
ACTIONS = {
  { zone = "hand", run = "play", label = "Play {name}", speed = "speed", timing = "own_empty",
    also = { type = "instant" } },
  { list = "board_uses" },
}
function board_uses(p)
  local out = {}
  for _, o in ipairs(listed_actions(p)) do
    if o.run == "use" then out[#out + 1] = o end
  end
  return out
end
)";

std::shared_ptr<const CardLibrary> declared_mini(const std::string& policy_file, const std::string& timings) {
  std::string rules = mini_without_actions_proc();
  size_t at = rules.find(kTimings);
  REQUIRE(at != std::string::npos);
  rules.replace(at, kTimings.size(), "timings = " + timings + ",");
  return test::load_overlaid("mini", {{test::kMiniPolicy, policy_file}, {test::kMiniRules, rules}});
}

std::vector<std::string> labels(const Decision& d) {
  std::vector<std::string> out;
  for (const Option& o : d.options) out.push_back(o.label + "|" + std::to_string(o.speed));
  return out;
}

}  // namespace

TEST_CASE("declared actions offer what the same actions(p) in Lua offers, in its order", "[decl][actions]") {
  auto listed = test::library("mini");
  auto declared = declared_mini(kMiniDeclared, "{ { name = \"own_empty\", active = true, chain = \"empty\" } }");
  REQUIRE(declared->library().rules.declares_actions);
  REQUIRE_FALSE(listed->library().rules.declares_actions);
  auto h1 = listed->new_host();
  auto h2 = declared->new_host();
  int priority_offers = 0, with_actions = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(20)); seed++) {
    INFO("seed " << seed);
    Game a = test::started_game(*listed, *h1, seed);
    Game b = test::started_game(*declared, *h2, seed);
    Rng ai;
    ai.seed({seed, 5, 6, 7});
    for (int n = 0; n < 400 && !a.over(); n++) {
      REQUIRE(a.decision());
      REQUIRE(b.decision());
      REQUIRE(a.decision()->player == b.decision()->player);
      REQUIRE(labels(*a.decision()) == labels(*b.decision()));
      if (a.decision()->kind == "priority") {
        priority_offers++;
        with_actions += a.decision()->options.size() > 1;
      }
      uint32_t pick = choose_random(a, ai);
      a.answer(pick);
      b.answer(pick);
      a.advance();
      b.advance();
      REQUIRE(a.state().log.size() == b.state().log.size());
    }
    CHECK(a.over() == b.over());
  }
  // The comparison saw both kinds of offer.
  CHECK(priority_offers > 100);
  CHECK(with_actions > 20);
}

TEST_CASE("a declared action's can runs only where its gates pass", "[decl][actions]") {
  // `explode` fails whenever it runs: a game that never runs it plays on.
  const std::string boom = "function explode() error(\"can ran\") end\n";
  auto play = [](const CardLibrary& lib) {
    auto host = lib.new_host();
    Game g = test::started_game(lib, *host, 3);
    Rng ai;
    ai.seed({3, 1, 1, 1});
    for (int n = 0; n < 300 && !g.over(); n++) {
      g.answer(choose_random(g, ai));
      g.advance();
    }
    return g.over() ? g.result().reason : std::string("playing");
  };
  SECTION("outside its timing") {
    // "never_t" holds only in the end step, where mini gives no priority.
    auto lib = declared_mini(boom + "ACTIONS = { { zone = \"hand\", run = \"play\", label = \"x\", can = \"explode\", "
                                    "timing = \"never_t\" } }\n",
                             "{ { name = \"never_t\", steps = { \"end\" } } }");
    CHECK_THAT(play(*lib), !Catch::Contains("can ran"));
    // The same source in a timing that holds runs it, and the error ends the game.
    auto live = declared_mini(boom + "ACTIONS = { { zone = \"hand\", run = \"play\", label = \"x\", can = \"explode\", "
                                     "timing = \"t\" } }\n",
                              "{ { name = \"t\", steps = { \"main\" } } }");
    CHECK_THAT(play(*live), Catch::Contains("can ran"));
  }
  SECTION("a card without the characteristics `only` asks for") {
    auto lib = declared_mini(boom + "ACTIONS = { { zone = \"hand\", run = \"play\", label = \"x\", can = \"explode\", "
                                    "only = { type = \"no such type\" } } }\n",
                             "{}");
    CHECK_THAT(play(*lib), !Catch::Contains("can ran"));
  }
  SECTION("a card that `also` frees from the timing") {
    auto lib = declared_mini(boom + "ACTIONS = { { zone = \"hand\", run = \"play\", label = \"x\", can = \"explode\", "
                                    "timing = \"never_t\", also = { type = \"instant\" } } }\n",
                             "{ { name = \"never_t\", steps = { \"end\" } } }");
    CHECK_THAT(play(*lib), Catch::Contains("can ran"));
  }
}

TEST_CASE("a declaration of actions the loader cannot use is an error naming it", "[decl][actions]") {
  struct Case {
    std::string actions, error;
  };
  const Case cases[] = {
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", timing = \"mian\" } }",
       "ruleset.actions[1].timing: unknown timing \"mian\" (the ruleset's timings: t)"},
      {"{ { zone = \"hnad\", run = \"play\", label = \"x\" } }", "ruleset.actions[1].zone: unknown zone \"hnad\""},
      {"{ { zone = \"hand\", run = \"plya\", label = \"x\" } }",
       "ruleset.actions[1].run: no procedure (global function) named \"plya\""},
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", only = { colour = \"red\" } } }",
       "ruleset.actions[1].only: \"colour\" is not a characteristic"},
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", only = { speed = \"fast\" } } }",
       "ruleset.actions[1].only.speed: an integer characteristic is tested against integers"},
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", list = \"play\" } }",
       "ruleset.actions[1]: give exactly one of \"run\" (with its label), \"ways\" or \"list\""},
      {"{ { zone = \"hand\", run = \"play\" } }", "ruleset.actions[1]: needs \"label\""},
      {"{ { each = \"ability\", run = \"play\", label = \"x\" } }", "each = \"ability\" needs a zone"},
      {"{ { run = \"play\", label = \"x\", speed = \"type\" } }",
       "ruleset.actions[1].speed: \"type\" is not an integer characteristic"},
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", also_timing = \"t\" } }", "\"also_timing\" without \"also\""},
      {"{ { zone = \"hand\", ways = { { run = \"play\" } } } }", "ruleset.actions[1].ways[1]: needs \"label\""},
      // A way's key beside "ways" or "list" would be read by nothing (the hybrid's speed was).
      {"{ { zone = \"hand\", speed = \"speed\", ways = { { run = \"play\", label = \"x\" } } } }",
       "ruleset.actions[1]: \"speed\" belongs in each of its ways, not beside them"},
      {"{ { list = \"play\", timing = \"t\" } }",
       "ruleset.actions[1]: \"timing\" belongs in each of its list's entries, not beside them"},
      // Bounds: every offer looks at all of it.
      {"{ { zone = \"hand\", run = \"play\", label = string.rep(\"x\", 4097) } }",
       "ruleset.actions[1]: a label of more than 4096 bytes"},
      {"(function() local t = {} for i = 1, 257 do t[i] = { run = \"play\", label = \"x\" } end return t end)()",
       "ruleset: more than 256 actions"},
      {"{ { zone = \"hand\", ways = (function() local t = {} for i = 1, 17 do t[i] = { run = \"play\", label = \"x\" } "
       "end return t end)() } }",
       "ruleset.actions[1]: more than 16 ways"},
      {"{ { zone = \"hand\", run = \"play\", label = \"x\", only = { name = (function() local t = {} for i = 1, 65 do "
       "t[i] = \"n\" .. i end return t end)() } } }",
       "ruleset.actions[1].only.name: more than 64 values"},
  };
  for (const Case& c : cases) {
    INFO(c.actions);
    std::string rules = mini_without_actions_proc();
    size_t at = rules.find(kTimings);
    REQUIRE(at != std::string::npos);
    rules.replace(at, kTimings.size(), "timings = { { name = \"t\" } },");
    CHECK_THAT(test::load_error("mini", {{test::kMiniPolicy, "ACTIONS = " + c.actions + "\n"}, {test::kMiniRules, rules}}),
               Catch::Contains(c.error));
  }
  // Both a declaration and the procedure: the loader says to keep one.
  CHECK_THAT(test::load_error("mini", {{test::kMiniPolicy, "ACTIONS = { { list = \"actions\" } }\n"}}),
             Catch::Contains("both `actions = {...}` and a global function actions(player)"));
  // A timing naming a step that does not exist.
  std::string rules = mini_without_actions_proc();
  size_t at = rules.find(kTimings);
  REQUIRE(at != std::string::npos);
  rules.replace(at, kTimings.size(), "timings = { { name = \"t\", steps = { \"mian\" } } },");
  CHECK_THAT(test::load_error("mini", {{test::kMiniRules, rules}}), Catch::Contains("ruleset.timings[1]: unknown step \"mian\""));
}

namespace {
// mini with a second main step that begins with nothing (no change between
// the two), and an action whose `can` (the overlay's `late`) holds only in
// it. Plays 40 decisions of passing: the priority offers of each step, and
// those of them with the action.
const char* kTwoMains = R"(
STEPS = {
  { name = "start", begin = "start_step" },
  { name = "main" },
  { name = "main2" },
  { name = "end", begin = "end_step", priority = "never" },
}
SEQUENCES = { { name = "turn", steps = { "start", "main", "main2", "end" } } }
ACTIONS = { { zone = "hand", run = "play", label = "Play {name}", can = "late" } }
)";
void check_late_offered_in_main2_only(const std::string& late) {
  auto lib = declared_mini(kTwoMains + late, "{}");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  const RulesetDef& r = lib->library().rules;
  auto step_name = [&] {
    const SeqPos& at = g.state().seqs.back();
    return r.steps[r.sequences[at.seq].steps[at.index]].name;
  };
  std::map<std::string, int> offers, with_play;
  for (int n = 0; n < 40 && !g.over(); n++) {
    REQUIRE(g.decision());
    if (g.decision()->kind == "priority") {
      offers[step_name()]++;
      with_play[step_name()] += g.decision()->options.size() > 1;
    }
    g.answer(0);  // pass (or the first choice)
    g.advance();
  }
  REQUIRE(offers["main"] > 0);
  REQUIRE(offers["main2"] > 0);
  CHECK(with_play["main"] == 0);
  CHECK(with_play["main2"] == offers["main2"]);
}
}  // namespace

TEST_CASE("a can test that reads the step is asked again in the next step, even with nothing changed",
          "[decl][actions]") {
  check_late_offered_in_main2_only("function late() return step() == \"main2\" end\n");
}

TEST_CASE("a memo value that read the step is computed again in the next step, even with nothing changed",
          "[decl][actions]") {
  // memo keeps a value that read no clock for as long as the game does not
  // change (the next step keeps it), so one that read the step must be kept
  // for its step only, or "main"'s value would answer in main2.
  check_late_offered_in_main2_only(R"(
local function step_now() return step() end
local function hand_size(p) return #cards("hand", p) end
function late(p) return memo(hand_size, p) > 0 and memo(step_now) == "main2" end
)");
}

TEST_CASE("a declared offer whose labels pass the bound ends the game with an error naming it", "[decl][actions]") {
  // Two list sources, each under the bound a Lua list has by itself
  // (200 labels of 4,000 bytes: 800 KB), together over it.
  const std::string overlay = R"(
ACTIONS = {
  { list = "many" },
  { list = "many" },
}
function many()
  local out = {}
  for _ = 1, 200 do out[#out + 1] = { label = string.rep("y", 4000), run = "play", args = { 0 } } end
  return out
end
)";
  auto lib = declared_mini(overlay, "{}");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  for (int n = 0; n < 10 && !g.over(); n++) {
    g.answer(0);
    g.advance();
  }
  REQUIRE(g.over());
  CHECK_THAT(g.result().reason, Catch::Contains("labels pass 1048576 bytes"));
}
