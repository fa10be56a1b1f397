// The C API: a thin, exception-free layer over the C++ library.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>
#include <string>
#include <vector>

#include "cardinal/cardinal.h"
#include "core/ai.h"
#include "core/json_util.h"
#include "core/serialize.h"
#include "wire/view_json.h"
#include "db/database.h"
#include "scripting/loader.h"
#include "sim/report.h"
#include "sim/runner.h"

using namespace cardinal;

namespace {
// A library handle may be shared by threads (each playing its own games), so
// its error text is kept per calling thread: one thread's call never clears
// or overwrites the message another thread is about to read.
class PerThreadText {
 public:
  PerThreadText& operator=(std::string s) {
    slot() = std::move(s);
    return *this;
  }
  void clear() { slot().clear(); }
  const char* c_str() const { return const_cast<PerThreadText*>(this)->slot().c_str(); }

 private:
  std::string& slot() {
    std::lock_guard lock(mutex_);
    return texts_[std::this_thread::get_id()];  // map nodes stay put; only this thread touches its own
  }
  std::mutex mutex_;
  std::map<std::thread::id, std::string> texts_;
};
}  // namespace

struct cardinal_library {
  std::shared_ptr<const CardLibrary> lib;
  PerThreadText error;
  PerThreadText text;  // the last returned JSON, per calling thread like the error
  // Decks read so far, by name. Each is read once and never replaced, so the
  // ids a caller was given stay valid for the handle's life.
  std::mutex decks_mutex;
  std::map<std::string, std::vector<int64_t>> decks;
  // Lua states are per thread: one per thread that has used this library,
  // owned by the handle (no process-wide state), freed with it.
  std::mutex hosts_mutex;
  std::map<std::thread::id, std::unique_ptr<ScriptHost>> hosts;
  ScriptHost& host_for_this_thread() {
    std::lock_guard lock(hosts_mutex);
    auto& h = hosts[std::this_thread::get_id()];
    if (!h) h = lib->new_host();
    return *h;
  }
};

struct cardinal_game {
  cardinal_library* owner = nullptr;  // the library handle must outlive its games
  std::shared_ptr<const CardLibrary> lib;
  std::optional<Game> game;
  std::string error;
  std::string text;                // the last returned JSON
  std::string bytes;               // the last snapshot
  // Per reader (each player, then the referee last): log entries already read.
  std::vector<size_t> log_read;
  // Per reader: events already read that a rolled-back action took back
  // (FF-14: an action that cannot be completed restores the state before it,
  // log included); the next read reports them first.
  std::vector<size_t> retracted;
};

namespace {

// A card source backed by the client's callbacks.
class CallbackSource final : public CardSource {
 public:
  explicit CallbackSource(cardinal_file_callbacks cb) : cb_(cb) {}
  std::optional<std::vector<std::string>> list(const std::string& dir) const override {
    const char* data = nullptr;
    size_t size = 0;
    if (!cb_.list || cb_.list(cb_.user, dir.c_str(), &data, &size) != 0) return std::nullopt;
    std::vector<std::string> out;
    std::string all(data ? data : "", data ? size : 0);
    size_t start = 0;
    while (start < all.size()) {
      size_t end = all.find('\n', start);
      if (end == std::string::npos) end = all.size();
      if (end > start) out.push_back(all.substr(start, end - start));
      start = end + 1;
    }
    std::sort(out.begin(), out.end());
    return out;
  }
  std::optional<std::string> read(const std::string& path) const override {
    const char* data = nullptr;
    size_t size = 0;
    if (!cb_.read || cb_.read(cb_.user, path.c_str(), &data, &size) != 0) return std::nullopt;
    return std::string(data ? data : "", data ? size : 0);
  }
  std::string describe(const std::string& path) const override { return "<client>/" + path; }

