// Every message and decision kind of docs/protocol.md is produced here and
// checked against the documented shape.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <set>

#include "cardinal/cardinal.h"

using nlohmann::json;

namespace {
void check_decision(const json& d, int viewer) {
  REQUIRE(d.is_object());
  REQUIRE(d["player"].is_number_integer());
  REQUIRE(d["kind"].is_string());
  if (viewer < 0 || viewer == d["player"].get<int>()) {
    REQUIRE(d["prompt"].is_string());
    REQUIRE(d["options"].is_array());
    REQUIRE(!d["options"].empty());
    for (size_t i = 0; i < d["options"].size(); i++) {
      const json& o = d["options"][i];
      REQUIRE(o["index"] == i);
      REQUIRE(o["label"].is_string());
      if (o.contains("card")) REQUIRE(o["card"].is_number_unsigned());
      if (o.contains("pass")) REQUIRE((o["pass"] == true && d["kind"] == "priority"));
    }
    // A priority decision offers a pass (a ruleset may withhold the plain one
    // only in favour of another action or a pass that says something).
    if (d["kind"] == "priority" && d["options"].size() == 1) REQUIRE(d["options"][0].value("pass", false));
  } else {
    REQUIRE_FALSE(d.contains("options"));
    REQUIRE_FALSE(d.contains("prompt"));
  }
}

// The result, the same in messages and views.
void check_result(const json& r) {
  REQUIRE(r["winners"].is_array());
  REQUIRE(r["draw"].is_boolean());
  REQUIRE(r["drawn"].is_array());
  REQUIRE(r["draw"] == (r["winners"].empty() && !r["error"].get<bool>()));
  REQUIRE((r["draw"].get<bool>() || r["drawn"].empty()));  // only a draw has players who drew
  REQUIRE(r["error"].is_boolean());
  REQUIRE(r["reason"].is_string());
}

void check_messages(const json& m, int viewer) {
  REQUIRE(m["protocol"] == 1);
  REQUIRE(m["events"].is_array());
  for (const json& e : m["events"]) {
    REQUIRE(e["type"] == "log");
    REQUIRE(e["text"].is_string());
  }
  if (m.contains("result")) {
    check_result(m["result"]);
    REQUIRE(m["decision"].is_null());
  } else {
    check_decision(m["decision"], viewer);
  }
}

void check_view(const json& v) {
  if (v.contains("result")) check_result(v["result"]);
  for (const char* k : {"turn", "active"}) REQUIRE(v[k].is_number_integer());
  REQUIRE((v["step"].is_string() || (v["step"].is_null() && v["turn"] == 0)));
  REQUIRE((v["sequence"].is_string() || v["sequence"].is_null()));
  REQUIRE(v["zones"].is_array());
  for (const json& z : v["zones"]) {
    REQUIRE(z["kind"].is_string());
    REQUIRE((z["player"].is_null() || z["player"].is_number_integer()));
    REQUIRE(z["count"] == z["cards"].size());
    for (const json& c : z["cards"]) {
      if (c.contains("hidden")) {
        // Nothing that names the card; face down in a public zone, its
        // orientation and owners.
        for (const auto& [k, val] : c.items()) {
          INFO("hidden card key " << k);
          REQUIRE((k == "hidden" || k == "face_down" || k == "tapped" || k == "owner" || k == "controller"));
        }
        continue;
      }
      for (const char* k : {"id", "card", "owner", "controller"}) REQUIRE(c[k].is_number_integer());
      REQUIRE(c["name"].is_string());
      REQUIRE(c["chars"].is_object());
    }
  }
  REQUIRE(v["chain"].is_array());
  for (const json& l : v["chain"]) {
    REQUIRE(l["id"].is_number_integer());
    REQUIRE(l["label"].is_string());
  }
}
}  // namespace

TEST_CASE("protocol v1: every decision kind, events, views and results have the documented shape", "[protocol][slow]") {
  cardinal_library* lib = cardinal_library_new();
  cardinal_library_paths paths{CARDINAL_CARDS_DIR, "zero-dimension", nullptr};
  REQUIRE(cardinal_library_load(lib, &paths) == CARDINAL_OK);
  const int64_t* decks[2];
  size_t sizes[2];
  REQUIRE(cardinal_library_deck(lib, "starter-a", &decks[0], &sizes[0]) == CARDINAL_OK);
  std::vector<int64_t> a(decks[0], decks[0] + sizes[0]);
  REQUIRE(cardinal_library_deck(lib, "starter-b", &decks[1], &sizes[1]) == CARDINAL_OK);
  decks[0] = a.data();
  std::set<std::string> kinds;
  int results = 0;
  for (uint64_t seed = 1; seed <= 12; seed++) {
    cardinal_game* g = cardinal_game_new(lib);
    cardinal_game_options o{{seed, 7, 7, 7}, 2, decks, sizes, nullptr, 1};
    REQUIRE(cardinal_game_start(g, &o) == CARDINAL_OK);
    REQUIRE(cardinal_game_advance(g) == CARDINAL_OK);
    uint64_t x = seed;
    for (int n = 0; n < 3000 && !cardinal_game_over(g); n++) {
      for (int viewer : {-1, 0, 1}) {
        const char* text;
        REQUIRE(cardinal_game_messages_json(g, viewer, &text) == CARDINAL_OK);
        json m = json::parse(text);
        check_messages(m, viewer);
        if (viewer == -1) kinds.insert(m["decision"]["kind"].get<std::string>());
      }
      if (n % 25 == 0) {
        const char* text;
        REQUIRE(cardinal_game_view_json(g, n % 2, &text) == CARDINAL_OK);
        check_view(json::parse(text));
      }
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      uint32_t pick = uint32_t((x >> 33) % uint64_t(cardinal_game_option_count(g)));
      REQUIRE(cardinal_game_answer(g, pick) == CARDINAL_OK);
      REQUIRE(cardinal_game_advance(g) == CARDINAL_OK);
    }
    const char* text;
    REQUIRE(cardinal_game_messages_json(g, 0, &text) == CARDINAL_OK);
    json m = json::parse(text);
    check_messages(m, 0);
    if (m.contains("result")) {
      results++;
      // The view's result is the messages' result (it once was a bit mask).
      REQUIRE(cardinal_game_view_json(g, 1, &text) == CARDINAL_OK);
      json v = json::parse(text);
      check_view(v);
      REQUIRE(v["result"] == m["result"]);
    }
    cardinal_game_free(g);
  }
  for (const char* k : {"priority", "card", "yes_no", "option", "order"}) {
    INFO("decision kind " << k);
    REQUIRE(kinds.count(k));
  }
  REQUIRE(results > 0);
  cardinal_library_free(lib);
}
