// A ruleset's `state_checks_read` says what its state checks read: the core
// runs them again only when that changed since they last ran and found
// nothing. So a change it leaves out goes unseen until something it names
// changes, and one it names is seen at once (mini's checks read life, a
// player variable).
#include <catch2/catch.hpp>

#include <string>

#include "core/ai.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// A mini game with this CHECKS_READ, at the first priority of a start step;
// then P2's life set to 0 by hand (no script sees it happen) and both
// players pass: the checks come before the main step's first priority,
// in the same turn. Whether P2 has lost by then.
bool p2_loses_at_once(const std::string& checks_read) {
  auto lib = test::load_overlaid("mini", {{"mini/rules/00_policy.lua", "CHECKS_READ = " + checks_read + "\n"}});
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 7);
  const RulesetDef& r = lib->library().rules;
  auto in_start = [&] {
    const SeqPos& at = g.state().seqs.back();
    return r.steps[r.sequences[at.seq].steps[at.index]].name == "start";
  };
  for (int n = 0; n < 20 && !(g.decision() && g.decision()->kind == "priority" && in_start()); n++) {
    g.answer(0);
    g.advance();
  }
  REQUIRE(g.decision());
  REQUIRE(g.decision()->kind == "priority");
  g.set_player_var(1, r.player_var("life"), 0);
  for (int n = 0; n < 2 && !g.over(); n++) {
    REQUIRE(g.decision()->kind == "priority");
    g.answer(0);  // pass
    g.advance();
  }
  return g.over() && g.result().reason.find("P2 lost: life 0") != std::string::npos;
}

}  // namespace

TEST_CASE("state checks run again when what they read changes, and only then", "[machine][checks]") {
  CHECK(p2_loses_at_once("nil"));                                       // no declaration: any change
  CHECK(p2_loses_at_once("{ zones = { \"board\" }, player_vars = true }"));
  CHECK_FALSE(p2_loses_at_once("{ zones = { \"board\" } }"));          // life left out: unseen
}

TEST_CASE("state_checks_read names zones the ruleset has", "[machine][checks][decl]") {
  CHECK_THAT(test::load_error("mini", {{"mini/rules/00_policy.lua", "CHECKS_READ = { zones = { \"bord\" } }\n"}}),
             Catch::Contains("ruleset.state_checks_read.zones: unknown zone \"bord\""));
  CHECK_THAT(test::load_error("mini", {{"mini/rules/00_policy.lua", "CHECKS_READ = { zone = { \"board\" } }\n"}}),
             Catch::Contains("unknown key \"zone\" (did you mean \"zones\"?)"));
}

TEST_CASE("state_checks_read's obj_vars names object variables the ruleset has", "[machine][checks][decl]") {
  // mini declares no object variables: any name is unknown.
  CHECK_THAT(test::load_error("mini", {{"mini/rules/00_policy.lua",
                                        "CHECKS_READ = { zones = { \"board\" }, obj_vars = { \"damage\" } }\n"}}),
             Catch::Contains("ruleset.state_checks_read.obj_vars: unknown object variable \"damage\""));
}
