// Every view a player gets is filtered for what that player may see.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "core/ai.h"
#include "core/serialize.h"
#include "wire/view_json.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
const nlohmann::json& zone(const nlohmann::json& v, const std::string& kind, int player) {
  for (const auto& z : v["zones"])
    if (z["kind"] == kind && z["player"] == player) return z;
  throw std::runtime_error("no zone " + kind);
}
int hidden(const nlohmann::json& z) {
  int n = 0;
  for (const auto& c : z["cards"]) {
    n += c.contains("hidden");
    // A hidden card carries nothing else: ids follow deck-list order and
    // would identify it.
    if (c.contains("hidden")) REQUIRE(c.size() == 1);
  }
  return n;
}
// A game of lib (mini games' filler decks) passed along until P1 holds priority.
Game at_p1_priority(const CardLibrary& lib, ScriptHost& host, uint64_t seed, int players) {
  Game g = test::make_game(lib, seed, players);
  g.bind(host);
  g.advance();
  while (!g.over() && !(g.decision()->kind == "priority" && g.decision()->player == 0)) {
    g.answer(0);
    g.advance();
  }
  REQUIRE_FALSE(g.over());
  return g;
}
}  // namespace

TEST_CASE("ZD-S01 / ZD-4.6.2: hands are seen by their owner only, life cards and decks by nobody", "[view]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 9);
  g.bind(*host);
  g.advance();  // the first mulligan question: hands and life cards are dealt
  for (int viewer = 0; viewer < 2; viewer++) {
    nlohmann::json v = view_json(g, PlayerId(viewer));
    for (int p = 0; p < 2; p++) {
      INFO("viewer P" << viewer + 1 << ", zones of P" << p + 1);
      REQUIRE(zone(v, "hand", p)["count"] == 6);
      REQUIRE(hidden(zone(v, "hand", p)) == (p == viewer ? 0 : 6));
      REQUIRE(zone(v, "life", p)["count"] == 6);
      REQUIRE(hidden(zone(v, "life", p)) == 6);  // not even the owner
      REQUIRE(hidden(zone(v, "deck", p)) == 38);
    }
  }
  nlohmann::json referee = view_json(g, kNoPlayer);
  REQUIRE(hidden(zone(referee, "life", 0)) == 0);
  // A decision's options are shown only to the player who decides.
  PlayerId decider = g.decision()->player;
  REQUIRE(decision_json(g, decider).contains("options"));
  REQUIRE_FALSE(decision_json(g, PlayerId(1 - decider)).contains("options"));
}

// ZD-12.16 (a search): the searcher is shown the deck's cards, then the deck
// is shuffled. Had they stayed shown, the searcher's view of the deck would
// tell where each of them went.
TEST_CASE("ZD-12.16: a card shown to a player in a deck is hidden again when the deck is shuffled", "[view]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 9);
  const ZoneId deck = g.zone(g.rules().zone_kind("deck"), 0);
  const auto cards = g.zone_objects(deck);
  for (size_t i = 0; i < 5; i++) g.reveal(cards[i], 1);
  REQUIRE(hidden(zone(view_json(g, 0), "deck", 0)) == 33);
  REQUIRE(hidden(zone(view_json(g, 1), "deck", 0)) == 38);  // shown to P1 alone
  g.shuffle(deck);
  REQUIRE(hidden(zone(view_json(g, 0), "deck", 0)) == 38);
  // A card shown while in a zone that is not shuffled stays shown.
  const auto hand = test::zone_objs(g, "hand", 0);
  g.reveal(hand[0], 2);
  g.shuffle(deck);
  REQUIRE(hidden(zone(view_json(g, 1), "hand", 0)) == 5);
}

