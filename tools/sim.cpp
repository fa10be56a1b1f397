// `cardinal sim`: many AI games; results per side, turns, errors, speed.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "scripting/runner.h"
#include "tools/commands.h"

namespace cardinal {

int cmd_sim(const CommonOptions& c, const SimCmdOptions& o) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  SimOptions so;
  so.games = o.games;
  so.seed = o.seed;
  so.threads = o.threads;
  so.ai[0] = o.p1 == "greedy" ? AiKind::Greedy : AiKind::Random;
  so.ai[1] = o.p2 == "greedy" ? AiKind::Greedy : AiKind::Random;
  so.decks = {lib->deck(o.deck1), lib->deck(o.deck2)};
  so.progress = o.progress;
  so.record_dir = o.record;
  SimReport r = simulate(*lib, so);
  if (o.format == "json") {
    nlohmann::json j{{"game", c.game}, {"games", o.games}, {"seed", o.seed}, {"threads", o.threads},
                     {"p1_wins", r.wins[0]}, {"p2_wins", r.wins[1]}, {"draws", r.draws},
                     {"script_errors", r.errors}, {"stuck", r.stuck}, {"avg_turns", r.avg_turns},
                     {"avg_decisions", r.avg_decisions}, {"seconds", r.seconds},
                     {"games_per_second", r.seconds > 0 ? o.games / r.seconds : 0}};
    auto& reasons = j["endings"] = nlohmann::json::object();
    for (const GameRecord& g : r.games) reasons[g.reason] = reasons.value(g.reason, 0) + 1;
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print("games           {}\n", o.games);
    fmt::print("P1 ({}) wins    {}\n", o.p1, r.wins[0]);
    fmt::print("P2 ({}) wins    {}\n", o.p2, r.wins[1]);
    fmt::print("draws           {}\n", r.draws);
    fmt::print("script errors   {}\n", r.errors);
    fmt::print("stuck games     {}\n", r.stuck);
    fmt::print("avg turns       {:.1f}\n", r.avg_turns);
    fmt::print("avg decisions   {:.1f}\n", r.avg_decisions);
    fmt::print("games/s         {:.1f} ({:.2f}s)\n", r.seconds > 0 ? o.games / r.seconds : 0, r.seconds);
    for (const GameRecord& g : r.games)
      if (g.error || g.stuck) fmt::print("  seed {:016x}: {}\n", g.seed, g.reason);
  }
  return r.errors == 0 && r.stuck == 0 ? 0 : 1;
}

}  // namespace cardinal
