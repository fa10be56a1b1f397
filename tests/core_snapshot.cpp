// Snapshots: bytes that restore exactly, at any decision (mid-resolution
// included), and reject truncated or corrupted input with a clear error.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "core/ai.h"
#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

TEST_CASE("snapshot -> restore -> continue equals the uninterrupted game", "[snapshot]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  size_t restored_mid_resolution = 0;
  for (uint64_t seed = 1; seed <= 6; seed++) {
    Game a = test::make_game(*lib, seed), b = test::make_game(*lib, seed);
    a.bind(*host);
    b.bind(*host);
    a.advance();
    b.advance();
    Rng ai;
    ai.seed({seed, 5, 5, 5});
    for (int n = 0; !a.over() && n < 3000; n++) {
      if (n % 7 == 0) {  // b continues from its own snapshot
        if (b.state().proc) restored_mid_resolution++;
        std::string bytes = snapshot(b);
        b = restore(lib->library(), bytes);
        b.bind(*host);
      }
      REQUIRE(a.hash() == b.hash());
      uint32_t pick = choose_random(a, ai);
      a.answer(pick);
      a.advance();
      b.answer(pick);
      b.advance();
    }
    REQUIRE(a.over());
    REQUIRE(b.over());
    REQUIRE(a.hash() == b.hash());
    REQUIRE(a.result().winners == b.result().winners);
  }
  REQUIRE(restored_mid_resolution > 10);
}

TEST_CASE("a snapshot taken in the middle of a resolution restores correctly", "[snapshot]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  std::optional<Game> found = test::reach_prompt(*lib, *host, "Pick a number");  // Oracle's choice
  REQUIRE(found);
  Game& g = *found;
  Game r = restore(lib->library(), snapshot(g));
  r.bind(*host);
  REQUIRE(r.state().proc.has_value());
  REQUIRE(r.decision()->prompt == "Pick a number");
  g.answer(2);
  g.advance();
  r.answer(2);
  r.advance();
  REQUIRE(g.hash() == r.hash());
}

TEST_CASE("truncated or corrupted snapshots are rejected with a clear error", "[snapshot]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 3);
  g.bind(*host);
  g.advance();
  for (int i = 0; i < 40; i++) {
    g.answer(0);
    g.advance();
  }
  std::string bytes = snapshot(g);
  // Every truncation.
  for (size_t n = 0; n < bytes.size(); n += std::max<size_t>(1, bytes.size() / 400)) {
    INFO("truncated to " << n << " of " << bytes.size());
    REQUIRE_THROWS_AS(restore(lib->library(), std::string_view(bytes).substr(0, n)), RuleError);
  }
  REQUIRE_THROWS_WITH(restore(lib->library(), "garbage bytes"), Catch::Contains("not a Cardinal snapshot"));
  // Flipped bytes: rejected, never a crash (the checksum catches what the
  // range checks do not).
  Rng rng;
  rng.seed({77, 0, 0, 0});
  int rejected = 0;
  for (int i = 0; i < 300; i++) {
    std::string bad = bytes;
    size_t at = 16 + rng.below(uint32_t(bad.size() - 16));
    bad[at] = char(bad[at] ^ (1 + rng.below(255)));
    try {
      restore(lib->library(), bad);
    } catch (const RuleError& e) {
      rejected++;
      REQUIRE(std::string(e.what()).find("snapshot:") == 0);
    }
  }
  REQUIRE(rejected == 300);
}

// The format is unstable before 1.0: a snapshot of another version (an
// older build's, a newer one's) is refused by saying so, never misread.
TEST_CASE("a snapshot of another format version is refused, saying which version this build reads", "[snapshot]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  int n = 0;
  REQUIRE(test::play_until(g, 4, [&](const Game&) { return ++n > 40; }));
  // The layout: magic, u32 version, ..., u64 hash, u64 FNV-1a of all before it.
  // Numbers are little-endian.
  auto as_format = [&](uint32_t version) {
    std::string b = snapshot(g);
    for (int i = 0; i < 4; i++) b[4 + size_t(i)] = char(uint8_t(version >> (8 * i)));
    uint64_t h = 0xCBF29CE484222325ull;
    for (size_t i = 0; i + 8 < b.size(); i++) h = (h ^ uint8_t(b[i])) * 0x100000001B3ull;
    for (int i = 0; i < 8; i++) b[b.size() - 8 + size_t(i)] = char(uint8_t(h >> (8 * i)));
    return b;
  };
  REQUIRE(restore(lib->library(), as_format(kSnapshotVersion)).hash() == g.hash());
  for (uint32_t v : {1u, 10u, 11u, kSnapshotVersion + 1}) {
    INFO(v);
    REQUIRE_THROWS_WITH(restore(lib->library(), as_format(v)),
                        Catch::Contains(fmt::format("format version {}; this build reads only version {}", v,
                                                    kSnapshotVersion)) &&
                            Catch::Contains("unstable before 1.0"));
    REQUIRE_THROWS_WITH(reseal(lib->library(), as_format(v)), Catch::Contains("this build reads only version"));
  }
}

