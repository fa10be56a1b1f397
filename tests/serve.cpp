// `cardinal serve` (server/), in process on a free port, driven by a Beast
// client as a browser would: the game list, tables of humans and AIs played
// to the end over WebSockets, seats that see only their own cards, bad
// messages that change nothing, reconnects, and the static files.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <thread>

#include "cardinal/cardinal.h"
#include "server/server.h"
#include "tests/serve_client.h"

using namespace cardinal;
using namespace cardinal::test;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The core's own test games (quick to play; a few do not load, on purpose).
constexpr const char* kGames = CARDINAL_TESTS_DIR "/games";

struct Running {
  explicit Running(server::ServerOptions o = {}) : server(with_defaults(std::move(o))) { server.start(); }
  static server::ServerOptions with_defaults(server::ServerOptions o) {
    o.port = 0;
    if (o.cards_dir.empty()) o.cards_dir = kGames;
    return o;
  }
  uint16_t port() { return server.port(); }
  server::Server server;
};

server::ServerOptions options(const std::function<void(server::ServerOptions&)>& set) {
  server::ServerOptions o;
  set(o);
  return o;
}

// The first game of the list that has starter decks and seats `players`.
json game_for(uint16_t port, int players) {
  HttpReply r = http_request(port, "GET", "/api/games");
  REQUIRE(r.status == 200);
  json games = r.json()["games"];
  for (const json& g : games)
    if (!g.contains("error") && !g["starter_decks"].empty() && g["players"]["min"] <= players &&
        g["players"]["max"] >= players)
      return g;
  FAIL("no game with starter decks for " << players << " players");
  return {};
}

json seats_of(std::initializer_list<const char*> kinds) {
  json s = json::array();
  for (const char* k : kinds) s.push_back({{"kind", k}});
  return s;
}

// A table of two human seats of `game`, dealt from `seed`.
json two_humans(uint16_t port, const json& game, uint64_t seed) {
  return post_json(port, "/api/tables", {{"game", game["game"]}, {"seats", seats_of({"human", "human"})}, {"seed", seed}},
                   201);
}

// Plays a seat until the game is over, from its latest message `m`: an
// answer (picked by a fixed sequence) whenever the latest message says this
// seat decides. Returns the result and counts the answers.
json play_to_end(SeatSocket& ws, json m, int& answers, uint64_t pick = 7) {
  for (int i = 0; i < 20000; i++) {
    REQUIRE(m["type"] != "error");
    if (m.contains("result")) return m["result"];
    const json& d = m["decision"];
    if (d.is_object() && d.contains("options") && !d["options"].empty()) {
      pick = pick * 6364136223846793005ull + 1442695040888963407ull;
      ws.send({{"answer", {{"option", (pick >> 33) % d["options"].size()}}}});
      answers++;
    }
    m = ws.next();
  }
  FAIL("the game did not end");
  return {};
}

// The same game as a table's, through the C API: the same seed and decks
// deal the same cards (the server seeds as `cardinal play --seed` does).
struct Replica {
  Replica(const std::string& game, int players, uint64_t seed) {
    lib = cardinal_library_new();
    cardinal_library_paths paths{kGames, game.c_str(), nullptr};
    REQUIRE(cardinal_library_load(lib, &paths) == CARDINAL_OK);
    const char* info_json = nullptr;
    REQUIRE(cardinal_library_info_json(lib, &info_json) == CARDINAL_OK);
    json starters = json::parse(info_json)["starter_decks"];
    for (int p = 0; p < players; p++) {
      const int64_t* ids = nullptr;
      size_t n = 0;
      REQUIRE(cardinal_library_deck(lib, starters[size_t(p) % starters.size()].get<std::string>().c_str(), &ids, &n) ==
              CARDINAL_OK);
      decks.emplace_back(ids, ids + n);
    }
    std::vector<const int64_t*> ptrs;
    std::vector<size_t> sizes;
    for (auto& d : decks) {
      ptrs.push_back(d.data());
      sizes.push_back(d.size());
    }
    g = cardinal_game_new(lib);
    cardinal_game_options o{{seed, 0x5EED, 0, 0}, players, ptrs.data(), sizes.data(), nullptr, 1};
    REQUIRE(cardinal_game_start(g, &o) == CARDINAL_OK);
    REQUIRE(cardinal_game_advance(g) == CARDINAL_OK);
  }
  ~Replica() {
    cardinal_game_free(g);
    cardinal_library_free(lib);
  }
  json view(int player) {
    const char* j = nullptr;
    REQUIRE(cardinal_game_view_json(g, player, &j) == CARDINAL_OK);
    return json::parse(j);
  }
  void answer(uint32_t option) {
    REQUIRE(cardinal_game_answer(g, option) == CARDINAL_OK);
    REQUIRE(cardinal_game_advance(g) == CARDINAL_OK);
  }
  cardinal_library* lib = nullptr;
  cardinal_game* g = nullptr;
  std::vector<std::vector<int64_t>> decks;
};