TEST_CASE("views show who is still in and the variables the ruleset made public, no others", "[view]") {
  // mini with life public and one of its two game variables public.
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read("mini/rules/10_mini.lua");
  const std::string from = "game_vars = GAME_VARS or { \"x\", \"doom\" },";
  REQUIRE(rules.find(from) != std::string::npos);
  auto lib = test::load_overlaid(
      "mini", {{"mini/rules/10_mini.lua",
                rules.replace(rules.find(from), from.size(),
                              from + " public_player_vars = { \"life\" }, public_game_vars = { \"doom\" },")}});
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 4, 3);
  g.bind(*host);
  g.advance();
  Rng ai;
  ai.seed({4, 4, 4, 4});
  bool someone_out_midgame = false;
  for (int n = 0; n < 5000 && !g.over(); n++) {
    for (PlayerId viewer : {PlayerId(0), PlayerId(2), kNoPlayer}) {
      nlohmann::json v = view_json(g, viewer);
      REQUIRE(v["players"].size() == 3);
      for (int p = 0; p < 3; p++) {
        const auto& pj = v["players"][p];
        REQUIRE(pj["player"] == p);
        REQUIRE(pj["in_game"] == g.in_game(PlayerId(p)));
        REQUIRE(pj["vars"] == nlohmann::json{{"life", g.player_var(PlayerId(p), 0)}});
        someone_out_midgame = someone_out_midgame || !g.in_game(PlayerId(p));
      }
      REQUIRE(v["vars"] == nlohmann::json{{"doom", g.game_var(1)}});  // not "x"
    }
    g.answer(choose_random(g, ai));
    g.advance();
  }
  REQUIRE(g.over());
  REQUIRE(someone_out_midgame);  // a player left while the others played on
  nlohmann::json end = view_json(g, 0);
  int out = 0;
  for (const auto& pj : end["players"]) out += !pj["in_game"].get<bool>();
  REQUIRE(out >= 2);

  // Without the declaration views show no variable at all.
  auto plain = test::library("mini");
  Game h = test::make_game(*plain, 4, 3);
  auto host2 = plain->new_host();
  h.bind(*host2);
  h.advance();
  nlohmann::json v = view_json(h, 0);
  REQUIRE(v["players"][0]["vars"].empty());
  REQUIRE(v["vars"].empty());
}

TEST_CASE("ruleset: a public variable that is not declared is a load error naming it", "[view][scripting][decl]") {
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read("mini/rules/10_mini.lua");
  const std::string from = "player_vars = { \"life\" },";
  REQUIRE(rules.find(from) != std::string::npos);
  std::string bad = rules;
  bad.replace(bad.find(from), from.size(), from + " public_player_vars = { \"lives\" },");
  CHECK_THAT(test::load_error("mini", {{"mini/rules/10_mini.lua", bad}}),
             Catch::Contains("public_player_vars names \"lives\", which is not one of the player_vars"));
  bad = rules;
  bad.replace(bad.find(from), from.size(), from + " public_game_vars = { \"life\" },");
  CHECK_THAT(test::load_error("mini", {{"mini/rules/10_mini.lua", bad}}),
             Catch::Contains("public_game_vars names \"life\", which is not one of the game_vars"));
}

TEST_CASE("views show a private player variable to its player and the referee only", "[view]") {
  // mini with a hidden role per player (Black-White's faction) and life public.
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read("mini/rules/10_mini.lua");
  const std::string from = "player_vars = { \"life\" },";
  REQUIRE(rules.find(from) != std::string::npos);
  std::string both = rules;
  both.replace(both.find(from), from.size(),
               "player_vars = { \"life\", \"role\" }, public_player_vars = { \"life\" }, private_player_vars = { \"role\" },");
  auto lib = test::load_overlaid("mini", {{"mini/rules/10_mini.lua", both}});
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 5, 3);
  g.bind(*host);
  g.advance();
  for (int p = 0; p < 3; p++) g.set_player_var(PlayerId(p), 1, 10 + p);
  for (PlayerId viewer : {PlayerId(0), PlayerId(1), PlayerId(2), kNoPlayer}) {
    nlohmann::json v = view_json(g, viewer);
    for (int p = 0; p < 3; p++) {
      INFO("viewer " << int(viewer) << ", player " << p);
      const auto& vars = v["players"][p]["vars"];
      REQUIRE(vars["life"] == g.player_var(PlayerId(p), 0));
      if (viewer == kNoPlayer || viewer == p)
        REQUIRE(vars["role"] == 10 + p);
      else
        REQUIRE_FALSE(vars.contains("role"));
    }
  }
  // A name both public and private, or not declared, is a load error naming it.
  std::string bad = rules;
  bad.replace(bad.find(from), from.size(), from + " public_player_vars = { \"life\" }, private_player_vars = { \"life\" },");
  CHECK_THAT(test::load_error("mini", {{"mini/rules/10_mini.lua", bad}}),
             Catch::Contains("player variable \"life\" is both public and private"));
  bad = rules;
  bad.replace(bad.find(from), from.size(), from + " private_player_vars = { \"rol\" },");
  CHECK_THAT(test::load_error("mini", {{"mini/rules/10_mini.lua", bad}}),
             Catch::Contains("private_player_vars names \"rol\", which is not one of the player_vars"));
}

