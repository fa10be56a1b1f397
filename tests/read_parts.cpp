// What a derived value read (Game::ReadWatch, Game::read_stamp): a change
// moves the stamp of the parts it changes and of no other, and memo() keeps
// a value across changes to what its function did not read, computing it
// again after a change to what it read.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>

#include "tests/support.h"

using namespace cardinal;

namespace {

int kind_of(const Game& g, const std::string& zone) { return g.rules().zone_kind(zone); }

// mini with a memoised count of a player's board whose function does a
// great deal of work first: the script budget the game spends on a probe
// tells whether it ran (a read-only function can count in nothing else).
const char* kProbe = R"(
local function board_size(p)
  local x = 0
  for i = 1, 20000 do x = x + i % 3 end
  return #cards("board", p) + x * 0
end
function probe(p) return memo(board_size, p) end
)";
constexpr uint64_t kWork = 20000;  // at least what running board_size spends

}  // namespace

TEST_CASE("a change moves the read stamp of the parts it changes, and of no other", "[core][cache]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  const uint64_t hand = Game::zone_part(kind_of(g, "hand")), board = Game::zone_part(kind_of(g, "board")),
                 deck = Game::zone_part(kind_of(g, "deck"));
  const uint64_t board_tapped = board | Game::kReadTapped;
  uint64_t b = g.read_stamp(board_tapped), h = g.read_stamp(hand), all = g.read_stamp(Game::kReadAll);
  g.set_player_var(0, g.rules().player_var("life"), 3);
  CHECK(g.read_stamp(board_tapped) == b);
  CHECK(g.read_stamp(hand) == h);
  CHECK(g.read_stamp(Game::kReadAll) != all);
  // A card drawn: the deck and the hand move, the board does not.
  uint64_t d = g.read_stamp(deck);
  ObjId top = test::zone_objs(g, "deck", 0).back();
  ObjId drawn = g.move(top, g.zone(kind_of(g, "hand"), 0));
  CHECK(g.read_stamp(deck) != d);
  CHECK(g.read_stamp(hand) != h);
  CHECK(g.read_stamp(board_tapped) == b);
  // Onto the board, then tapped: the board's parts move each time.
  ObjId on_board = g.move(drawn, g.zone(kind_of(g, "board"), 0));
  uint64_t b2 = g.read_stamp(board_tapped);
  CHECK(b2 != b);
  // Orientation is read by the kind of the card's zone: tapping a card on the
  // board moves the board's orientation, not the hand's.
  const uint64_t hand_tapped = hand | Game::tapped_part(kind_of(g, "hand"));
  uint64_t ht = g.read_stamp(hand_tapped), bt = g.read_stamp(Game::tapped_part(kind_of(g, "board")));
  REQUIRE(g.set_tapped(on_board, true));
  CHECK(g.read_stamp(board_tapped) != b2);
  CHECK(g.read_stamp(Game::tapped_part(kind_of(g, "board"))) != bt);
  CHECK(g.read_stamp(hand_tapped) == ht);
  CHECK(g.read_stamp(board) == g.read_stamp(board));  // a read changes nothing
  // The machine's own changes (a state restored) move every part.
  uint64_t hv = g.read_stamp(hand);
  g.concede(1);
  g.advance();
  CHECK(g.read_stamp(hand) != hv);
  // A step sequence pushed (a battle begins) moves the step (the clock) alone.
  uint64_t before_push = g.read_stamp(Game::kReadAll & ~Game::kReadClock), clock = g.read_stamp(Game::kReadClock);
  g.push_sequence(0);
  CHECK(g.read_stamp(Game::kReadClock) != clock);
  CHECK(g.read_stamp(Game::kReadAll & ~Game::kReadClock) == before_push);
}

