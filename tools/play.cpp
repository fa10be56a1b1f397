// `cardinal play`: a game in the terminal. Human players see their own view
// (hidden cards hidden) and numbered options; AI moves are logged. What a
// human reads comes from view_json / decision_json / option_label, never the
// raw state: the filtered view is the only source of what is shown.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <map>
#include <random>

#include "core/ai.h"
#include "wire/view_json.h"
#include "scripting/loader.h"
#include "sim/replay.h"
#include "sim/runner.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace cardinal {

namespace {

using json = nlohmann::json;

// A visible card's short name, the one options and the log use ("Bell
// Herald#12": the name and the object's slot, Game::describe), so a card on
// the board, in an option and in a log line reads the same.
std::string short_name(const json& c) {
  return fmt::format("{}#{}", c["name"].get<std::string>(), uint32_t(c["id"].get<uint64_t>() >> 16));
}

std::string player_name(const json& p) { return p.is_null() ? "shared" : fmt::format("P{}", int(p) + 1); }

// A value of a characteristic or variable as text ("" for none, 0 or empty:
// a card without that stat, an equipment's ATK).
std::string value_text(const json& val) {
  if (val.is_null() || (val.is_number() && val.get<double>() == 0) ||
      (val.is_string() && val.get<std::string>().empty()) || (val.is_array() && val.empty()))
    return "";
  if (val.is_string()) return val.get<std::string>();
  if (val.is_array()) {
    std::string text;
    for (const auto& x : val) text += (text.empty() ? "" : "/") + (x.is_string() ? x.get<std::string>() : x.dump());
    return text;
  }
  return val.dump();
}

// The ids of the visible cards of a view, by id: for names of what cards are
// attached to.
std::map<uint64_t, const json*> visible_cards(const json& v) {
  std::map<uint64_t, const json*> out;
  for (const auto& z : v["zones"])
    for (const auto& c : z["cards"])
      if (!c.contains("hidden")) out[c["id"].get<uint64_t>()] = &c;
  return out;
}

// One card of the board: its short name, the stats the ruleset's
// card_summary names (as the rules read them: `stats` when the view has it),
// what it is attached to, who controls it when that is not its owner.
std::string card_line(const json& v, const json& c, const std::map<uint64_t, const json*>& visible,
                      const json& zone_player) {
  std::string s = short_name(c);
  std::string extra;
  for (const auto& key : v["card_summary"]) {
    const std::string k = key;
    const json* val = nullptr;
    if (c.contains("stats") && c["stats"].contains(k)) val = &c["stats"][k];
    else if (c.contains("chars") && c["chars"].contains(k)) val = &c["chars"][k];
    else if (c.contains("vars") && c["vars"].contains(k)) val = &c["vars"][k];
    if (!val) continue;
    // A value below the ruleset's floor: as the rules read it, then the raw one.
    const bool floored = c.contains("stats_raw") && c["stats_raw"].contains(k);
    std::string text = floored ? val->dump() : value_text(*val);
    if (text.empty()) continue;
    if (floored) text += fmt::format(" (raw {})", c["stats_raw"][k].dump());
    extra += (extra.empty() ? "" : ", ") + k + " " + text;
  }
  if (!extra.empty()) s += " [" + extra + "]";
  if (c.contains("attached_to")) {
    auto it = visible.find(c["attached_to"].get<uint64_t>());
    s += " (attached to " + (it == visible.end() ? std::string("a card you cannot see") : short_name(*it->second)) + ")";
  }
  if (c.value("tapped", false)) s += " (" + v.value("tapped_word", std::string("tapped")) + ")";
  int owner = c.value("owner", -1), controller = c.value("controller", -1);
  if (owner != controller)
    s += fmt::format(" (P{}'s card, controlled by P{})", owner + 1, controller + 1);
  else if (!zone_player.is_null() && controller >= 0 && controller != int(zone_player))
    s += fmt::format(" (controlled by P{})", controller + 1);
  return s;
}

// The board as lines (zones with cards, then the chain), without the header.
std::vector<std::string> board_lines(const json& v) {
  std::vector<std::string> out;
  auto visible = visible_cards(v);
  for (const auto& z : v["zones"]) {
    if (z["count"] == 0) continue;
    std::string line;
    int hidden = 0, face_down = 0;
    for (const auto& c : z["cards"]) {
      if (c.contains("hidden")) {
        (c.contains("face_down") ? face_down : hidden)++;
        continue;
      }
      line += (line.empty() ? "" : ", ") + card_line(v, c, visible, z["player"]);
    }
    if (face_down) line += (line.empty() ? "" : ", ") + fmt::format("{} face down", face_down);
    if (hidden) line += (line.empty() ? "" : ", ") + fmt::format("{} hidden", hidden);
    out.push_back(fmt::format("  {:>6} {:<9} [{}] {}", player_name(z["player"]), z["kind"].get<std::string>(),
                              int(z["count"]), terminal_text(line)));
  }
  for (const auto& p : v["players"])
    if (!p["vars"].empty()) {
      std::string vars;
      for (const auto& [k, val] : p["vars"].items()) vars += (vars.empty() ? "" : ", ") + k + " " + val.dump();
      out.push_back(fmt::format("  {:>6} {}", player_name(p["player"]), terminal_text(vars)));
    }
  for (const auto& l : v["chain"])
    out.push_back(fmt::format("  chain: {} (P{})", terminal_text(l["label"].get<std::string>()), int(l["controller"]) + 1));
  return out;
}

std::string board_header(const json& v) {
  return fmt::format("=== Turn {} (P{}'s turn), {} step ===", v["turn"].get<int>(), v["active"].get<int>() + 1,
                     v["step"].is_string() ? v["step"].get<std::string>() : std::string("setup"));
}

// A card's text on demand: its name, what it is, and its printed text.
std::string card_text(const Library& lib, const json& v, const json& c) {
  std::string s = short_name(c);
  auto visible = visible_cards(v);
  s += "\n  " + card_line(v, c, visible, nullptr);
  if (c.contains("chars")) {
    std::string chars;
    for (const auto& [k, val] : c["chars"].items()) {
      std::string t = value_text(val);
      if (!t.empty() && k != "name") chars += (chars.empty() ? "" : ", ") + k + " " + t;
    }
    if (!chars.empty()) s += "\n  " + chars;
  }
  const CardDef* cd = c.contains("card") ? lib.card(c["card"].get<int64_t>()) : nullptr;
  s += "\n  " + (cd && !cd->text.empty() ? cd->text : std::string("(no text)"));
  return terminal_text(s);
}

// A whole number written as one: "1.5", "1e2", " 1" and "-0" are not.
std::optional<uint32_t> whole_number(const std::string& s) {
  if (s.empty() || s.size() > 9) return std::nullopt;
  for (char ch : s)
    if (ch < '0' || ch > '9') return std::nullopt;
  return uint32_t(std::stoul(s));
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

constexpr const char* kHelp =
    "Commands: a number answers with that option; ? N shows the card of option N; ? Name#k (or ? #k) shows a card "
    "on the board; board prints the board again; help or ? lists these; concede leaves the game.";

}  // namespace

int cmd_play(const CommonOptions& c, const PlayOptions& o) {
  // A card whose script does not load is left out of play (it has no
  // abilities), said on stderr, as `cardinal test` skips it.
  std::vector<BrokenCard> broken;
  auto lib = load_skipping_broken({c.cards_dir, c.game, c.db_path, {}}, broken);
  for (const BrokenCard& b : broken)
    fmt::print(stderr, "cardinal play: card {} plays without abilities: its script does not load ({})\n", b.card,
               terminal_text(b.message));
  Seats seats;
  GameConfig cfg;
  try {
    seats = resolve_seats(*lib, c.cards_dir, o.seats, true, "human", "greedy");
    for (const std::string& p : o.params) cfg.params.push_back(parse_param(*lib, c.game, p));
  } catch (const std::exception& e) {
    fmt::print(stderr, "cardinal play: {}\n", terminal_text(e.what()));
    return 2;
  }
  auto host = lib->new_host();
  // Without --seed every game would be the same game, its shuffles known in
  // advance: draw one, and say it so the game can be played again.
  uint64_t seed = o.seed;
  if (!o.seed_given) {
    seed = (uint64_t(std::random_device{}()) << 32) | std::random_device{}();
    if (!o.quiet) fmt::print("Game seed {} (play it again with --seed {})\n", seed, seed);
  }
  cfg.seed = {seed, 0x5EED, 0, 0};
  cfg.players = int(seats.decks.size());
  for (const std::string& d : seats.decks)
    cfg.decks.push_back(d.empty() ? std::vector<int64_t>{} : deck_from_command_line(*lib, d));
  Game g(lib->library(), cfg);
  g.bind(*host);
  Recorder rec;
  rec.replay.game = lib->library().rules.game;
  rec.replay.config = cfg;
  // The replay is written however the game ends (also when the player
  // leaves it unfinished): `cardinal replay FILE` plays it back.
  auto write_record = [&]() -> bool {
    if (o.record.empty()) return true;
    rec.finish(g);
    std::ofstream out(o.record, std::ios::binary);
    out << replay_to_json(rec.replay);
    if (!out) {
      fmt::print(stderr, "cardinal play: cannot write {}\n", terminal_text(o.record));
      return false;
    }
    if (!o.quiet) fmt::print("Replay written to {} (cardinal replay {} --step)\n", terminal_text(o.record),
                             terminal_text(o.record));
    return true;
  };
  if (!o.record.empty()) {  // a file that cannot be written is said before anything is played
    std::ofstream probe(o.record, std::ios::binary | std::ios::app);
    if (!probe) {
      fmt::print(stderr, "cardinal play: cannot write {}\n", terminal_text(o.record));
      return 2;
    }
  }
  Rng ai;
  ai.seed({seed, 0xA1, 0, 0});
  const std::vector<std::string>& kinds = seats.kinds;
  size_t printed = 0;
  g.advance();
  // A run of one line (Black-White's "a private question", asked of every
  // hidden character at every timing) prints once, with its count.
  auto flush_log = [&](PlayerId viewer) {
    const auto& log = g.state().log;
    std::string last;
    int run = 0;
    auto put = [&] {
      if (run > 0) fmt::print("  {}{}\n", terminal_text(last), run > 1 ? fmt::format(" (×{})", run) : "");
    };
    for (; printed < log.size(); printed++) {
      if (o.quiet || !(viewer == kNoPlayer || (log[printed].visible >> viewer & 1))) continue;
      if (run > 0 && log[printed].text == last) {
        run++;
        continue;
      }
      put();
      last = log[printed].text;
      run = 1;
    }
    put();
  };
  // What is printed is what the human at the terminal may see (the first
  // human, or a human deciding now); with no human, everything.
  PlayerId watcher = kNoPlayer;
  for (size_t i = kinds.size(); i-- > 0;)
    if (kinds[i] == "human") watcher = PlayerId(i);
  // The board last printed, per player: printed again only when it changed
  // (or on `board`); a new turn or step alone prints its header line.
  std::map<PlayerId, std::vector<std::string>> shown_board;
  std::map<PlayerId, std::string> shown_header;
  int auto_passes = 0;
  while (!g.over()) {
    const Decision* d = g.decision();
    PlayerId p = d->player;
    flush_log(kinds[p] == "human" ? p : watcher);
    uint32_t answer = 0;
    if (kinds[p] == "human") {
      json dj = decision_json(g, p);
      const json& opts = dj["options"];
      // Nothing to choose: the only option is the pass. Answered for the
      // player unless --no-auto-pass.
      if (o.auto_pass && d->kind == "priority" && opts.size() == 1 && opts[0].value("pass", false)) {
        auto_passes++;
        rec.before_answer(g, 0);
        if (std::optional<std::string> why = g.answer_unless_rejected(0))
          if (!o.quiet) fmt::print("  (not possible: {})\n", terminal_text(*why));
        g.advance();
        continue;
      }
      json v = view_json(g, p);
      std::vector<std::string> board = board_lines(v);
      std::string header = board_header(v);
      auto print_board = [&](bool force) {
        bool changed = force || shown_board[p] != board;
        if (changed || shown_header[p] != header) fmt::print("\n{}\n", header);
        if (changed)
          for (const std::string& l : board) fmt::print("{}\n", l);
        shown_board[p] = board;
        shown_header[p] = header;
      };
      print_board(false);
      auto print_options = [&] {
        fmt::print("P{}: {}\n", p + 1, terminal_text(dj["prompt"].get<std::string>()));
        for (const auto& opt : opts)
          fmt::print("  [{}] {}\n", int(opt["index"]), terminal_text(opt["label"].get<std::string>()));
      };
      print_options();
      bool conceded = false;
      for (;;) {
        fmt::print("> ");
        std::fflush(stdout);
        std::string raw;
        if (!std::getline(std::cin, raw)) {
          fmt::print("\nNo more input: the game is left unfinished.\n");
          write_record();
          return 1;
        }
        std::string line = trim(raw);
        if (line == "concede") {  // ZD-1.3.3, FF-2.1: at any time
          conceded = true;
          break;
        }
        if (line == "help" || line == "?" || line == "h") {
          fmt::print("{}\n", kHelp);
          continue;
        }
        if (line == "board") {
          print_board(true);
          print_options();
          continue;
        }
        if (line.rfind("?", 0) == 0) {
          std::string what = trim(line.substr(1));
          if (std::optional<uint32_t> n = whole_number(what)) {
            if (*n >= opts.size()) {
              fmt::print("There is no option {}: the options are 0 to {}.\n", *n, opts.size() - 1);
            } else if (!opts[*n].contains("card")) {
              fmt::print("Option {} is not about a card you can see: {}\n", *n,
                         terminal_text(opts[*n]["label"].get<std::string>()));
            } else {
              auto visible = visible_cards(v);
              auto it = visible.find(opts[*n]["card"].get<uint64_t>());
              if (it == visible.end()) fmt::print("Option {} is not about a card you can see.\n", *n);
              else fmt::print("{}\n", card_text(lib->library(), v, *it->second));
            }
            continue;
          }
          // A card of the board by its short name ("Bell Herald#12") or its "#12".
          size_t hash = what.rfind('#');
          std::optional<uint32_t> slot = hash == std::string::npos ? std::nullopt : whole_number(what.substr(hash + 1));
          const json* found = nullptr;
          if (slot)
            for (const auto& [id, card] : visible_cards(v))
              if (uint32_t(id >> 16) == *slot && (hash == 0 || short_name(*card) == what)) found = card;
          if (found) fmt::print("{}\n", card_text(lib->library(), v, *found));
          else fmt::print("No card you can see is called \"{}\": type ? and an option number, or a card's Name#k as "
                          "the board shows it.\n", terminal_text(what));
          continue;
        }
        if (std::optional<uint32_t> n = whole_number(line); n && *n < opts.size()) {
          answer = *n;
          break;
        }
        if (line.empty()) fmt::print("Type an option number from 0 to {}, or help.\n", opts.size() - 1);
        else fmt::print("\"{}\" is not an option: type a whole number from 0 to {}, or help.\n", terminal_text(line),
                        opts.size() - 1);
      }
      if (conceded) {
        rec.conceded(int(p));
        g.concede(p);
        g.advance();
        continue;
      }
    } else {
      answer = choose_ai(parse_ai_spec(kinds[p]), g, *host, ai);
      // The AI's answer as the watcher may know it: a private question is
      // not shown at all, a card the watcher cannot see is not named (an
      // AI's mulligan would tell its hand and the order it goes under).
      const Option& chosen = d->options[answer];
      if (!o.quiet && d->kind != "priority" && (watcher == kNoPlayer || !d->secret))
        fmt::print("  P{} ({}): {} -> {}\n", p + 1, terminal_text(d->prompt), kinds[p],
                   terminal_text(option_label(g, chosen, watcher)));
    }
    rec.before_answer(g, answer);
    if (std::optional<std::string> why = g.answer_unless_rejected(answer)) {
      // Taken back by the ruleset: nothing happened, the player chooses again.
      if (!o.quiet) fmt::print("  (not possible: {})\n", terminal_text(*why));
      continue;
    }
    g.advance();
  }
  flush_log(watcher);
  bool written = write_record();
  const Result& r = g.result();
  if (r.error) {
    fmt::print("Game ended by an error: {}\n", terminal_text(r.reason));
    return 1;
  }
  const uint32_t turns = g.state().turn;
  const std::string after = fmt::format("after {} turn{}", turns, turns == 1 ? "" : "s");
  if (r.winners == 0) fmt::print("Result: a draw ({}) {}\n", terminal_text(r.reason), after);
  std::string who;
  int n = 0;
  for (int q = 0; q < g.players(); q++)
    if (r.winners >> q & 1) who += fmt::format("{}P{} ({})", n++ ? ", " : "", q + 1, kinds[q]);
  if (n > 0)
    fmt::print("Result: {} win{} {}, {} decision{}{}\n", who, n == 1 ? "s" : "", after, g.decisions_answered(),
               g.decisions_answered() == 1 ? "" : "s",
               auto_passes ? fmt::format(" ({} passed for you: nothing else to do)", auto_passes) : "");
  return written ? 0 : 1;
}

}  // namespace cardinal