TEST_CASE("a snapshot taken with another library is refused", "[snapshot]") {
  auto zd = test::library("zero-dimension");
  auto mini = test::library("mini");
  auto host = mini->new_host();
  Game g = test::make_game(*mini, 1);
  g.bind(*host);
  g.advance();
  REQUIRE_THROWS_WITH(restore(zd->library(), snapshot(g)), Catch::Contains("different card library"));
}

// The fingerprint names what a snapshot's numbers point into. Renaming one
// ruleset function keeps every count but renumbers the functions (they are
// registered in name order), so a snapshot from before must be refused, not
// restored with its links pointing at other functions. An edit that only
// moves lines changes no number: the snapshot still restores.
TEST_CASE("a snapshot is refused after a rename that keeps the counts, kept after lines move", "[snapshot]") {
  const std::string games = std::string(CARDINAL_TESTS_DIR) + "/games";
  auto source = disk_source(games);
  auto edited = [&](auto edit) {
    std::map<std::string, std::string> files;
    for (const char* f : {"mini/rules/10_mini.lua", "mini/sets/base/2.lua", "mini/sets/base/3.lua",
                          "mini/sets/base/5.lua", "mini/sets/base/7.lua"})
      files[f] = edit(*source->read(f));
    return CardLibrary::load({games, "mini", "", {}, std::make_shared<test::Overlay>(games, std::move(files))});
  };
  auto renamed = edited([](std::string text) {  // record -> a_record: first in name order now
    for (size_t at = 0; (at = text.find("record(", at)) != std::string::npos; at += 9) text.insert(at, "a_");
    return text;
  });
  auto moved = edited([](std::string text) { return "-- a comment moves every line down\n\n" + text; });
  auto base = test::library("mini");
  REQUIRE(renamed->library().fn_names.size() == base->library().fn_names.size());
  CHECK(renamed->library().fn_names != base->library().fn_names);

  auto host = base->new_host();
  Game g = test::make_game(*base, 3);
  g.bind(*host);
  g.advance();
  std::string bytes = snapshot(g);
  CHECK_THROWS_WITH(restore(renamed->library(), bytes), Catch::Contains("different card library"));
  CHECK(restore(moved->library(), bytes).hash() == g.hash());
  CHECK(library_fingerprint(moved->library()) == library_fingerprint(base->library()));
}

// CW-6.7: a pass that says something runs a procedure, which may ask; the
// game suspended inside it (a Pass task) snapshots, clones and goes on as one
// that never stopped, and the answer counts as the player's pass.
TEST_CASE("CW-6.7: a snapshot inside a pass that asks restores, and the answer counts as a pass", "[snapshot]") {
  auto lib = test::library("mini-cwl");
  auto host = lib->new_host();
  std::optional<Game> found = test::reach_prompt(*lib, *host, "Which phase comes next?");
  REQUIRE(found);
  Game& g = *found;
  REQUIRE(g.state().proc.has_value());
  REQUIRE(g.state().proc->task == TaskKind::Pass);
  PlayerId tp = g.decision()->player;
  uint8_t passes = g.state().passes;
  Game r = restore(lib->library(), snapshot(g));
  r.bind(*host);
  Game c = g;
  REQUIRE(r.hash() == g.hash());
  for (Game* x : {&g, &r, &c}) {
    x->answer(1);  // the end phase
    x->advance();
  }
  REQUIRE(r.hash() == g.hash());
  REQUIRE(c.hash() == g.hash());
  // It was a pass: the other player has priority (one pass counted), or both
  // had passed and the turn moved on.
  REQUIRE(g.decision());
  if (g.state().passes == passes + 1) {
    REQUIRE(g.decision()->player != tp);
  } else {
    REQUIRE(g.state().active != tp);
  }
}

