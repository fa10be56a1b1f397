// The Python binding's native half: a thin pybind11 layer over the public C
// API (include/cardinal/cardinal.h, libcardinal) and nothing else; the
// build's layering check (CARDINAL_LAYERS) keeps it from including engine
// folders. Every C call returns a status; a status other than CARDINAL_OK
// becomes a Python exception carrying the handle's error text:
//   CARDINAL_ILLEGAL       -> cardinal.IllegalAnswer  (nothing changed)
//   CARDINAL_BAD_ARGUMENT  -> cardinal.BadArgument    (also a ValueError)
//   CARDINAL_NOT_FOUND     -> cardinal.NotFound       (also a LookupError)
//   CARDINAL_ERROR         -> cardinal.CardinalError  (the base of all four)
// The friendly API (decks by name, dicts, the environment, agents) is the
// pure-Python package around it (python/cardinal/).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cardinal/cardinal.h"

namespace py = pybind11;

namespace {

struct Errors {
  PyObject* base = nullptr;
  PyObject* illegal = nullptr;
  PyObject* bad_argument = nullptr;
  PyObject* not_found = nullptr;
};
Errors errors;

[[noreturn]] void raise(cardinal_status s, const std::string& what) {
  PyObject* type = errors.base;
  if (s == CARDINAL_ILLEGAL) type = errors.illegal;
  if (s == CARDINAL_BAD_ARGUMENT) type = errors.bad_argument;
  if (s == CARDINAL_NOT_FOUND) type = errors.not_found;
  PyErr_SetString(type, what.empty() ? "cardinal: error without a message" : what.c_str());
  throw py::error_already_set();
}

// A loaded card library (cardinal_library*), shared by its games.
class Library {
 public:
  Library(const std::string& game, const std::string& cards_dir, const std::optional<std::string>& db_path)
      : lib_(cardinal_library_new()) {
    if (!lib_) raise(CARDINAL_ERROR, "out of memory");
    cardinal_library_paths paths{cards_dir.c_str(), game.c_str(), db_path ? db_path->c_str() : nullptr};
    cardinal_status s;
    {
      py::gil_scoped_release unlocked;  // loading reads and runs every script
      s = cardinal_library_load(lib_, &paths);
    }
    if (s != CARDINAL_OK) {
      std::string why = cardinal_library_error(lib_);
      cardinal_library_free(lib_);
      lib_ = nullptr;
      raise(s, why);
    }
  }
  ~Library() { cardinal_library_free(lib_); }
  Library(const Library&) = delete;
  Library& operator=(const Library&) = delete;

  std::vector<int64_t> deck(const std::string& name) {
    const int64_t* ids = nullptr;
    size_t count = 0;
    check(cardinal_library_deck(lib_, name.c_str(), &ids, &count));
    return std::vector<int64_t>(ids, ids + count);
  }
  // cardinal_library_sim_report: plays the games (without the GIL) and
  // writes the report; returns the summary JSON.
  std::string sim_report(const std::string& options_json, const std::string& path) {
    const char* summary = nullptr;
    cardinal_status s;
    {
      py::gil_scoped_release unlocked;
      s = cardinal_library_sim_report(lib_, options_json.c_str(), path.c_str(), &summary);
    }
    check(s);
    return summary;
  }
  // The batch runs on C++ threads with Python's lock released, so a host's
  // other Python threads (a Dask worker's heartbeat) go on meanwhile.
  std::string simulate_json(const std::string& options_json) {
    const char* json = nullptr;
    cardinal_status s;
    {
      py::gil_scoped_release unlocked;
      s = cardinal_library_simulate_json(lib_, options_json.c_str(), &json);
    }
    check(s);
    return json;
  }
  cardinal_library* handle() const { return lib_; }

 private:
  void check(cardinal_status s) {
    if (s != CARDINAL_OK) raise(s, cardinal_library_error(lib_));
  }
  cardinal_library* lib_;
};

// One game (cardinal_game*). It keeps its library alive.
class Game {
 public:
  explicit Game(std::shared_ptr<Library> lib) : lib_(std::move(lib)), g_(cardinal_game_new(lib_->handle())) {
    if (!g_) raise(CARDINAL_ERROR, "cardinal_game_new failed");
  }
  Game(std::shared_ptr<Library> lib, cardinal_game* g) : lib_(std::move(lib)), g_(g) {}
  ~Game() { cardinal_game_free(g_); }
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  void start(std::array<uint64_t, 4> seed, int players, const std::vector<std::vector<int64_t>>& decks,
             const std::optional<std::string>& params_json, bool log) {
    if (int(decks.size()) != players)
      raise(CARDINAL_BAD_ARGUMENT, "decks: one deck per player is needed (" + std::to_string(players) +
                                       " players, " + std::to_string(decks.size()) + " decks)");
    std::vector<const int64_t*> ptrs;
    std::vector<size_t> sizes;
    for (const auto& d : decks) {
      ptrs.push_back(d.data());
      sizes.push_back(d.size());
    }
    cardinal_game_options o{};
    for (int i = 0; i < 4; i++) o.seed[i] = seed[size_t(i)];
    o.players = players;
    o.decks = ptrs.data();
    o.deck_sizes = sizes.data();
    o.params_json = params_json ? params_json->c_str() : nullptr;
    o.log = log ? 1 : 0;
    check(cardinal_game_start(g_, &o));
  }
  void advance() { check(cardinal_game_advance(g_)); }
  bool over() const { return cardinal_game_over(g_) != 0; }
  int deciding_player() const { return cardinal_game_deciding_player(g_); }
  int option_count() const { return cardinal_game_option_count(g_); }
  std::string view_json(int player) {
    const char* json = nullptr;
    check(cardinal_game_view_json(g_, player, &json));
    return json;
  }
  std::string messages_json(int player) {
    const char* json = nullptr;
    check(cardinal_game_messages_json(g_, player, &json));
    return json;
  }
  void answer(int64_t option) {
    if (option < 0 || option > int64_t(UINT32_MAX))
      raise(CARDINAL_ILLEGAL, "option " + std::to_string(option) + " is out of range: the decision has " +
                                  std::to_string(option_count()) + " options");
    check(cardinal_game_answer(g_, uint32_t(option)));
  }
  void answer_json(const std::string& json) { check(cardinal_game_answer_json(g_, json.c_str())); }
  void concede(int player) { check(cardinal_game_concede(g_, player)); }
  uint32_t ai_choose(const std::string& spec, uint64_t seed) {
    uint32_t option = 0;
    check(cardinal_game_ai_choose(g_, spec.c_str(), seed, &option));
    return option;
  }
  uint64_t hash() const { return cardinal_game_hash(g_); }
  py::bytes snapshot() {
    const uint8_t* bytes = nullptr;
    size_t size = 0;
    check(cardinal_game_snapshot(g_, &bytes, &size));
    return py::bytes(reinterpret_cast<const char*>(bytes), size);
  }
  void restore(const py::bytes& data) {
    std::string_view b = data;
    check(cardinal_game_restore(g_, reinterpret_cast<const uint8_t*>(b.data()), b.size()));
  }
  std::unique_ptr<Game> clone() const {
    cardinal_game* c = cardinal_game_clone(g_);
    if (!c) raise(CARDINAL_ERROR, "cardinal_game_clone failed");
    return std::make_unique<Game>(lib_, c);
  }
  std::shared_ptr<Library> library() const { return lib_; }