TEST_CASE("memo keeps a value across changes to what it did not read, and computes it again after one it read",
          "[core][cache]") {
  auto lib = test::load_overlaid("mini", {{"mini/rules/00_policy.lua", kProbe}});
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  FnId probe = lib->library().rules.proc("probe");
  REQUIRE(probe != kNoFn);
  // The board's size, and whether board_size ran to get it.
  auto size = [&](PlayerId p, bool& ran) {
    uint64_t before = g.script_spent();
    int64_t n = host->run(g, probe, {Arg::player(p)});
    ran = g.script_spent() - before >= kWork;
    return n;
  };
  bool ran = false;
  REQUIRE(size(0, ran) == 0);
  CHECK(ran);
  CHECK(size(0, ran) == 0);
  CHECK_FALSE(ran);  // the same state
  // Changes to parts it did not read: a player variable, a card drawn.
  g.set_player_var(0, g.rules().player_var("life"), 3);
  ObjId drawn = g.move(test::zone_objs(g, "deck", 0).back(), g.zone(kind_of(g, "hand"), 0));
  CHECK(size(0, ran) == 0);
  CHECK_FALSE(ran);
  // A card onto P1's board: computed again.
  ObjId on_board = g.move(drawn, g.zone(kind_of(g, "board"), 0));
  CHECK(size(0, ran) == 1);
  CHECK(ran);
  // Tapped: the count read no orientation.
  REQUIRE(g.set_tapped(on_board, true));
  CHECK(size(0, ran) == 1);
  CHECK_FALSE(ran);
  // Another argument is another value.
  CHECK(size(1, ran) == 0);
  CHECK(ran);
}

TEST_CASE("state checks that found nothing run again only after a change to what they read", "[core][cache]") {
  // mini's checks replaced by ones that read P1's board alone, after a great
  // deal of work: the script budget tells how often they ran. Nobody plays
  // a card (every answer passes), so the board never changes; before each
  // answer a player variable is set (a change they do not read).
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read("mini/rules/10_mini.lua");
  size_t at = rules.find("function state_checks()");
  REQUIRE(at != std::string::npos);
  rules.replace(at, 23, "function mini_state_checks()");
  rules += R"(
function state_checks()
  local x = 0
  for i = 1, 100000 do x = x + i % 3 end
  return count("board", 1) + x * 0 < 0
end
)";
  auto lib = test::load_overlaid("mini", {{"mini/rules/10_mini.lua", rules}});
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  const int life = g.rules().player_var("life");
  // What one run costs.
  uint64_t spent = g.script_spent();
  host->run(g, lib->library().rules.proc("state_checks"), {});
  const uint64_t one = g.script_spent() - spent;
  REQUIRE(one >= 100000);
  spent = g.script_spent();
  const uint32_t turn = g.state().turn;
  for (int n = 0; n < 30 && !g.over(); n++) {
    REQUIRE(g.decision());
    g.set_player_var(0, life, 5);
    g.answer(0);
    g.advance();
    REQUIRE(test::zone_count(g, "board", 0) == 0);
  }
  const uint64_t runs = (g.script_spent() - spent) / one;
  const uint32_t turns = g.state().turn - turn;
  INFO(runs << " runs in " << turns << " turns");
  REQUIRE(turns >= 3);
  // A new turn changes every part (at most once a turn, and once more);
  // before they were kept by reads, every answer's change ran them again.
  CHECK(runs <= turns + 1);
}