// Every "id" anywhere in a document.
void collect_ids(const json& j, std::set<int64_t>& out) {
  if (j.is_object()) {
    for (auto& [k, v] : j.items()) {
      if (k == "id" && v.is_number_integer()) out.insert(v.get<int64_t>());
      collect_ids(v, out);
    }
  } else if (j.is_array()) {
    for (const json& v : j) collect_ids(v, out);
  }
}

}  // namespace

TEST_CASE("serve: the game list has every game of the folder, with players, decks, params and AIs", "[serve]") {
  Running s;
  HttpReply r = http_request(s.port(), "GET", "/api/games");
  REQUIRE(r.status == 200);
  json games = r.json()["games"];
  std::vector<std::string> ids;
  for (const json& g : games) ids.push_back(g["game"]);
  // Discovered: every folder with a schema.sql, in order.
  std::vector<std::string> folders;
  for (const auto& e : fs::directory_iterator(kGames))
    if (fs::is_regular_file(e.path() / "schema.sql")) folders.push_back(e.path().filename().string());
  std::sort(folders.begin(), folders.end());
  REQUIRE(ids == folders);
  int loaded = 0, broken = 0;
  for (const json& g : games) {
    if (g.contains("error")) {  // the folder's deliberately broken games say why
      CHECK(!g["error"].get<std::string>().empty());
      broken++;
      continue;
    }
    loaded++;
    CHECK(g["players"]["min"] <= g["players"]["max"]);
    CHECK(g["decks"].is_array());
    CHECK(g["params"].is_object());
    CHECK(std::find(g["ais"].begin(), g["ais"].end(), "greedy") != g["ais"].end());
  }
  CHECK(loaded >= 5);
  CHECK(broken >= 1);
  CHECK(http_request(s.port(), "POST", "/api/games").status == 405);
  CHECK(http_request(s.port(), "GET", "/api/nothing").status == 404);
}

TEST_CASE("serve: a human plays a greedy AI to the end over the WebSocket", "[serve]") {
  Running s;
  json game = game_for(s.port(), 2);
  json made = post_json(s.port(), "/api/tables",
                        {{"game", game["game"]}, {"seats", seats_of({"human", "greedy"})}, {"seed", 3}}, 201);
  REQUIRE(made["tokens"].size() == 2);
  REQUIRE(made["tokens"][1].is_null());  // an AI's seat has no token
  SeatSocket ws(s.port(), made["tokens"][0]);
  json hello = ws.next();
  REQUIRE(hello["type"] == "hello");
  CHECK(hello["seat"] == 0);
  CHECK(hello["view"]["viewer"] == 0);
  CHECK(hello["seats"] == json{"human", "greedy"});
  int answers = 0;
  json result = play_to_end(ws, hello, answers);
  CHECK(answers > 0);
  CHECK(result["error"] == false);
  CHECK((result["draw"] == true || !result["winners"].empty()));
}