 private:
  cardinal_file_callbacks cb_;
};

// Runs f, turning every exception into a status and the handle's error text.
template <class H, class F>
cardinal_status guard(H* h, F f) {
  if (!h) return CARDINAL_BAD_ARGUMENT;
  try {
    h->error.clear();
    return f();
  } catch (const RuleError& e) {
    h->error = e.what();
    return CARDINAL_ILLEGAL;
  } catch (const nlohmann::json::exception& e) {
    h->error = std::string("malformed JSON: ") + e.what();
    return CARDINAL_BAD_ARGUMENT;
  } catch (const std::bad_alloc&) {
    h->error = "out of memory";
    return CARDINAL_ERROR;
  } catch (const std::exception& e) {
    h->error = e.what();
    return CARDINAL_ERROR;
  } catch (...) {
    h->error = "unknown error";
    return CARDINAL_ERROR;
  }
}

// Who may see each log entry from `floor` on: the entries a rollback to
// `floor` would take back (usually a few lines).
struct LogMark {
  size_t floor;
  std::vector<uint8_t> visible;
};
LogMark mark_log(const Game& game) {
  const auto& log = game.state().log;
  // A rollback returns to the state the pending procedure started from.
  LogMark m{game.state().proc ? game.state().proc->start()->log.size() : log.size(), {}};
  for (size_t i = m.floor; i < log.size(); i++) m.visible.push_back(log[i].visible);
  return m;
}
// The log went back to `now` entries: what each player had read past it is
// counted as retracted (reported by their next read).
void retract(cardinal_game* g, const LogMark& m, size_t now) {
  size_t referee = g->log_read.size() - 1;  // the last reader sees every line
  for (size_t p = 0; p < g->log_read.size(); p++) {
    size_t& read = g->log_read[p];
    if (read <= now) continue;
    for (size_t i = std::max(now, m.floor); i < read && i - m.floor < m.visible.size(); i++)
      g->retracted[p] += p == referee || (m.visible[i - m.floor] >> p & 1);
    read = now;
  }
}

// Answers through `answer`, keeping the players' log cursors true when the
// answer rolls an action back: the log then returns to where the action began,
// and whatever a player read past that point is retracted (reported by their
// next read) instead of silently standing for the new events that follow.
template <class F>
void answer_tracked(cardinal_game* g, Game& game, F answer) {
  LogMark m = mark_log(game);
  try {
    answer();
  } catch (const RuleError&) {
    retract(g, m, game.state().log.size());
    throw;
  }
}

cardinal_status need_game(cardinal_game* g) {
  if (!g->game) {
    g->error = "the game has not been started";
    return CARDINAL_BAD_ARGUMENT;
  }
  return CARDINAL_OK;
}

// Games bind to the calling thread's Lua state on every call, so a game
// handle may move between threads (one at a time).
Game& bound(cardinal_game* g) {
  g->game->bind(g->owner->host_for_this_thread());
  return *g->game;
}

}  // namespace

