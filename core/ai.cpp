#include "core/ai.h"

#include <fmt/format.h>

#include <charconv>
#include <limits>
#include <optional>
#include <stdexcept>

#include "core/determinize.h"

namespace cardinal {

uint32_t choose_random(const Game& g, Rng& rng) {
  const Decision* d = g.decision();
  return d ? rng.below(uint32_t(d->options.size())) : 0;
}

namespace {
int64_t score(Game& g, Scripts& s, PlayerId me, FnId evaluate) {
  if (g.over()) {
    const Result& r = g.result();
    if (r.winners >> me & 1) return std::numeric_limits<int32_t>::max();
    if (r.winners) return std::numeric_limits<int32_t>::min();
    return 0;
  }
  return s.run(g, evaluate, {Arg::player(me)});
}

// Plays on from a trial answer until `me` has priority again with an empty
// chain (or the game ends): priority is passed; `me` finishes what it
// started choosing what looks best one step ahead; another player's choice
// (a defender, a target) is the reply worst for `me`, judged the same way.
int64_t rollout_score(Game& g, Scripts& s, PlayerId me, FnId evaluate, size_t depth) {
  for (int steps = 0; steps < 96 && !g.over(); steps++) {
    const Decision* d = g.decision();
    if (!d) break;
    // Back to `me` with an empty chain, and out of any step sequence the
    // action started (e.g. a combat) plays out before it is judged.
    if (d->kind == "priority" && d->player == me && g.chain().empty() && g.state().seqs.size() <= depth) break;
    uint32_t pick = 0;
    if (d->kind != "priority" && d->options.size() > 1) {
      // A choice inside an action: its maker takes the option best for them,
      // judged one step ahead (for `me`: highest score; for others: lowest).
      bool mine = d->player == me;
      int64_t best = mine ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
      for (uint32_t i = 0; i < d->options.size() && i < 8; i++) {
        Game reply = g;
        reply.bind(s);
        reply.set_passing(true, {me, depth});
        if (reply.answer_unless_rejected(i)) continue;  // an answer that undoes the action (a cancel): no reply to judge
        reply.advance();
        int64_t v = score(reply, s, me, evaluate);
        if (mine ? v > best : v < best) {
          best = v;
          pick = i;
        }
      }
    }
    g.answer(pick);
    g.advance();
  }
  return score(g, s, me, evaluate);
}
}  // namespace

std::vector<std::optional<int64_t>> greedy_scores(const Game& world, Scripts& s, PlayerId me, FnId evaluate,
                                                  size_t depth) {
  const Decision* d = world.decision();
  std::vector<std::optional<int64_t>> out(d ? d->options.size() : 0);
  for (uint32_t i = 0; i < out.size(); i++) {
    Game trial = world;
    trial.bind(s);
    trial.set_logging(false);
    // The rollout passes every priority up to its stop, `me` again with the
    // chain empty: none needs its actions listed.
    trial.set_passing(true, {me, depth});
    try {
      if (trial.answer_unless_rejected(i)) continue;  // rolled back: no score
      trial.advance();
      out[i] = rollout_score(trial, s, me, evaluate, depth);
    } catch (const RuleError&) {
    }
  }
  return out;
}

uint32_t choose_greedy(const Game& g, Scripts& s, Rng& rng) {
  const Decision* d = g.decision();
  if (!d) return 0;
  FnId evaluate = g.rules().proc("evaluate");
  size_t n = d->options.size();
  if (evaluate == kNoFn || n == 1) return choose_random(g, rng);
  PlayerId me = d->player;
  // One sample of the hidden cards for every trial: greedy looks ahead in a
  // world consistent with what `me` may see, never in the true one.
  const Game world = determinize(g, me, rng, s);
  int64_t best = std::numeric_limits<int64_t>::min();
  std::vector<uint32_t> ties;
  std::vector<std::optional<int64_t>> scores = greedy_scores(world, s, me, evaluate, g.state().seqs.size());
  for (uint32_t i = 0; i < n; i++) {
    if (!scores[i]) continue;
    int64_t score = *scores[i];
    if (score > best) {
      best = score;
      ties.assign(1, i);
    } else if (score == best) {
      ties.push_back(i);
    }
  }
  if (ties.empty()) return choose_random(g, rng);
  return ties[rng.below(uint32_t(ties.size()))];
}

const char* const kAiSpecHelp =
    "random, greedy, or search[:iterations=N|ms=N][,rollout=N][,prior=N] (a tree search: N samples per "
    "decision, default 200, or N milliseconds, which is not repeatable; rollout: decisions played on before judging; "
    "prior: visits of each option credited with greedy's judgement)";

AiSpec parse_ai_spec(std::string_view text) {
  auto bad = [&](std::string_view why) {
    return std::invalid_argument(fmt::format("AI \"{}\": {}; an AI is {}", text, why, kAiSpecHelp));
  };
  AiSpec a;
  std::string_view name = text.substr(0, text.find(':'));
  if (name == "random" || name == "greedy") {
    if (name.size() != text.size()) throw bad("only search takes settings");
    a.kind = name == "random" ? AiKind::Random : AiKind::Greedy;
    return a;
  }
  if (name != "search") throw bad("unknown AI");
  a.kind = AiKind::Search;
  if (name.size() == text.size()) return a;
  std::string_view rest = text.substr(name.size() + 1);
  bool budget = false;
  while (true) {
    std::string_view item = rest.substr(0, rest.find(','));
    size_t eq = item.find('=');
    std::string_view key = item.substr(0, eq), value = eq == std::string_view::npos ? "" : item.substr(eq + 1);
    int n = -1;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (eq == std::string_view::npos || ec != std::errc() || end != value.data() + value.size() || n < 0 ||
        n > 100'000'000)
      throw bad(fmt::format("\"{}\" is not KEY=N with N from 0 to 100000000", item));
    if (key == "iterations" || key == "ms") {
      if (budget) throw bad("one budget: iterations or ms");
      budget = true;
      if (n < 1) throw bad(fmt::format("{} must be at least 1", key));
      if (key == "iterations") a.search.iterations = n;
      else a.search.ms = n;
    } else if (key == "rollout") {
      a.search.rollout = n;
    } else if (key == "prior") {
      a.search.prior = n;
    } else {
      throw bad(fmt::format("unknown setting \"{}\"", key));
    }
    if (item.size() == rest.size()) break;
    rest = rest.substr(item.size() + 1);
  }
  return a;
}

uint32_t choose_ai(const AiSpec& ai, const Game& g, Scripts& s, Rng& rng) {
  switch (ai.kind) {
    case AiKind::Greedy: return choose_greedy(g, s, rng);
    case AiKind::Search: return choose_search(g, s, rng, ai.search);
    case AiKind::Random: break;
  }
  return choose_random(g, rng);
}

}  // namespace cardinal