TEST_CASE("serve: two humans on two connections play to the end, a token acting only for its seat", "[serve]") {
  Running s;
  json game = game_for(s.port(), 2);
  json made = two_humans(s.port(), game, 11);
  SeatSocket a(s.port(), made["tokens"][0]), b(s.port(), made["tokens"][1]);
  Replica replica(game["game"], 2, 11);
  json last[2] = {a.next(), b.next()};
  SeatSocket* ws[2] = {&a, &b};
  // The same game as `cardinal play --seed 11`: each seat's view is the
  // replica's view for that seat.
  CHECK(last[0]["view"] == replica.view(0));
  CHECK(last[1]["view"] == replica.view(1));
  bool refused_for_other = false;
  for (int turn = 0; turn < 5000 && !cardinal_game_over(replica.g); turn++) {
    int p = cardinal_game_deciding_player(replica.g);
    REQUIRE(p >= 0);
    REQUIRE(last[p]["decision"]["player"] == p);
    if (!refused_for_other) {  // the other seat's token cannot answer for p
      ws[1 - p]->send({{"answer", {{"option", 0}}}});
      json e = ws[1 - p]->next();
      CHECK(e == json{{"type", "error"}, {"error", "it is not your decision"}});
      refused_for_other = true;
    }
    uint32_t option = uint32_t(turn * 7919 % cardinal_game_option_count(replica.g));
    ws[p]->send({{"answer", {{"option", option}}}});
    replica.answer(option);
    for (int q = 0; q < 2; q++) {
      last[q] = ws[q]->next();
      REQUIRE(last[q]["type"] == "update");
      REQUIRE(last[q]["view"] == replica.view(q));
    }
  }
  REQUIRE(cardinal_game_over(replica.g));
  CHECK(last[0].contains("result"));
  CHECK(last[0]["result"] == last[1]["result"]);
}

TEST_CASE("serve: a seat's token never shows another seat's hidden hand", "[serve]") {
  Running s;
  json game = game_for(s.port(), 2);
  json made = two_humans(s.port(), game, 5);
  SeatSocket a(s.port(), made["tokens"][0]);
  json hello = a.next();
  Replica replica(game["game"], 2, 5);
  json referee = replica.view(-1);
  // Seat 1's hand as the referee sees it: named cards with object ids.
  std::set<int64_t> hidden_ids;
  size_t hand_size = 0;
  for (const json& z : referee["zones"])
    if (z["player"] == 1 && z["kind"] == "hand") {
      hand_size = z["cards"].size();
      for (const json& c : z["cards"]) hidden_ids.insert(c["id"].get<int64_t>());
    }
  REQUIRE(hand_size > 0);
  // Seat 0 is told how many, and nothing that names them: no id of them
  // anywhere in what it was sent.
  std::set<int64_t> seen;
  collect_ids(hello, seen);
  for (int64_t id : hidden_ids) CHECK(seen.count(id) == 0);
  for (const json& z : hello["view"]["zones"])
    if (z["player"] == 1 && z["kind"] == "hand") {
      CHECK(z["cards"].size() == hand_size);
      for (const json& c : z["cards"]) CHECK(c == json{{"hidden", true}});
    }
  // The referee's view is no seat's: a token reads only its own seat.
  CHECK(hello["view"]["viewer"] == 0);
}

TEST_CASE("serve: a bad message gets an error naming what is wrong and changes nothing", "[serve]") {
  Running s(options([](auto& o) { o.limits.max_message = 4096; }));
  json game = game_for(s.port(), 2);
  json made = two_humans(s.port(), game, 21);
  Replica replica(game["game"], 2, 21);
  int p = cardinal_game_deciding_player(replica.g);
  SeatSocket ws(s.port(), made["tokens"][p]);
  json hello = ws.next();
  REQUIRE(hello["decision"]["player"] == p);
  uint64_t hash = cardinal_game_hash(replica.g);
  const std::pair<std::string, std::string> bad[] = {
      {"not json", "malformed JSON"},
      {"[1,2]", "a message is"},
      {R"({"answer": {"option": 9999}})", "out of range"},
      {R"({"answer": {"option": -1}})", "not an option's index"},
      {R"({"answer": {"label": "No Such Option"}})", "No Such Option"},
      {R"({"answer": {"option": 0, "label": "Pass"}})", "an answer is"},
      {R"({"concede": false})", "to concede"},
      {R"({"shout": 1})", "unknown message \"shout\""},
      {R"({"answer": ")" + std::string(5000, 'x') + "\"}", "at most 4096"},
  };
  for (const auto& [text, words] : bad) {
    ws.send_text(text);
    json e = ws.next();  // the error, and no update: nothing changed
    REQUIRE(e["type"] == "error");
    CHECK_THAT(e["error"].get<std::string>(), Catch::Contains(words));
  }
  // The game is where it was: the decision answers as the replica's does.
  CHECK(cardinal_game_hash(replica.g) == hash);
  ws.send({{"answer", {{"option", 0}}}});
  replica.answer(0);
  json u = ws.next();
  REQUIRE(u["type"] == "update");
  CHECK(u["view"] == replica.view(p));
}