extern "C" {

const char* cardinal_version(void) {
  static const std::string v =
      fmt::format("{}.{}.{}", CARDINAL_VERSION_MAJOR, CARDINAL_VERSION_MINOR, CARDINAL_VERSION_PATCH);
  return v.c_str();
}

int cardinal_api_version(void) { return CARDINAL_API_VERSION; }

cardinal_library* cardinal_library_new(void) { return new (std::nothrow) cardinal_library; }

cardinal_status cardinal_library_load(cardinal_library* lib, const cardinal_library_paths* paths) {
  return guard(lib, [&] {
    if (!paths || !paths->cards_dir || !paths->game) {
      lib->error = "cards_dir and game are required";
      return CARDINAL_BAD_ARGUMENT;
    }
    lib->lib = CardLibrary::load({paths->cards_dir, paths->game, paths->db_path ? paths->db_path : "", {}});
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_library_load_from(cardinal_library* lib, const char* game, const cardinal_file_callbacks* files) {
  return guard(lib, [&] {
    if (!game || !files || !files->read || !files->list) {
      lib->error = "game and both callbacks are required";
      return CARDINAL_BAD_ARGUMENT;
    }
    LoadOptions opt;
    opt.game = game;
    opt.source = std::make_shared<CallbackSource>(*files);
    lib->lib = CardLibrary::load(opt);
    return CARDINAL_OK;
  });
}

const char* cardinal_library_error(const cardinal_library* lib) { return lib ? lib->error.c_str() : "null library"; }

cardinal_status cardinal_library_deck(cardinal_library* lib, const char* name, const int64_t** ids, size_t* count) {
  return guard(lib, [&] {
    if (!lib->lib || !name || !ids || !count) {
      lib->error = lib->lib ? "name, ids and count are required" : "the library is not loaded";
      return CARDINAL_BAD_ARGUMENT;
    }
    if (!plain_name(name)) {
      lib->error = fmt::format("deck \"{}\": a deck is named by its file in the game's decks/ folder without "
                               "\".txt\" (letters, digits, '-', '_' and '.'), never by a path", name);
      return CARDINAL_BAD_ARGUMENT;
    }
    std::lock_guard lock(lib->decks_mutex);
    auto it = lib->decks.find(name);
    if (it == lib->decks.end()) it = lib->decks.emplace(name, lib->lib->deck(name)).first;
    const std::vector<int64_t>& d = it->second;
    *ids = d.data();
    *count = d.size();
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_library_games_json(cardinal_library* lib, const char* cards_dir, const char** json) {
  return guard(lib, [&] {
    if (!cards_dir || !json) {
      lib->error = "cards_dir and json are required";
      return CARDINAL_BAD_ARGUMENT;
    }
    std::error_code ec;
    if (!std::filesystem::is_directory(cards_dir, ec)) {
      lib->error = fmt::format("{}: no such folder", cards_dir);
      return CARDINAL_NOT_FOUND;
    }
    lib->text = dump_json(nlohmann::json(db::discover_games(cards_dir)));
    *json = lib->text.c_str();
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_library_info_json(cardinal_library* lib, const char** json) {
  return guard(lib, [&] {
    if (!lib->lib || !json) {
      lib->error = lib->lib ? "json is required" : "the library is not loaded";
      return CARDINAL_BAD_ARGUMENT;
    }
    const RulesetDef& rules = lib->lib->library().rules;
    // The decks that belong to the table (components) are not a seat's.
    std::vector<std::string> decks, starters, table;
    for (const ComponentDef& c : rules.components)
      if (!c.deck.empty()) table.push_back(c.deck);
    for (std::string& d : lib->lib->deck_names()) {
      if (std::find(table.begin(), table.end(), d) != table.end()) continue;
      if (d.starts_with("starter-")) starters.push_back(d);
      decks.push_back(std::move(d));
    }
    nlohmann::ordered_json params = nlohmann::ordered_json::object();
    for (const auto& [name, value] : rules.params) params[name] = value;
    nlohmann::ordered_json ais = nlohmann::ordered_json::array();
    for (const char* a : kAiNames) ais.push_back(a);
    nlohmann::ordered_json j{{"game", rules.game},
                             {"players", {{"min", rules.min_players}, {"max", rules.max_players}}},
                             {"decks", decks},
                             {"starter_decks", starters},
                             {"table_cards", !rules.components.empty()},
                             {"params", params},
                             {"ais", ais}};
    lib->text = dump_json(j);
    *json = lib->text.c_str();
    return CARDINAL_OK;
  });
}

}  // extern "C"

namespace {
// A deck of cardinal_library_sim_report's options: {"name", "cards": [ids]}.
std::pair<std::string, std::vector<int64_t>> report_deck(const nlohmann::json& d, const char* where) {
  if (!d.is_object() || !d.contains("cards") || !d["cards"].is_array())
    throw std::invalid_argument(fmt::format("{}: each deck is {{\"name\", \"cards\": [ids]}}", where));
  std::vector<int64_t> ids;
  for (const auto& c : d["cards"]) {
    auto id = json_integer<int64_t>(c);
    if (!id) throw std::invalid_argument(fmt::format("{}: a card id is an integer, not {}", where, dump_json(c)));
    ids.push_back(*id);
  }
  return {d.value("name", std::string()), std::move(ids)};
}
int report_int(const nlohmann::json& o, const char* key, int fallback, int lo, int hi) {
  if (!o.contains(key)) return fallback;
  auto v = json_integer<int>(o[key]);
  if (!v || *v < lo || *v > hi) throw std::invalid_argument(fmt::format("{}: an integer {} to {}", key, lo, hi));
  return *v;
}
}  // namespace

extern "C" {

cardinal_status cardinal_library_sim_report(cardinal_library* lib, const char* options_json, const char* path,
                                            const char** summary) {
  return guard(lib, [&] {
    if (!lib->lib || !options_json || !path) {
      lib->error = lib->lib ? "options_json and path are required" : "the library is not loaded";
      return CARDINAL_BAD_ARGUMENT;
    }
    const CardLibrary& cl = *lib->lib;
    SimOptions so;
    std::vector<std::string> seat_players;
    std::vector<std::pair<std::string, std::vector<int64_t>>> decks, round_robin;
    try {
      nlohmann::json o = nlohmann::json::parse(options_json);
      if (!o.is_object()) throw std::invalid_argument("options: a JSON object");
      so.games = report_int(o, "games", 100, 0, kMaxSimGames);
      so.threads = report_int(o, "threads", 1, 1, kMaxSimThreads);
      if (o.contains("seed")) {
        auto seed = json_integer<uint64_t>(o["seed"]);
        if (!seed) throw std::invalid_argument("seed: an integer of 64 bits");
        so.seed = *seed;
      }
      for (const auto& d : o.value("decks", nlohmann::json::array())) decks.push_back(report_deck(d, "decks"));
      for (const auto& d : o.value("round_robin", nlohmann::json::array()))
        round_robin.push_back(report_deck(d, "round_robin"));
      if (!round_robin.empty() && !decks.empty())
        throw std::invalid_argument("round_robin gives both seats their decks: leave out decks");
      if (!round_robin.empty() && round_robin.size() < 2)
        throw std::invalid_argument("round_robin: two decks or more");
      const size_t players = round_robin.empty() ? decks.size() : 2;
      if (players < 2) throw std::invalid_argument("decks: one per seat, two seats or more");
      auto seats = o.value("seats", nlohmann::json::array());
      if (!seats.is_array() || seats.size() > players)
        throw std::invalid_argument("seats: a list of AI specs, at most one per seat");
      for (size_t p = 0; p < players; p++) {
        std::string spec = p < seats.size() ? seats[p].get<std::string>() : std::string("random");
        so.ai.push_back(parse_ai_spec(spec));
        seat_players.push_back(spec);
      }
      for (const auto& [name, v] : o.value("params", nlohmann::json::object()).items()) {
        auto value = json_integer<int64_t>(v);
        if (cl.library().rules.param_index(name) < 0 || !value)
          throw std::invalid_argument(fmt::format("params: {} is no integer parameter of {}", name, cl.library().rules.game));
        so.params.push_back({name, *value});
      }
      for (const auto& d : decks) so.decks.push_back(d.second);
      if (!round_robin.empty()) so.decks.assign(2, {});
    } catch (const std::invalid_argument& e) {
      lib->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    }
    so.card_events = true;
    std::ofstream out(path, std::ios::binary);
    if (!out) {
      lib->error = fmt::format("{}: cannot write that file", path);
      return CARDINAL_NOT_FOUND;
    }
    std::vector<SimRun> runs;
    try {  // a deck the game cannot start with (an unknown card, too many) is a bad option
      if (round_robin.empty()) {
        std::vector<std::string> names;
        for (const auto& d : decks) names.push_back(d.first);
        runs.push_back({names, simulate(cl, so)});
      } else {
        runs = play_round_robin(cl, so, round_robin);
      }
    } catch (const RuleError& e) {
      lib->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    }
    out << report_html(report_input(cl, cl.library().rules.game, so, seat_players, runs, !round_robin.empty()));
    out.close();
    if (!out) {
      lib->error = fmt::format("{}: writing the report failed", path);
      return CARDINAL_ERROR;
    }
    SimReport r = merge_runs(runs);
    nlohmann::json wins = nlohmann::json::array();
    for (size_t p = 0; p < so.decks.size(); p++) wins.push_back(r.wins[p]);
    lib->text = dump_json(nlohmann::json{{"games", r.games.size()}, {"wins", wins}, {"draws", r.draws},
                                         {"errors", r.errors}, {"stuck", r.stuck}, {"hangs", r.hangs},
                                         {"seconds", r.seconds}, {"report", path}});
    if (summary) *summary = lib->text.c_str();
    return CARDINAL_OK;
  });
}

void cardinal_library_free(cardinal_library* lib) { delete lib; }

}  // extern "C"

namespace {

// An integer option of cardinal_library_simulate_json within [lo, hi].
int64_t sim_int(const nlohmann::json& o, const char* key, int64_t fallback, int64_t lo, int64_t hi) {
  if (!o.contains(key)) return fallback;
  std::optional<int64_t> v = json_integer<int64_t>(o[key]);
  if (!v || *v < lo || *v > hi) throw std::invalid_argument(fmt::format("\"{}\" must be an integer from {} to {}", key, lo, hi));
  return *v;
}

// The options of cardinal_library_simulate_json as the runner takes them.
SimOptions sim_options(const nlohmann::json& o) {
  static const char* const kKeys[] = {"games", "seed", "first", "threads", "decks", "seats",
                                      "params", "max_decisions", "hang_seconds"};
  if (!o.is_object()) throw std::invalid_argument("options_json must be an object");
  for (auto it = o.begin(); it != o.end(); ++it) {
    const std::string& key = it.key();
    if (std::find_if(std::begin(kKeys), std::end(kKeys), [&](const char* x) { return key == x; }) == std::end(kKeys))
      throw std::invalid_argument(fmt::format("unknown option \"{}\"", key));
  }
  SimOptions so;
  so.games = int(sim_int(o, "games", 100, 0, kMaxSimGames));
  so.first = int(sim_int(o, "first", 0, 0, kMaxSimGames - so.games));
  if (o.contains("seed")) {
    std::optional<uint64_t> seed = json_integer<uint64_t>(o["seed"]);
    if (!seed) throw std::invalid_argument("\"seed\" must be an integer from 0 to 2^64-1");
    so.seed = *seed;
  }
  so.threads = int(sim_int(o, "threads", 1, 1, kMaxSimThreads));
  so.max_decisions = size_t(sim_int(o, "max_decisions", int64_t(so.max_decisions), 1, 100'000'000));
  so.hang_seconds = double(sim_int(o, "hang_seconds", 60, 0, 86'400));
  const nlohmann::json& decks = o.value("decks", nlohmann::json());
  if (!decks.is_array() || decks.empty() || decks.size() > 8)
    throw std::invalid_argument("\"decks\" must be an array of 1 to 8 decks (arrays of card ids), one per seat");
  for (size_t p = 0; p < decks.size(); p++) {
    if (!decks[p].is_array()) throw std::invalid_argument(fmt::format("deck {} must be an array of card ids", p));
    std::vector<int64_t>& d = so.decks.emplace_back();
    for (const auto& id : decks[p]) {
      std::optional<int64_t> v = json_integer<int64_t>(id);
      if (!v) throw std::invalid_argument(fmt::format("deck {}: a card id must be an integer", p));
      d.push_back(*v);
    }
  }
  const nlohmann::json& seats = o.value("seats", nlohmann::json::array());
  if (!seats.is_array() || seats.size() > decks.size())
    throw std::invalid_argument("\"seats\" must be an array of AI specs, at most one per deck");
  for (size_t p = 0; p < seats.size(); p++) {
    if (!seats[p].is_string()) throw std::invalid_argument(fmt::format("seat {}: an AI spec is a string", p));
    so.ai.push_back(parse_ai_spec(seats[p].get<std::string>()));
  }
  const nlohmann::json& params = o.value("params", nlohmann::json::object());
  if (!params.is_object()) throw std::invalid_argument("\"params\" must be an object of integers");
  for (const auto& [k, v] : params.items()) {
    std::optional<int64_t> value = json_integer<int64_t>(v);
    if (!value) throw std::invalid_argument(fmt::format("parameter {} must be an integer that fits 64 bits", k));
    so.params.emplace_back(k, *value);
  }
  return so;
}

nlohmann::ordered_json seat_list(uint8_t mask) {
  nlohmann::ordered_json a = nlohmann::ordered_json::array();
  for (int p = 0; p < 8; p++)
    if (mask >> p & 1) a.push_back(p);
  return a;
}

}  // namespace

extern "C" cardinal_status cardinal_library_simulate_json(cardinal_library* lib, const char* options_json,
                                                          const char** json) {
  return guard(lib, [&] {
    if (!lib->lib || !options_json || !json) {
      lib->error = lib->lib ? "options_json and json are required" : "the library is not loaded";
      return CARDINAL_BAD_ARGUMENT;
    }
    SimOptions so;
    try {
      so = sim_options(nlohmann::json::parse(options_json));
    } catch (const std::invalid_argument& e) {
      lib->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    }
    SimReport r;
    try {  // what makes the whole run impossible (a card no library has, bad counts) is the caller's
      r = simulate(*lib->lib, so);
    } catch (const std::invalid_argument& e) {
      lib->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    } catch (const RuleError& e) {
      lib->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    }
    nlohmann::ordered_json games = nlohmann::ordered_json::array();
    for (size_t i = 0; i < r.games.size(); i++) {
      const GameRecord& g = r.games[i];
      const char* outcome = g.hung ? "hung" : g.error ? "error" : g.stuck ? "stuck" : "finished";
      games.push_back({{"index", so.first + int(i)},
                       {"seed", fmt::format("{:016x}", g.seed)},
                       {"hash", fmt::format("{:016x}", g.hash)},
                       {"turns", g.turns},
                       {"decisions", g.decisions},
                       {"winners", seat_list(g.winners)},
                       {"lost", seat_list(g.lost)},
                       {"outcome", outcome},
                       {"reason", g.reason},
                       {"script_spent", g.script_spent}});
    }
    lib->text = dump_json(nlohmann::ordered_json{{"first", so.first}, {"games", std::move(games)}});
    *json = lib->text.c_str();
    return CARDINAL_OK;
  });
}

extern "C" {

cardinal_game* cardinal_game_new(const cardinal_library* lib) {
  if (!lib || !lib->lib) return nullptr;
  auto* g = new (std::nothrow) cardinal_game;
  if (g) {
    g->owner = const_cast<cardinal_library*>(lib);
    g->lib = lib->lib;
  }
  return g;
}

const char* cardinal_game_error(const cardinal_game* g) { return g ? g->error.c_str() : "null game"; }

void cardinal_game_free(cardinal_game* g) { delete g; }

cardinal_status cardinal_game_start(cardinal_game* g, const cardinal_game_options* o) {
  return guard(g, [&] {
    if (!o || o->players < 1 || o->players > 8 || !o->decks || !o->deck_sizes) {
      g->error = "options need 1-8 players, decks and deck_sizes";
      return CARDINAL_BAD_ARGUMENT;
    }
    GameConfig cfg;
    for (int i = 0; i < 4; i++) cfg.seed[i] = o->seed[i];
    cfg.players = o->players;
    cfg.log = o->log != 0;
    for (int p = 0; p < o->players; p++) {
      if (!o->decks[p] && o->deck_sizes[p]) {
        g->error = fmt::format("deck {} is null", p);
        return CARDINAL_BAD_ARGUMENT;
      }
      cfg.decks.emplace_back(o->decks[p], o->decks[p] + o->deck_sizes[p]);
    }
    if (o->params_json) {
      auto j = nlohmann::json::parse(o->params_json);
      if (!j.is_object()) throw RuleError("params_json must be an object of integers");
      for (auto& [k, v] : j.items()) {
        std::optional<int64_t> value = json_integer<int64_t>(v);
        if (!value) throw RuleError(fmt::format("parameter {} must be an integer that fits 64 bits", k));
        cfg.params.emplace_back(k, *value);
      }
    }
    g->game.emplace(g->lib->library(), cfg);
    g->log_read.assign(size_t(o->players) + 1, 0);  // + the referee
    g->retracted.assign(size_t(o->players) + 1, 0);
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_advance(cardinal_game* g) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    bound(g).advance();
    if (g->game->result().error) {
      g->error = g->game->result().reason;
      return CARDINAL_ERROR;
    }
    return CARDINAL_OK;
  });
}

int cardinal_game_over(const cardinal_game* g) { return g && g->game && g->game->over() ? 1 : 0; }

int cardinal_game_deciding_player(const cardinal_game* g) {
  if (!g || !g->game || !g->game->decision()) return -1;
  return g->game->decision()->player;
}

int cardinal_game_option_count(const cardinal_game* g) {
  if (!g || !g->game || !g->game->decision()) return -1;
  return int(g->game->decision()->options.size());
}

cardinal_status cardinal_game_view_json(cardinal_game* g, int player, const char** json) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    if (!json || player < -1 || player >= g->game->players()) {
      g->error = "player must be -1 (referee) or a player index";
      return CARDINAL_BAD_ARGUMENT;
    }
    PlayerId viewer = player < 0 ? kNoPlayer : PlayerId(player);
    // Bound: a view runs scripts (characteristics), and a game restored into
    // a new handle has not been bound by an advance yet.
    Game& game = bound(g);
    g->text = view_document_text(game, viewer);
    *json = g->text.c_str();
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_messages_json(cardinal_game* g, int player, const char** json) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    if (!json || player < -1 || player >= g->game->players()) {
      g->error = "player must be -1 (referee) or a player index";
      return CARDINAL_BAD_ARGUMENT;
    }
    const auto& log = g->game->state().log;
    // The referee reads from its own cursor like a player (on 08515d4 it got
    // the whole log at every read: a 32 MB log, every call).
    size_t reader = player < 0 ? g->log_read.size() - 1 : size_t(player);
    size_t& from = g->log_read[reader];
    nlohmann::json events = nlohmann::json::array();
    if (g->retracted[reader] > 0) {
      size_t n = g->retracted[reader];
      events.push_back({{"type", "rollback"},
                        {"retracted", n},
                        {"text", fmt::format("(rolled back: the last {} line{} did not happen)", n, n == 1 ? "" : "s")}});
      g->retracted[reader] = 0;
    }
    for (size_t i = from; i < log.size(); i++)
      if (player < 0 || (log[i].visible >> player & 1)) events.push_back({{"type", "log"}, {"text", log[i].text}});
    from = log.size();
    PlayerId viewer = player < 0 ? kNoPlayer : PlayerId(player);
    // Written as nlohmann writes the same object: keys in order, no spaces.
    g->text = "{\"decision\":" + decision_text(bound(g), viewer) + ",\"events\":" + dump_json(events) + ",\"protocol\":1";
    if (g->game->over()) g->text += ",\"result\":" + result_text(*g->game);
    g->text += '}';
    *json = g->text.c_str();
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_answer(cardinal_game* g, uint32_t option) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    Game& game = bound(g);
    answer_tracked(g, game, [&] { game.answer(option); });
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_answer_json(cardinal_game* g, const char* json) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    if (!json) {
      g->error = "json is null";
      return CARDINAL_BAD_ARGUMENT;
    }
    auto j = nlohmann::json::parse(json);
    Game& game = bound(g);
    const Decision* d = game.decision();
    if (!d) throw RuleError("no decision is pending");
    if (j.is_object() && j.contains("option") && j["option"].is_number_unsigned()) {
      std::optional<uint32_t> option = json_integer<uint32_t>(j["option"]);
      if (!option)  // not cast: 2^32 would be option 0
        throw RuleError(fmt::format("option {} is out of range: the decision has {} options", j["option"].dump(),
                                    d->options.size()));
      answer_tracked(g, game, [&] { game.answer(*option); });
      return CARDINAL_OK;
    }
    if (j.is_object() && j.contains("label") && j["label"].is_string()) {
      std::string label = j["label"];
      for (size_t i = 0; i < d->options.size(); i++)
        if (d->options[i].label == label) {
          answer_tracked(g, game, [&] { game.answer(uint32_t(i)); });
          return CARDINAL_OK;
        }
      throw RuleError(fmt::format("no option is labelled \"{}\"", label));
    }
    g->error = "an answer is {\"option\": N} or {\"label\": \"...\"}";
    return CARDINAL_BAD_ARGUMENT;
  });
}

cardinal_status cardinal_game_concede(cardinal_game* g, int player) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    if (player < 0 || player >= g->game->players()) {
      g->error = fmt::format("there is no player {}: players are 0 to {}", player, g->game->players() - 1);
      return CARDINAL_BAD_ARGUMENT;
    }
    Game& game = bound(g);
    LogMark m = mark_log(game);
    bool undone = game.state().proc.has_value();  // the task under way is undone
    game.concede(PlayerId(player));
    if (undone) retract(g, m, game.state().log.size());
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_ai_choose(cardinal_game* g, const char* spec, uint64_t seed, uint32_t* option) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    AiSpec ai;
    try {
      ai = parse_ai_spec(spec ? spec : "");
    } catch (const std::invalid_argument& e) {
      g->error = e.what();
      return CARDINAL_BAD_ARGUMENT;
    }
    if (!option) {
      g->error = "option is null";
      return CARDINAL_BAD_ARGUMENT;
    }
    Game& game = bound(g);
    if (!game.decision()) throw RuleError("no decision is pending");
    Rng rng;
    rng.seed({seed, 0, 0, 0});
    ScriptHost& host = g->owner->host_for_this_thread();
    *option = choose_ai(ai, game, host, rng);
    return CARDINAL_OK;
  });
}

uint64_t cardinal_game_hash(const cardinal_game* g) { return g && g->game ? g->game->hash() : 0; }

cardinal_status cardinal_game_snapshot(cardinal_game* g, const uint8_t** bytes, size_t* size) {
  return guard(g, [&] {
    if (cardinal_status s = need_game(g)) return s;
    if (!bytes || !size) return CARDINAL_BAD_ARGUMENT;
    g->bytes = snapshot(*g->game);
    *bytes = reinterpret_cast<const uint8_t*>(g->bytes.data());
    *size = g->bytes.size();
    return CARDINAL_OK;
  });
}

cardinal_status cardinal_game_restore(cardinal_game* g, const uint8_t* bytes, size_t size) {
  return guard(g, [&] {
    if (!bytes && size) return CARDINAL_BAD_ARGUMENT;
    Game r = restore(g->lib->library(), std::string_view(reinterpret_cast<const char*>(bytes), size));
    g->log_read.assign(size_t(r.players()) + 1, r.state().log.size());  // + the referee
    g->retracted.assign(size_t(r.players()) + 1, 0);
    g->game.emplace(std::move(r));
    return CARDINAL_OK;
  });
}

cardinal_game* cardinal_game_clone(const cardinal_game* g) {
  if (!g) return nullptr;
  try {
    return new cardinal_game(*g);
  } catch (...) {
    return nullptr;
  }
}

}  // extern "C"