TEST_CASE("a face-down card in a public zone shows its orientation and owners, nothing that names it", "[view]") {
  // BW-9.1 / BW-10.7: a hidden character lies face down in public; whether it
  // is turned sideways (chained) is public, the card is not.
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 6, 2);
  g.bind(*host);
  g.advance();
  ObjId c = test::zone_objs(g, "hand", 0).at(0);
  ObjId down = g.move(c, g.zone(lib->library().rules.zone_kind("board"), 0), true, 0, 1);
  REQUIRE(g.set_tapped(down, true));
  auto board = [&](PlayerId viewer) { return zone(view_json(g, viewer), "board", 0)["cards"].at(0); };
  nlohmann::json theirs = board(1);
  REQUIRE(theirs == nlohmann::json{{"hidden", true}, {"face_down", true}, {"tapped", true}, {"owner", 0}, {"controller", 0}});
  nlohmann::json mine = board(0);  // its controller sees the card
  REQUIRE(mine["id"] == down);
  REQUIRE(mine["face_down"] == true);
  REQUIRE(mine["tapped"] == true);
  REQUIRE(board(kNoPlayer)["id"] == down);
  REQUIRE(g.set_tapped(down, false));
  REQUIRE_FALSE(board(1).contains("tapped"));
}

TEST_CASE("an option about a card its decider cannot see names where it lies, not its id", "[view]") {
  // mini plus an action that asks to pick one of the next player's hand cards
  // blind: the options carry those cards, which the decider may not identify.
  auto lib = test::load_overlaid("mini", {{"mini/rules/90_blind.lua", R"(
local mini_actions = actions
function actions(p)
  local out = mini_actions(p)
  out[#out + 1] = { label = "Pick blind", run = "pick_blind", args = { p } }
  return out
end
function pick_blind(p)
  choose_card(p, "Pick a card", cards("hand", next_player(p)))
end
)"}});
  auto host = lib->new_host();
  Game g = at_p1_priority(*lib, *host, 7, 2);
  test::answer_label(g, "Pick blind");
  REQUIRE(g.decision()->prompt == "Pick a card");
  const auto hand = test::zone_objs(g, "hand", 1);
  REQUIRE(hand.size() >= 2);
  nlohmann::json mine = decision_json(g, 0), referee = decision_json(g, kNoPlayer);
  nlohmann::json view = view_json(g, 0);
  REQUIRE(mine["options"].size() == hand.size());
  for (size_t i = 0; i < hand.size(); i++) {
    const auto& o = mine["options"][i];
    INFO(o.dump());
    REQUIRE_FALSE(o.contains("card"));
    REQUIRE(referee["options"][i]["card"] == hand[i]);  // the referee sees which
    // "at" points at the hidden card's place in the decider's own view.
    const auto& z = view["zones"][o["at"]["zone"].get<size_t>()];
    REQUIRE(z["kind"] == "hand");
    REQUIRE(z["player"] == 1);
    REQUIRE(z["cards"][o["at"]["index"].get<size_t>()] == nlohmann::json{{"hidden", true}});
    REQUIRE(test::zone_objs(g, "hand", 1)[o["at"]["index"].get<size_t>()] == hand[i]);
    // Nor does its label name it (the engine's default label is "Name#slot"):
    // it says where the card lies, as "at" does.
    const std::string name = g.card_of(*g.obj(hand[i])).name;
    CHECK(referee["options"][i]["label"] == g.describe(hand[i]));
    CHECK(o["label"].get<std::string>().find(name) == std::string::npos);
    CHECK(o["label"] == fmt::format("a card you cannot see (P2's hand, {} of {})", i + 1, hand.size()));
    CHECK(option_label(g, g.decision()->options[i], 0) == o["label"]);
  }
  // A card its decider sees is still given by id.
  g.answer(0);
  g.advance();
  bool seen_card = false;
  for (int n = 0; n < 200 && !g.over() && !seen_card; n++) {
    nlohmann::json d = decision_json(g, g.decision()->player);
    for (const auto& o : d["options"]) seen_card = seen_card || o.contains("card");
    g.answer(0);
    g.advance();
  }
  REQUIRE(seen_card);
}

// A chain link's label names its source by default ("Name#slot"): a link
// from a card in a hand (a trigger there) shows its label to the hand's
// owner and the referee only.
TEST_CASE("a chain link from a card its viewer cannot see does not show its label", "[view]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = at_p1_priority(*lib, *host, 7, 2);
  const auto hand = test::zone_objs(g, "hand", 1);
  REQUIRE_FALSE(hand.empty());
  Link l;
  l.source = hand[0];
  l.controller = 1;
  g.push_link(l);  // the engine's label: describe(source)
  auto label = [&](PlayerId viewer) { return view_json(g, viewer)["chain"][0]["label"].get<std::string>(); };
  CHECK(label(1) == g.describe(hand[0]));
  CHECK(label(kNoPlayer) == g.describe(hand[0]));
  CHECK(label(0) == "an ability of a card you cannot see");
}

TEST_CASE("an action's public label: the others read it in the log, the actor reads the label", "[view]") {
  // Setting a card face down (the hybrid's set cards) must not name it to
  // the opponent: the action's `public` text stands in for them.
  auto lib = test::load_overlaid("mini", {{"mini/rules/90_set.lua", R"(
local mini_actions = actions
function actions(p)
  local out = mini_actions(p)
  for _, c in ipairs(cards("hand", p)) do
    out[#out + 1] = { label = "Set " .. card_name(c), public = "Set a card", run = "set_card", args = { c }, card = c }
  end
  return out
end
function set_card(c) move(c, "board", nil, { face_down = true }) end
)"}});
  auto host = lib->new_host();
  Game g = at_p1_priority(*lib, *host, 8, 3);
  size_t from = g.state().log.size();
  ObjId c = test::zone_objs(g, "hand", 0).at(0);
  std::string name = g.card_of(*g.obj(c)).name;
  test::answer_label(g, "Set " + name);
  const auto& log = g.state().log;
  int mine = 0, theirs = 0;
  for (size_t i = from; i < log.size(); i++) {
    if (log[i].text == "P1: Set " + name) {
      REQUIRE(log[i].visible == 0b001);
      mine++;
    }
    if (log[i].text == "P1: Set a card") {
      REQUIRE(log[i].visible == 0b110);
      theirs++;
    }
    if (log[i].visible & 0b110) REQUIRE(log[i].text.find(name) == std::string::npos);
  }
  REQUIRE(mine == 1);
  REQUIRE(theirs == 1);
  // Snapshots keep the public labels of the pending options.
  size_t publics = 0;
  for (int n = 0; n < 50 && !g.over() && publics == 0; n++) {
    for (const Option& o : g.decision()->options) publics += !o.public_label.empty();
    if (publics) break;
    g.answer(0);
    g.advance();
  }
  REQUIRE(publics > 0);
  Game r = restore(lib->library(), snapshot(g));
  REQUIRE(r.hash() == g.hash());
  for (size_t i = 0; i < g.decision()->options.size(); i++)
    REQUIRE(r.decision()->options[i].public_label == g.decision()->options[i].public_label);
}