TEST_CASE("an answer to a procedure's question changes no read part, so memo values outlive it", "[core][cache]") {
  // An action whose procedure asks twice and changes nothing in between:
  // answering the first question must leave every read stamp (and so every
  // memo value, and the state checks' record) as it was.
  auto lib = test::load_overlaid("mini", {{"mini/rules/00_policy.lua", kProbe}, {"mini/rules/20_ask.lua", R"(
local base_actions = actions
function actions(p)
  local out = base_actions(p)
  if p == active_player() then out[#out + 1] = { label = "Ask twice", run = "ask_twice", args = {} } end
  return out
end
function ask_twice()
  local p = active_player()
  choose(p, "First?", { "a", "b" })
  choose(p, "Second?", { "c", "d" })
end
)"}});
  auto host = lib->new_host();
  std::optional<Game> found;
  for (uint64_t seed = 1; seed < 50 && !found; seed++) {
    Game g = test::started_game(*lib, *host, seed);
    for (int n = 0; n < 20 && !g.over(); n++) {
      const Decision* d = g.decision();
      REQUIRE(d);
      auto ask = std::find_if(d->options.begin(), d->options.end(),
                              [](const Option& o) { return o.label == "Ask twice"; });
      if (ask == d->options.end()) {
        g.answer(0);
        g.advance();
        continue;
      }
      g.answer(uint32_t(ask - d->options.begin()));
      g.advance();
      found = std::move(g);
      break;
    }
  }
  REQUIRE(found);
  Game& g = *found;
  REQUIRE(g.decision()->prompt == "First?");
  FnId probe = lib->library().rules.proc("probe");
  REQUIRE(probe != kNoFn);
  host->run(g, probe, {Arg::player(0)});
  const uint64_t all = g.read_stamp(Game::kReadAll);
  g.answer(0);
  g.advance();
  REQUIRE(g.decision()->prompt == "Second?");
  CHECK(g.read_stamp(Game::kReadAll) == all);
  uint64_t before = g.script_spent();
  host->run(g, probe, {Arg::player(0)});
  CHECK(g.script_spent() - before < kWork);  // the value kept, not computed again
}

TEST_CASE("a new turn moves whose turn it is and what it drops, not the board", "[core][cache]") {
  // mini with no draw at the start of a turn, so nothing moves between two
  // turns when every answer passes; `seen` memoises whether a card id still
  // reads as anywhere (a gone object reads as where it last was until the
  // turn ends and drops it).
  auto lib = test::load_overlaid("mini", {{"mini/rules/20_still.lua", R"(
function start_step() end
local function where(x) if zone_of(x) then return 1 end return 0 end
function seen(x) return memo(where, x) end
)"}});
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  const uint64_t board = Game::zone_part(kind_of(g, "board")) | Game::tapped_part(kind_of(g, "board"));
  FnId seen = lib->library().rules.proc("seen");
  REQUIRE(seen != kNoFn);
  ObjId gone = test::zone_objs(g, "deck", 0).back();
  g.move(gone, g.zone(kind_of(g, "hand"), 0));
  REQUIRE(host->run(g, seen, {Arg::obj(gone)}) == 1);  // its last-known state
  const uint64_t b = g.read_stamp(board), players = g.read_stamp(Game::kReadPlayers);
  const uint32_t turn = g.state().turn;
  for (int n = 0; n < 10 && g.state().turn == turn; n++) {
    REQUIRE(g.decision());
    g.answer(0);
    g.advance();
  }
  REQUIRE(g.state().turn == turn + 1);
  CHECK(g.read_stamp(Game::kReadPlayers) != players);
  CHECK(g.read_stamp(board) == b);
  CHECK(host->run(g, seen, {Arg::obj(gone)}) == 0);  // dropped with the turn: computed again
}

TEST_CASE("a modifier like those already there leaves printed characteristics' readers alone", "[core][cache]") {
  // A characteristic no modifier changes is read from the printed sheet,
  // which depends on which characteristics the modifiers change (their
  // shape), not on each one: a second power modifier keeps a memo value
  // that read only a card's type; the first one, or one that grants an
  // ability, may change what is printed-only and moves it.
  auto lib = test::load_overlaid("mini", {{"mini/rules/20_type.lua", R"(
local function type_of(x)
  local n = 0
  for i = 1, 20000 do n = n + i % 3 end
  return get(x, "type") == "permanent" and 1 + n * 0 or n * 0
end
function typed(x) return memo(type_of, x) end
)"}});
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  FnId typed = lib->library().rules.proc("typed");
  REQUIRE(typed != kNoFn);
  ObjId card = test::zone_objs(g, "hand", 0).front();
  auto ran = [&] {
    uint64_t before = g.script_spent();
    host->run(g, typed, {Arg::obj(card)});
    return g.script_spent() - before >= 20000;
  };
  auto power_mod = [&](ObjId target) {
    Modifier m;
    m.target = target;
    m.layer = uint16_t(g.rules().layer_index("power"));
    m.chr = uint16_t(g.rules().char_index("power"));
    m.op = ModOp::Add;
    m.value = 1;
    m.duration = 0xFF;
    return m;
  };
  const uint64_t shape = g.read_stamp(Game::kReadModShape), mods = g.read_stamp(Game::kReadMods);
  g.add_modifier(power_mod(card));  // the first power modifier: a new shape
  CHECK(g.read_stamp(Game::kReadModShape) != shape);
  CHECK(ran());
  CHECK_FALSE(ran());
  const uint64_t shape2 = g.read_stamp(Game::kReadModShape);
  g.add_modifier(power_mod(test::zone_objs(g, "hand", 0).back()));  // another like it
  CHECK(g.read_stamp(Game::kReadMods) != mods);
  CHECK(g.read_stamp(Game::kReadModShape) == shape2);
  CHECK_FALSE(ran());
  g.end_duration(0xFF);  // both gone: the shape of none again
  CHECK(g.read_stamp(Game::kReadModShape) != shape2);
  CHECK(ran());
}