TEST_CASE("serve: a seat concedes at any time and the game is over for both", "[serve]") {
  Running s;
  json game = game_for(s.port(), 2);
  json made = two_humans(s.port(), game, 2);
  SeatSocket a(s.port(), made["tokens"][0]), b(s.port(), made["tokens"][1]);
  a.next();
  b.next();
  b.send({{"concede", true}});  // whoever decides
  json over = a.next();
  REQUIRE(over.contains("result"));
  CHECK(over["result"]["winners"] == json{0});
  CHECK(b.next()["result"] == over["result"]);
  b.send({{"concede", true}});
  CHECK(b.next() == json{{"type", "error"}, {"error", "the game is over"}});
  // A finished table is no longer open for anyone to join.
  CHECK(http_request(s.port(), "GET", "/api/tables").json()["tables"].empty());
}

TEST_CASE("serve: a seat disconnects and reconnects: the same view, the whole log, and play goes on", "[serve]") {
  Running s;
  json game = game_for(s.port(), 2);
  json made = two_humans(s.port(), game, 8);
  Replica replica(game["game"], 2, 8);
  std::vector<json> log;  // seat 0's log as a client keeps it
  auto keep = [&](const json& m) {
    for (const json& e : m["events"]) {
      if (e["type"] == "rollback") log.resize(log.size() - std::min(log.size(), e["retracted"].get<size_t>()));
      else log.push_back(e);
    }
  };
  json last;
  {
    SeatSocket a(s.port(), made["tokens"][0]), b(s.port(), made["tokens"][1]);
    last = a.next();
    log = last["log"].get<std::vector<json>>();
    b.next();
    // A few answers, then seat 0 leaves while seat 1 is to decide.
    SeatSocket* ws[2] = {&a, &b};
    for (int i = 0; i < 40 && !cardinal_game_over(replica.g); i++) {
      int p = cardinal_game_deciding_player(replica.g);
      if (p == 1 && i >= 10) break;
      ws[p]->send({{"answer", {{"option", 0}}}});
      replica.answer(0);
      last = a.next();
      keep(last);
      b.next();
    }
    REQUIRE(!cardinal_game_over(replica.g));
    a.close();
    // The game goes on without seat 0.
    for (int i = 0; i < 3 && cardinal_game_deciding_player(replica.g) == 1; i++) {
      b.send({{"answer", {{"option", 0}}}});
      replica.answer(0);
      b.next();
    }
  }
  SeatSocket again(s.port(), made["tokens"][0]);
  json hello = again.next();
  REQUIRE(hello["type"] == "hello");
  CHECK(hello["view"] == replica.view(0));
  // Its log is the one it had, then what happened while it was away.
  std::vector<json> whole = hello["log"].get<std::vector<json>>();
  REQUIRE(whole.size() >= log.size());
  CHECK(std::equal(log.begin(), log.end(), whole.begin()));
  // And a second reconnect gives the same again: nothing is read twice or lost.
  SeatSocket third(s.port(), made["tokens"][0]);
  CHECK(third.next()["log"] == hello["log"]);
}

TEST_CASE("serve: a four-player table of humans and AIs plays to the end", "[serve]") {
  Running s;
  json game = game_for(s.port(), 4);
  json made = post_json(s.port(), "/api/tables",
                        {{"game", game["game"]}, {"players", 4}, {"seats", seats_of({"random", "human", "greedy", "random"})},
                         {"seed", 4}},
                        201);
  REQUIRE(made["tokens"][1].is_string());
  SeatSocket ws(s.port(), made["tokens"][1]);
  json hello = ws.next();
  CHECK(hello["view"]["players"].size() == 4);
  int answers = 0;
  json result = play_to_end(ws, hello, answers, 3);
  CHECK(result["error"] == false);
}

