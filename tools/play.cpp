// `cardinal play`: a game in the terminal. Human players see their own view
// (hidden cards hidden) and numbered options; AI moves are logged.
#include <fmt/format.h>

#include <iostream>
#include <random>

#include "core/ai.h"
#include "core/view.h"
#include "scripting/loader.h"
#include "scripting/runner.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace cardinal {

static void print_board(const Game& g, PlayerId viewer) {
  nlohmann::json v = view_json(g, viewer);
  fmt::print("\n=== Turn {} (P{}'s turn), {} step ===\n", g.state().turn, g.state().active + 1,
             v["step"].is_string() ? v["step"].get<std::string>() : std::string("setup"));
  for (auto& z : v["zones"]) {
    std::string kind = z["kind"];
    std::string who = z["player"].is_null() ? "shared" : fmt::format("P{}", int(z["player"]) + 1);
    std::string line;
    int hidden = 0;
    for (auto& c : z["cards"]) {
      if (c.contains("hidden")) { hidden++; continue; }
      std::string s = c["name"];
      // What the ruleset says a card line shows (card_summary): its
      // characteristics and variables by name, where the card has them.
      std::string extra;
      for (const auto& key : v["card_summary"]) {
        const std::string k = key;
        const nlohmann::json* val = nullptr;
        if (c.contains("chars") && c["chars"].contains(k)) val = &c["chars"][k];
        else if (c.contains("vars") && c["vars"].contains(k)) val = &c["vars"][k];
        // Nothing said for what a card lacks (0, "" or none: an equipment's ATK).
        if (!val || val->is_null() || (val->is_number() && val->get<double>() == 0) ||
            (val->is_string() && val->get<std::string>().empty()) || (val->is_array() && val->empty()))
          continue;
        std::string text = val->is_string() ? val->get<std::string>() : val->is_array() ? "" : val->dump();
        if (val->is_array())
          for (const auto& x : *val) text += (text.empty() ? "" : "/") + x.get<std::string>();
        extra += (extra.empty() ? "" : ", ") + k + " " + text;
      }
      if (!extra.empty()) s += " [" + extra + "]";
      if (c.value("tapped", false)) s += " (tapped)";
      line += (line.empty() ? "" : ", ") + s;
    }
    if (hidden) line += (line.empty() ? "" : ", ") + fmt::format("{} hidden", hidden);
    if (z["count"] == 0) continue;
    fmt::print("  {:>6} {:<9} [{}] {}\n", who, kind, int(z["count"]), terminal_text(line));
  }
  for (auto& l : v["chain"]) fmt::print("  chain: {} (P{})\n", terminal_text(std::string(l["label"])), int(l["controller"]) + 1);
}

static AiKind ai_kind(const std::string& s) { return s == "greedy" ? AiKind::Greedy : AiKind::Random; }

int cmd_play(const CommonOptions& c, const PlayOptions& o) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  Seats seats;
  try {
    seats = resolve_seats(*lib, c.cards_dir, o.seats, {"human", "random", "greedy"}, "human", "greedy");
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "cardinal play: {}\n", e.what());
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
  GameConfig cfg;
  cfg.seed = {seed, 0x5EED, 0, 0};
  cfg.players = int(seats.decks.size());
  for (const std::string& d : seats.decks)
    cfg.decks.push_back(d.empty() ? std::vector<int64_t>{} : deck_from_command_line(*lib, d));
  Game g(lib->library(), cfg);
  g.bind(*host);
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
  while (!g.over()) {
    const Decision* d = g.decision();
    PlayerId p = d->player;
    flush_log(kinds[p] == "human" ? p : watcher);
    uint32_t answer;
    if (kinds[p] == "human") {
      print_board(g, p);
      fmt::print("P{}: {}\n", p + 1, terminal_text(d->prompt));
      for (size_t i = 0; i < d->options.size(); i++) fmt::print("  [{}] {}\n", i, terminal_text(option_label(g, d->options[i], p)));
      bool conceded = false;
      for (;;) {
        fmt::print("> ");
        std::string line;
        if (!std::getline(std::cin, line)) return 1;
        if (line == "concede") {  // ZD-1.3.3, FF-2.1: at any time
          conceded = true;
          break;
        }
        try {
          answer = uint32_t(std::stoul(line));
          if (answer < d->options.size()) break;
        } catch (...) {
        }
        fmt::print("Type a number from 0 to {}, or concede.\n", d->options.size() - 1);
      }
      if (conceded) {
        g.concede(p);
        g.advance();
        continue;
      }
    } else {
      answer = choose_ai(ai_kind(kinds[p]), g, *host, ai);
      // The AI's answer as the watcher may know it: a private question is
      // not shown at all, a card the watcher cannot see is not named (an
      // AI's mulligan would tell its hand and the order it goes under).
      const Option& chosen = d->options[answer];
      if (!o.quiet && d->kind != "priority" && (watcher == kNoPlayer || !d->secret))
        fmt::print("  P{} ({}): {} -> {}\n", p + 1, terminal_text(d->prompt), kinds[p],
                   terminal_text(option_label(g, chosen, watcher)));
    }
    if (std::optional<std::string> why = answer_unless_rejected(g, answer)) {
      // Taken back by the ruleset: nothing happened, the player chooses again.
      if (!o.quiet) fmt::print("  (not possible: {})\n", terminal_text(*why));
      continue;
    }
    g.advance();
  }
  flush_log(watcher);
  const Result& r = g.result();
  if (r.error) {
    fmt::print("Game ended by an error: {}\n", terminal_text(r.reason));
    return 1;
  }
  if (r.winners == 0) fmt::print("Result: a draw ({}) after {} turns\n", terminal_text(r.reason), g.state().turn);
  std::string who;
  int n = 0;
  for (int p = 0; p < g.players(); p++)
    if (r.winners >> p & 1) who += fmt::format("{}P{} ({})", n++ ? ", " : "", p + 1, kinds[p]);
  if (n > 0)
    fmt::print("Result: {} win{} after {} turns, {} decisions\n", who, n == 1 ? "s" : "", g.state().turn,
               g.decisions_answered());
  return 0;
}

}  // namespace cardinal