 private:
  void check(cardinal_status s) {
    if (s != CARDINAL_OK) raise(s, cardinal_game_error(g_));
  }
  std::shared_ptr<Library> lib_;
  cardinal_game* g_;
};

PyObject* new_error(py::module_& m, const char* name, PyObject* bases, const char* doc) {
  std::string full = std::string("cardinal.") + name;
  PyObject* e = PyErr_NewExceptionWithDoc(full.c_str(), doc, bases, nullptr);
  if (!e) throw py::error_already_set();
  m.add_object(name, py::handle(e));
  return e;
}

}  // namespace

PYBIND11_MODULE(_cardinal, m) {
  m.doc() = "Cardinal's C API (libcardinal) for Python; use the `cardinal` package, which wraps this.";

  errors.base = new_error(m, "CardinalError", PyExc_RuntimeError,
                          "A Cardinal C API call failed (CARDINAL_ERROR); the message is the handle's error text.");
  py::tuple illegal_bases = py::make_tuple(py::handle(errors.base));
  errors.illegal = new_error(m, "IllegalAnswer", illegal_bases.ptr(),
                             "CARDINAL_ILLEGAL: an illegal answer or action; the game is unchanged.");
  py::tuple bad_bases = py::make_tuple(py::handle(errors.base), py::handle(PyExc_ValueError));
  errors.bad_argument = new_error(m, "BadArgument", bad_bases.ptr(),
                                  "CARDINAL_BAD_ARGUMENT: a bad option, player index or malformed JSON.");
  py::tuple nf_bases = py::make_tuple(py::handle(errors.base), py::handle(PyExc_LookupError));
  errors.not_found = new_error(m, "NotFound", nf_bases.ptr(),
                               "CARDINAL_NOT_FOUND: no such game, file, card or snapshot data.");

  m.def("version", &cardinal_version, "The linked libcardinal's version, \"MAJOR.MINOR.PATCH\".");
  m.def("api_version", &cardinal_api_version, "The linked C API's version (CARDINAL_API_VERSION).");

  py::class_<Library, std::shared_ptr<Library>>(m, "Library", "cardinal_library: a loaded card library.")
      .def(py::init<const std::string&, const std::string&, const std::optional<std::string>&>(), py::arg("game"),
           py::arg("cards_dir"), py::arg("db_path") = py::none())
      .def("deck", &Library::deck, py::arg("name"), "cardinal_library_deck: a named deck's card ids.")
      .def("sim_report", &Library::sim_report, py::arg("options_json"), py::arg("path"),
           "cardinal_library_sim_report: play AI games, write their balance report (HTML) to path; the summary JSON.")
      .def("simulate_json", &Library::simulate_json, py::arg("options_json"),
           "cardinal_library_simulate_json: a batch of AI games as `cardinal sim` plays them.");

  py::class_<Game>(m, "Game", "cardinal_game: one game of a library.")
      .def(py::init<std::shared_ptr<Library>>(), py::arg("library"))
      .def("start", &Game::start, py::arg("seed"), py::arg("players"), py::arg("decks"),
           py::arg("params_json") = py::none(), py::arg("log") = true)
      .def("advance", &Game::advance)
      .def("over", &Game::over)
      .def("deciding_player", &Game::deciding_player)
      .def("option_count", &Game::option_count)
      .def("view_json", &Game::view_json, py::arg("player"))
      .def("messages_json", &Game::messages_json, py::arg("player"))
      .def("answer", &Game::answer, py::arg("option"))
      .def("answer_json", &Game::answer_json, py::arg("json"))
      .def("concede", &Game::concede, py::arg("player"))
      .def("ai_choose", &Game::ai_choose, py::arg("spec"), py::arg("seed"))
      .def("hash", &Game::hash)
      .def("snapshot", &Game::snapshot)
      .def("restore", &Game::restore, py::arg("data"))
      .def("clone", &Game::clone)
      .def("library", &Game::library);
}