// `checkpoint`: a procedure that goes on in parts. mini-bw polls turn-start
// skills seat by seat, each question in a part of its own (BW-18.3): at every
// question the record holds only the answers since the last checkpoint (so a
// reply replays one part, not the whole polling), and snapshots, clones and
// concessions taken there behave as anywhere else.
TEST_CASE("checkpoints: each question of a polling replays only its part, snapshots, clones and concessions hold",
          "[snapshot][checkpoint]") {
  auto lib = test::library("mini-bw");
  auto host = lib->new_host();
  GameConfig cfg;
  cfg.seed = {7, 7, 7, 7};
  cfg.players = 4;
  std::vector<int64_t> deck = test::cycled_deck(20, 5);
  deck[0] = 13;  // a Lookout: it starts among its owner's skills
  cfg.decks.assign(4, deck);
  Game g(lib->library(), cfg);
  g.bind(*host);
  g.advance();
  size_t hand_at_first = 0;
  // mini-bw seats its players at random (BW-11.2): the first seat's turn,
  // every seat asked in turn.
  const std::vector<PlayerId> seat(g.turn_order().begin(), g.turn_order().end());
  for (int k = 0; k < 4; k++) {
    REQUIRE(g.decision());
    REQUIRE(g.decision()->prompt == "Use Lookout (turn start)?");
    REQUIRE(g.decision()->player == seat[size_t(k)]);
    const ProcState& pr = *g.state().proc;
    REQUIRE(pr.task == TaskKind::StepBegin);
    REQUIRE(pr.resumed);
    REQUIRE(pr.answers.empty());  // the answers before the checkpoint are committed
    REQUIRE(pr.args.size() == 1);
    REQUIRE(pr.args[0].v == k + 1);  // poll_turn_start(seat)
    if (k == 0) hand_at_first = test::zone_count(g, "hand", seat[0]);
    Game r = restore(lib->library(), snapshot(g));
    r.bind(*host);
    Game c = g;
    REQUIRE(r.hash() == g.hash());
    for (Game* x : {&g, &r, &c}) {
      x->answer(1);  // use it
      x->advance();
    }
    REQUIRE(r.hash() == g.hash());
    REQUIRE(c.hash() == g.hash());
  }
  REQUIRE(g.state().game_vars[size_t(lib->library().rules.game_var("x"))] == 8888);

  // A concession in the middle of a polling returns to where the task began
  // (before the draws and the checkpoints) and runs it again without the player.
  Game h(lib->library(), cfg);
  h.bind(*host);
  h.advance();
  h.answer(0);
  h.advance();
  h.answer(0);
  h.advance();
  REQUIRE(h.decision()->player == seat[2]);
  h.concede(seat[3]);
  h.advance();
  REQUIRE(h.decision()->player == seat[0]);  // the polling starts again from the first seat
  REQUIRE(test::zone_count(h, "hand", seat[0]) == hand_at_first);  // who drew once, not twice
  REQUIRE(h.state().proc->resumed);
  REQUIRE(h.state().proc->origin);
}

// Nested parts under random play: Quake (card 14) damages every other
// character in parts, each damage polls damage_received skills one character
// per part, and Ember's damage back is a damage nested in a polling part. A
// restored snapshot and a clone taken at every decision answer alike and
// stay equal, parts waiting or not.
TEST_CASE("checkpoints: random 4-player games with nested parts: snapshots and clones agree at every decision",
          "[snapshot][checkpoint]") {
  auto lib = test::library("mini-bw");
  auto host = lib->new_host();
  int decisions = 0, with_parts_waiting = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(20)); seed++) {
    GameConfig cfg;
    cfg.seed = {seed, 3, 1, 4};
    cfg.players = 4;
    // Quakes, Strikes and Salves in hand; Ember and Scribe start among the skills.
    cfg.decks.assign(4, {14, 6, 7, 1, 14, 5, 1, 2, 14, 3, 1, 5, 9, 14, 1, 2, 9, 5, 14, 1});
    Game g(lib->library(), cfg);
    g.bind(*host);
    g.advance();
    Rng ai;
    ai.seed({seed, 1, 2, 3});
    for (int n = 0; n < 5000 && !g.over(); n++) {
      decisions++;
      if (g.state().proc && !g.state().proc->pending.empty()) with_parts_waiting++;
      Game r = restore(lib->library(), snapshot(g));
      r.bind(*host);
      Game c = g;
      REQUIRE(r.hash() == g.hash());
      REQUIRE(c.hash() == g.hash());
      uint32_t a = choose_random(g, ai);
      for (Game* x : {&g, &r, &c}) {
        x->answer(a);
        x->advance();
      }
      REQUIRE(r.hash() == g.hash());
      REQUIRE(c.hash() == g.hash());
    }
    INFO("seed " << seed << ": " << g.result().reason);
    REQUIRE(g.over());
    REQUIRE_FALSE(g.result().error);
  }
  INFO(decisions << " decisions, " << with_parts_waiting << " with parts waiting");
  REQUIRE(with_parts_waiting > 10);
}

// What is not in the state but the machine keeps beside it must come out the
// same in a restored game and a clone: the link resolving while a question in
// its resolution waits (scripts read it: current_link()). And logging, the
// client's switch, stays as the client set it when an answer replays the
// procedure from where it began.
TEST_CASE("a question in a resolution: the resolving link survives restore, logging stays off", "[snapshot]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  auto in_resolution = [](const Game& x) { return x.state().proc && x.state().proc->task == TaskKind::Resolve; };
  REQUIRE(test::play_until(g, 2, in_resolution));
  REQUIRE(g.resolving_link());
  Game r = restore(lib->library(), snapshot(g));
  Game c = g;
  const uint32_t id = g.resolving_link()->id;
  CHECK((r.resolving_link() && r.resolving_link()->id == id));
  CHECK((c.resolving_link() && c.resolving_link()->id == id));

  g.set_logging(false);
  REQUIRE(g.state().log.empty());
  g.answer(0);
  g.advance();
  CHECK_FALSE(g.state().logging);
  CHECK(g.state().log.empty());
}