TEST_CASE("serve: open seats are joined once, wrong tokens and bad tables are refused", "[serve]") {
  Running s(options([](auto& o) { o.limits.max_tables = 3; }));
  json game = game_for(s.port(), 2);
  std::string id = game["game"];
  json seats = json::array({{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}});
  json made = post_json(s.port(), "/api/tables", {{"game", id}, {"seats", seats}}, 201);
  REQUIRE(made["tokens"][1].is_null());  // left for someone else
  json open = http_request(s.port(), "GET", "/api/tables").json()["tables"];
  REQUIRE(open.size() == 1);
  CHECK(open[0]["id"] == made["id"]);
  CHECK(open[0]["seats"][1]["free"] == true);
  CHECK(open[0]["seats"][0]["free"] == false);
  std::string join = "/api/tables/" + made["id"].get<std::string>() + "/join";
  CHECK(http_request(s.port(), "POST", join, R"({"seat": 0})").status == 409);  // taken
  json joined = post_json(s.port(), join, {{"seat", 1}}, 200);
  CHECK(joined["seat"] == 1);
  CHECK(http_request(s.port(), "POST", join, R"({"seat": 1})").status == 409);  // once
  CHECK(http_request(s.port(), "GET", "/api/tables").json()["tables"].empty());
  SeatSocket b(s.port(), joined["token"]);
  CHECK(b.next()["seat"] == 1);

  // A token no seat has: refused at the handshake.
  CHECK_THROWS(SeatSocket(s.port(), std::string(32, '0')));
  CHECK_THROWS(SeatSocket(s.port(), ""));

  auto refused = [&](const json& body, int status, const std::string& words) {
    HttpReply r = http_request(s.port(), "POST", "/api/tables", body.dump());
    CHECK(r.status == status);
    CHECK_THAT(r.json()["error"].get<std::string>(), Catch::Contains(words));
  };
  refused({{"game", "no-such-game"}, {"seats", seats_of({"human", "human"})}}, 404, "no game");
  refused({{"game", id}, {"seats", seats_of({"human", "nobody"})}}, 400, "AI \"nobody\": unknown AI");
  refused({{"game", id}, {"seats", seats_of({"human"})}}, 400, "players, not 1");
  refused({{"game", id}, {"seats", seats_of({"human", "human"})}, {"decks", {"nope", nullptr}}}, 400, "no deck \"nope\"");
  refused({{"game", id}, {"seats", seats_of({"human", "human"})}, {"params", {{"no_such", 1}}}}, 400, "no_such");
  refused({{"game", id}, {"seats", seats_of({"human", "human"})}, {"colour", "red"}}, 400, "unknown field \"colour\"");
  CHECK(http_request(s.port(), "POST", "/api/tables", "{oops").status == 400);

  // At most three tables.
  post_json(s.port(), "/api/tables", {{"game", id}, {"seats", seats_of({"human", "human"})}}, 201);
  post_json(s.port(), "/api/tables", {{"game", id}, {"seats", seats_of({"human", "human"})}}, 201);
  refused({{"game", id}, {"seats", seats_of({"human", "human"})}}, 503, "most tables");
}

TEST_CASE("serve: idle tables expire and their tokens act no more", "[serve]") {
  Running s(options([](auto& o) { o.limits.idle = std::chrono::milliseconds(300); }));
  json game = game_for(s.port(), 2);
  json made = post_json(s.port(), "/api/tables",
                        {{"game", game["game"]}, {"seats", seats_of({"human", "human"})}}, 201);
  { SeatSocket fresh(s.port(), made["tokens"][0]); }
  std::this_thread::sleep_for(std::chrono::milliseconds(700));
  CHECK_THROWS(SeatSocket(s.port(), made["tokens"][0]));
}

TEST_CASE("serve: static files are served from their folder only", "[serve]") {
  fs::path root = fs::temp_directory_path() / ("cardinal-serve-static-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "site" / "assets");
  std::ofstream(root / "site" / "index.html") << "<!doctype html><title>cardinal</title>";
  std::ofstream(root / "site" / "assets" / "app.js") << "console.log(1)";
  std::ofstream(root / "secret.txt") << "not for you";
  fs::create_symlink(root / "secret.txt", root / "site" / "link.txt");
  Running s(options([&](auto& o) { o.static_dir = (root / "site").string(); }));
  HttpReply index = http_request(s.port(), "GET", "/");
  CHECK(index.status == 200);
  CHECK_THAT(index.body, Catch::Contains("<title>cardinal</title>"));
  CHECK(http_request(s.port(), "GET", "/assets/app.js").body == "console.log(1)");
  CHECK(http_request(s.port(), "GET", "/missing.js").status == 404);
  for (const char* escape : {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
                             "/assets/..%2f..%2fsecret.txt", "/..\\secret.txt", "/link.txt"}) {
    HttpReply r = http_request(s.port(), "GET", escape);
    INFO(escape);
    CHECK(r.status == 400);
    CHECK(r.body.find("not for you") == std::string::npos);
  }
  fs::remove_all(root);
}
