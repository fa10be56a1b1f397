// `cardinal replay FILE`: plays a recorded game back turn by turn and checks
// the state hash before every answer.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/json_util.h"
#include "sim/replay.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace cardinal {

int cmd_replay(const CommonOptions& c, const std::string& file, bool quiet, const std::string& format, bool step) {
  const bool json = format == "json";
  if (step && (quiet || json)) {
    fmt::print(stderr, "cardinal replay: --step shows the game answer by answer; it cannot be --quiet or --format json\n");
    return 2;
  }
  quiet = quiet || json;
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    fmt::print(stderr, "cardinal replay: cannot read {}\n", file);
    return 1;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  Replay r = replay_from_json(ss.str());
  CommonOptions opts = c;
  opts.game = r.game;
  auto lib = CardLibrary::load({opts.cards_dir, opts.game, opts.db_path, {}});
  auto host = lib->new_host();
  size_t printed = 0;
  // --step: after each answer, wait for Enter (q, or the end of the input,
  // stops waiting; q also stops printing).
  bool pausing = step, stopped = false;
  size_t answered = 0;
  PlaybackReport rep = play_back(*lib, *host, r, [&](const Game& g, uint32_t answer) {
    if (quiet || stopped) return;
    const auto& log = g.state().log;
    for (; printed < log.size(); printed++) fmt::print("  {}\n", terminal_text(log[printed].text));
    if (answer == UINT32_MAX) return;
    const Decision* d = g.decision();
    answered++;
    if (d && answer < d->options.size() && (step || d->kind != "priority"))
      fmt::print("  {}P{} ({}): {}\n", step ? fmt::format("[{}/{}] ", answered, r.answers.size()) : "", d->player + 1,
                 terminal_text(d->prompt), terminal_text(d->options[answer].label));
    if (pausing) {
      fmt::print("-- Enter: next answer, q: stop --");
      std::fflush(stdout);
      std::string line;
      if (!std::getline(std::cin, line)) {
        pausing = false;  // no more input: play the rest through
        fmt::print("\n");
      } else if (line == "q" || line == "quit") {
        stopped = true;
      }
    }
  });
  if (json) {
    // The verdict as data: verified, or refused, or where it diverged.
    nlohmann::ordered_json j{{"file", file},
                             {"game", r.game},
                             {"answers", r.answers.size()},
                             {"verified", !rep.refused && rep.mismatch < 0},
                             {"refused", rep.refused},
                             {"diverged_at", rep.mismatch >= 0 ? nlohmann::ordered_json(rep.mismatch) : nullptr},
                             {"message", rep.message},
                             {"result", r.result}};
    fmt::print("{}\n", dump_json(j, 2));
    return rep.refused || rep.mismatch >= 0 ? 1 : 0;
  }
  if (stopped && !rep.refused && rep.mismatch < 0)
    fmt::print("stopped after answer {} of {}; the rest was checked, not shown\n", answered, r.answers.size());
  if (rep.refused) {
    fmt::print(stderr, "replay refused: {}\n", rep.message);
    return 1;
  }
  if (rep.mismatch >= 0) {
    fmt::print(stderr, "replay diverged at answer {}: {}\n", rep.mismatch, rep.message);
    return 1;
  }
  fmt::print("replay verified: {} answers, every state hash identical; {}\n", r.answers.size(), r.result);
  return 0;
}

}  // namespace cardinal
