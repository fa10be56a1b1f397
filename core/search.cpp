#include "core/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/ai.h"
#include "core/determinize.h"
#include "core/view.h"

namespace cardinal {

namespace {

using Rewards = std::array<double, kMaxPlayers>;

// Each option of a decision as its decider knows it, the same in every
// sample: the label the decider reads (core/view.cpp's option_label) and
// which of the options with that label it is.
std::vector<uint64_t> option_keys(const Game& w, const Decision& d) {
  std::vector<std::string> labels;
  labels.reserve(d.options.size());
  for (const Option& o : d.options) labels.push_back(option_label(w, o, d.player));
  std::vector<uint64_t> keys;
  keys.reserve(labels.size());
  for (size_t i = 0; i < labels.size(); i++) {
    uint64_t h = 1469598103934665603ull;  // FNV-1a: the same in every process
    auto mix = [&](std::string_view text) {
      for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
      h = (h ^ 0xFF) * 1099511628211ull;
    };
    size_t nth = size_t(std::count(labels.begin(), labels.begin() + long(i), labels[i]));
    mix(d.kind);
    mix(labels[i]);
    mix(std::to_string(nth));
    keys.push_back(h);
  }
  return keys;
}

// A decision as it reads (who decides, what is asked, each option's text):
// the same question asked again within one playout has this key again.
uint64_t question_key(const Decision& d) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](std::string_view text) {
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xFF) * 1099511628211ull;
  };
  mix(std::string_view(reinterpret_cast<const char*>(&d.player), 1));
  mix(d.kind);
  mix(d.prompt);
  for (const Option& o : d.options) mix(o.label);
  return h;
}

// An edge of the tree: one option at a node. Visits and rewards count the
// iterations that took it; `avail` those in which it was offered (the
// options differ between samples: UCB weighs an option by how often it
// could have been taken, not by the node's visits).
struct Edge {
  explicit Edge(uint64_t k) : key(k) {}
  uint64_t key = 0;
  uint32_t visits = 0, avail = 0;
  double reward = 0;  // summed, for the node's decider
  // The node after it, one per player who decides next (samples differ).
  std::vector<std::pair<PlayerId, uint32_t>> children;
};

struct Node {
  PlayerId decider = 0;
  std::vector<Edge> edges;
};

class Search {
 public:
  Search(const Game& g, Scripts& s, Rng& rng, const SearchOptions& o) : g_(g), s_(s), rng_(rng), o_(o) {
    me_ = g.decision()->player;
    evaluate_ = g.rules().proc("evaluate");
    rollout_ = o.rollout >= 0 ? o.rollout : evaluate_ != kNoFn ? 40 : 200;
    prior_ = evaluate_ == kNoFn ? 0 : o.prior >= 0 ? o.prior : 8;
    nodes_.push_back(Node{me_, {}});
    for (uint64_t key : option_keys(g, *g.decision())) nodes_[0].edges.push_back(Edge{key});
  }

  uint32_t run() {
    auto start = std::chrono::steady_clock::now();
    if (alike_at_setup()) return 0;
    if (prior_ > 0 && g_.decision()->kind == "priority") seed_prior();
    for (int it = 0;; it++) {
      if (o_.ms > 0) {
        if (it > 0 && std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(o_.ms)) break;
      } else if (it >= std::max(1, o_.iterations)) {
        break;
      }
      // Each iteration draws from a generator of its own, seeded from the
      // caller's: what one iteration consumes does not shift the others.
      Rng r;
      r.seed({rng_.next(), rng_.next(), rng_.next(), rng_.next()});
      iterate(r);
    }
    // The most visited root option (ties: the better mean, then the first).
    const auto& root = nodes_[0].edges;
    uint32_t best = 0;
    for (uint32_t i = 1; i < root.size(); i++) {
      const Edge &a = root[i], &b = root[best];
      double ma = a.visits ? a.reward / a.visits : 0, mb = b.visits ? b.reward / b.visits : 0;
      if (a.visits > b.visits || (a.visits == b.visits && ma > mb)) best = i;
    }
    return best;
  }

 private:
  void iterate(Rng& r) {
    Game w = determinize(g_, me_, r, s_);
    w.bind(s_);
    Rewards base = evaluations(w);
    asked_.clear();
    std::vector<std::pair<uint32_t, uint32_t>> path;  // (node, edge)
    uint32_t node = 0;
    bool expanded = false, rejected = false;
    size_t loop_from = SIZE_MAX;  // where a loop began (a path index), if the playout went round one
    try {
      while (!w.over() && !expanded) {
        const Decision* d = w.decision();
        if (!d) break;
        if (d->kind != "priority") {
          // Choices that bring back a question already asked in this playout
          // (a cancelled block cost asks for the block again) went round a
          // loop: they score nothing for their deciders, as a rejected action
          // does, or a player could cancel and ask again forever.
          uint64_t key = question_key(*d);
          auto seen = std::find_if(asked_.begin(), asked_.end(), [&](auto& a) { return a.first == key; });
          if (seen != asked_.end() && path.size() > seen->second) {
            loop_from = seen->second;
            break;
          }
          asked_.emplace_back(key, path.size());
        }
        if (d->options.size() == 1) {  // nothing to choose: no node
          if (w.answer_unless_rejected(0)) {
            rejected = true;
            break;
          }
          w.advance();
          continue;
        }
        if (!path.empty()) node = child(path.back(), d->player);
        uint32_t pick = select(w, node, r, expanded);
        path.emplace_back(node, pick);
        if (w.answer_unless_rejected(pick_option_)) {
          rejected = true;  // as below
          break;
        }
        w.advance();
      }
      if (!rejected && loop_from == SIZE_MAX) rollout(w, r);
    } catch (const ActionRejected&) {
      // The tree's option is an action the ruleset rejects in this sample:
      // it scores nothing for its decider (so a root option rejected in
      // every sample is never the choice), the rest as the sample stands.
      rejected = true;
    } catch (const RuleError&) {
      // A sample the rules cannot play on (a procedure replayed with the
      // sample's cards that no longer reaches its question): judged as it
      // stands, like a sample cut short.
    } catch (const ScriptError&) {
    }
    Rewards rw = judge(w, base);
    for (size_t i = 0; i < path.size(); i++) {
      auto [n, e] = path[i];
      Edge& edge = nodes_[n].edges[e];
      edge.visits++;
      edge.reward += (rejected && i + 1 == path.size()) || i >= loop_from ? 0.0 : rw[nodes_[n].decider];
    }
  }

  // The node reached through `via` when player p decides next.
  uint32_t child(std::pair<uint32_t, uint32_t> via, PlayerId p) {
    for (auto [q, n] : nodes_[via.first].edges[via.second].children)
      if (q == p) return n;
    uint32_t n = uint32_t(nodes_.size());
    nodes_.push_back(Node{p, {}});
    nodes_[via.first].edges[via.second].children.emplace_back(p, n);
    return n;
  }

  // Marks which of the node's edges this sample offers, and picks one: an
  // untried one if any (the tree grows by it: `expanded`), else by UCB1 over
  // the offered ones. Sets pick_option_ to the option's index in the sample.
  uint32_t select(Game& w, uint32_t node, Rng& r, bool& expanded) {
    const Decision& d = *w.decision();
    std::vector<std::pair<uint32_t, uint32_t>> offered;  // (edge, option)
    std::vector<uint64_t> keys = option_keys(w, d);
    for (uint32_t i = 0; i < d.options.size(); i++) {
      uint64_t key = keys[i];
      auto& edges = nodes_[node].edges;
      uint32_t e = 0;
      while (e < edges.size() && edges[e].key != key) e++;
      if (e == edges.size()) edges.push_back(Edge{key});
      edges[e].avail++;
      offered.emplace_back(e, i);
    }
    const auto& edges = nodes_[node].edges;
    std::vector<std::pair<uint32_t, uint32_t>> untried;
    size_t tried_offered = 0;
    for (auto eo : offered)
      if (edges[eo.first].visits == 0) untried.push_back(eo);
      else tried_offered++;
    std::pair<uint32_t, uint32_t> pick;
    if (node != 0 && evaluate_ != kNoFn && (tried_offered == 0 || !widen(node))) {
      // Below the root, a node's first option is the playout's own answer
      // (passing priority, or its decider's judgement one step ahead), and
      // the node widens to another only as its visits grow
      // (progressive widening): a root option's first samples are judged as
      // its decider would play it on, not by random replies.
      if (tried_offered > 0) {
        pick = best_ucb(edges, offered);
      } else {
        uint32_t option = playout_pick(w, r);
        pick = offered[option];
        expanded = true;
      }
    } else if (!untried.empty()) {
      pick = untried[r.below(uint32_t(untried.size()))];
      expanded = true;
    } else {
      pick = best_ucb(edges, offered);
    }
    pick_option_ = pick.second;
    return pick.first;
  }

  // UCB1 over the offered (edge, option) pairs whose edges were tried.
  std::pair<uint32_t, uint32_t> best_ucb(const std::vector<Edge>& edges,
                                         const std::vector<std::pair<uint32_t, uint32_t>>& offered) const {
    std::pair<uint32_t, uint32_t> pick = offered[0];
    double best = -1;
    for (auto eo : offered) {
      const Edge& e = edges[eo.first];
      if (!e.visits) continue;
      double v = e.reward / e.visits + o_.exploration * std::sqrt(std::log(double(e.avail)) / e.visits);
      if (v > best) best = v, pick = eo;
    }
    return pick;
  }

  // Whether a node below the root may try one more option: once its visits
  // reach 4 k^2 with k options tried (k = 1: 4 visits, 2: 16, 3: 36).
  bool widen(uint32_t node) const {
    uint64_t visits = 0, tried = 0;
    for (const Edge& e : nodes_[node].edges) visits += e.visits, tried += e.visits > 0;
    return visits >= 4 * tried * tried;
  }

  // The playout's answer to w's decision: priority passed, a question
  // answered by its decider's judgement one step ahead (`guided`).
  uint32_t playout_pick(Game& w, Rng& r) {
    const Decision& d = *w.decision();
    const uint32_t options = uint32_t(d.options.size());
    if (options < 2) return 0;
    if (d.kind != "priority") return guided(w, r);
    return d.options[0].kind == Option::Kind::Pass ? 0 : r.below(options);
  }

  // Play past the tree, `rollout_` decisions at most. With evaluate(), until
  // the position is quiet: every priority is passed and every question (a
  // block, a payment, a target) is answered by its decider's judgement one
  // step ahead (`guided`); quiet is a priority decision with the chain empty
  // in the turn's own steps (what an action or an attack started has played
  // out: `quiet`), which evaluate() then judges. Without
  // evaluate(), at random: only the game's end can tell.
  void rollout(Game& w, Rng& r) {
    const bool judged = evaluate_ != kNoFn;
    w.set_passing(judged);  // a judged playout passes every priority it may, up to quiet (its stop)
    for (int n = 0; n < rollout_ && !w.over(); n++) {
      const Decision* d = w.decision();
      if (!d) return;
      const bool priority = d->kind == "priority";
      if (judged && !priority) asked_.emplace_back(question_key(*d), SIZE_MAX);
      if (judged && quiet(w)) return;
      // An action the ruleset rejects leaves the same decision pending: try
      // another (a few times, then leave the sample as it stands).
      for (int tries = 0;; tries++) {
        const uint32_t options = uint32_t(d->options.size());
        uint32_t pick = judged && tries == 0 ? playout_pick(w, r) : r.below(options);
        if (!w.answer_unless_rejected(pick)) break;
        if (tries >= 8) return;
        d = w.decision();
      }
      w.advance();
    }
  }

  // p's score of t: its evaluate(), or +-1e18 for a game p won or lost (0: drawn).
  double score_for(Game& t, PlayerId p) {
    if (t.over()) return (t.result().winners >> p & 1) ? 1e18 : t.result().winners ? -1e18 : 0;
    return double(s_.run(t, evaluate_, {Arg::player(p)}));
  }

  // A priority decision with the chain empty in the turn's own steps: no
  // step sequence pushed inside a step (a battle) under way, whatever the
  // root's (a block is judged once the battle is over, not before its damage).
  bool quiet(const Game& w) const {
    return w.decision() && w.decision()->kind == "priority" && w.chain().empty() && w.state().seqs.size() <= 1;
  }

  // The option of w's question that its decider's evaluate() scores best one
  // step ahead (the answer and what follows up to the next question or a
  // quiet position, priority passed), of at
  // most 8 tried from a random one on; ties and failures fall to the first
  // tried. An answer that brings back a question already asked in this
  // playout (a block whose cost is cancelled: the block is asked again) is
  // taken only if every other loses the game: else a playout could go round
  // such a loop, judged by a position that never changes.
  // Where the first answer that plays leads to its decider's next question
  // and leaves the position judged as before, the question is a step of a
  // longer choice (a payment source by source, damage assigned point by
  // point): one step ahead its answers read alike, so that first one is taken
  // and the others are not tried (they would tie, and a tie falls to it).
  uint32_t guided(Game& w, Rng& r) {
    const Decision& d = *w.decision();
    const PlayerId p = d.player;
    const uint32_t n = uint32_t(d.options.size()), from = r.below(n);
    uint32_t pick = from;
    double best = -std::numeric_limits<double>::infinity();
    bool first = true;
    for (uint32_t k = 0; k < n && k < 8; k++) {
      uint32_t i = (from + k) % n;
      Game t = w;
      double v;
      try {
        if (!step_ahead(t, i)) continue;  // a cancel: nothing to judge
        v = !t.over() && t.decision() && asked(question_key(*t.decision())) ? -1e17 : score_for(t, p);
      } catch (const std::exception&) {
        continue;
      }
      if (v > best) best = v, pick = i;
      if (first) {
        first = false;
        const Decision* next = t.over() ? nullptr : t.decision();
        if (next && next->player == p && next->kind != "priority" && v == double(s_.run(w, evaluate_, {Arg::player(p)})))
          break;
      }
    }
    return pick;
  }

  // Answers option i in t, a copy of the game, and plays on to where the
  // answer leads: priority passed, as the playout passes it (t is set to
  // pass), up to the next question or a quiet position, so that a block is
  // judged by the damage dealt, not before it. False if the ruleset rejects
  // the answer (a cancel: nothing to judge).
  bool step_ahead(Game& t, uint32_t i) {
    t.bind(s_);
    t.set_passing(true);
    if (t.answer_unless_rejected(i)) return false;
    t.advance();
    for (int step = 0; step < 24 && !t.over() && t.decision(); step++) {
      const Decision& next = *t.decision();
      if (next.kind != "priority" || next.options[0].kind != Option::Kind::Pass || quiet(t)) break;
      t.answer(0);
      t.advance();
    }
    return true;
  }

  // A private question of the game's setup (before its first step) whose
  // every option the decider's evaluate() scores alike one step ahead, in a
  // sample of the hidden cards: nothing the search can judge tells the
  // answers apart (what follows is the other players' own secret choices),
  // so its samples would choose by their noise. It takes the first option
  // instead, a focal answer: players who must match in secret (two
  // Black-White players with one card of each colour picking the same main
  // colour, BW-0.2.2) match whenever each takes it. Only a private question
  // (an open one, a mulligan, is seen: nothing needs a focal answer, and one
  // step ahead a mulligan reads like keeping) whose options name no card (a
  // card chosen, Black-White's character, is judged by the samples as
  // before: its worth, its HP, shows past the next question), and of at
  // most 8 options (each is played out once here). The sample is drawn from
  // the question as its decider reads it, never from the caller's
  // generator, so a search that does not take this way plays exactly as it
  // would without it.
  bool alike_at_setup() {
    const Decision& d = *g_.decision();
    if (evaluate_ == kNoFn || g_.state().stage != Stage::Setup || !d.secret || d.options.size() > 8) return false;
    for (const Option& o : d.options)
      if (o.obj != kNoObj) return false;  // a card's worth may show past the next question
    Rng r;
    r.seed({question_key(d), 0x5e7, 0, 0});
    try {
      Game w = determinize(g_, me_, r, s_);
      w.bind(s_);
      if (!w.decision() || w.decision()->player != me_) return false;
      std::optional<double> first;
      for (uint32_t i = 0; i < w.decision()->options.size(); i++) {
        Game t = w;
        if (!step_ahead(t, i)) return false;
        double v = score_for(t, me_);
        if (!first) first = v;
        else if (std::fabs(v - *first) > 1e-9 * std::max(1.0, std::fabs(*first))) return false;
      }
    } catch (const std::exception&) {
      return false;
    }
    return true;
  }

  // A prior over the root's options: greedy's judgement of each
  // (core/ai.h's greedy_scores, in one sample of the hidden cards), counted
  // as `prior_` visits of each root edge with a reward from 0 to 1 by how the
  // option's score stands among the others'. The search starts from the
  // options greedy likes and spends its samples where that could be wrong.
  void seed_prior() {
    Rng r;
    r.seed({rng_.next(), rng_.next(), rng_.next(), rng_.next()});
    std::vector<std::optional<int64_t>> scores;
    std::vector<uint64_t> keys;
    try {
      Game w = determinize(g_, me_, r, s_);
      w.bind(s_);
      if (!w.decision() || w.decision()->player != me_) return;
      keys = option_keys(w, *w.decision());
      scores = greedy_scores(w, s_, me_, evaluate_, 1);
    } catch (const std::exception&) {
      return;  // a sample the rules cannot play on: no prior
    }
    constexpr int64_t kWon = std::numeric_limits<int32_t>::max(), kLost = std::numeric_limits<int32_t>::min();
    double mean = 0, spread = 0;
    int m = 0;
    for (const auto& v : scores)
      if (v && *v != kWon && *v != kLost) mean += double(*v), m++;
    if (m) mean /= m;
    for (const auto& v : scores)
      if (v && *v != kWon && *v != kLost) spread += std::fabs(double(*v) - mean);
    double scale = (m ? spread / m : 0) + 1;
    auto& root = nodes_[0].edges;
    for (size_t i = 0; i < scores.size(); i++) {
      auto e = std::find_if(root.begin(), root.end(), [&](const Edge& x) { return x.key == keys[i]; });
      if (e == root.end() || e->visits) continue;
      const auto& v = scores[i];
      double reward = !v || *v == kLost ? 0 : *v == kWon ? 1 : 0.5 + 0.5 * std::tanh((double(*v) - mean) / scale);
      e->visits = e->avail = uint32_t(prior_);
      e->reward = reward * prior_;
    }
  }

  // Each player's evaluate() of a sample (0 without one, or for a player it
  // fails for: a player out of the game).
  Rewards evaluations(Game& w) {
    Rewards e{};
    if (evaluate_ == kNoFn) return e;
    for (int p = 0; p < w.players(); p++) {
      if (!w.in_game(PlayerId(p))) continue;
      try {
        e[size_t(p)] = double(s_.run(w, evaluate_, {Arg::player(PlayerId(p))}));
      } catch (const std::exception&) {
      }
    }
    return e;
  }

  // A reward per player in [0, 1]. An ended game: 1 for each winner (a
  // team's every member is listed), a draw 0.5 for each player in it, 0 for
  // the others. A game going on: players already out lost or won; the others
  // score how their evaluate() moved since the sample's start, squashed by
  // the moves seen so far (a scale-free reading of any ruleset's numbers);
  // without evaluate() the position is even.
  Rewards judge(Game& w, const Rewards& base) {
    Rewards rw{};
    int n = w.players();
    if (w.over()) {
      const Result& res = w.result();
      uint8_t drawn = res.drawn ? res.drawn : w.all_players_mask();
      for (int p = 0; p < n; p++)
        rw[size_t(p)] = res.winners ? double(res.winners >> p & 1) : (drawn >> p & 1) ? 0.5 : 0.0;
      return rw;
    }
    Rewards now = evaluations(w);
    for (int p = 0; p < n; p++) {
      if (w.state().won >> p & 1) { rw[size_t(p)] = 1; continue; }
      if (!w.in_game(PlayerId(p))) { rw[size_t(p)] = 0; continue; }
      if (evaluate_ == kNoFn) { rw[size_t(p)] = 0.5; continue; }
      double delta = now[size_t(p)] - base[size_t(p)];
      spread_ += std::fabs(delta);
      spread_n_++;
      double scale = spread_ / double(spread_n_) + 1;
      rw[size_t(p)] = 0.5 + 0.5 * std::tanh(delta / scale);
    }
    return rw;
  }

  const Game& g_;
  Scripts& s_;
  Rng& rng_;
  const SearchOptions& o_;
  PlayerId me_ = 0;
  FnId evaluate_ = kNoFn;
  int rollout_ = 0;
  int prior_ = 0;
  // The questions of this iteration's playout so far (question_key), each
  // with the tree path's length when it was asked (past the tree: SIZE_MAX).
  std::vector<std::pair<uint64_t, size_t>> asked_;
  bool asked(uint64_t key) const {
    return std::any_of(asked_.begin(), asked_.end(), [&](auto& a) { return a.first == key; });
  }
  std::vector<Node> nodes_;
  double spread_ = 0;
  uint64_t spread_n_ = 0;
  uint32_t pick_option_ = 0;
};

}  // namespace

uint32_t choose_search(const Game& g, Scripts& s, Rng& rng, const SearchOptions& options) {
  const Decision* d = g.decision();
  if (!d) return 0;
  if (d->options.size() == 1) return 0;
  return Search(g, s, rng, options).run();
}

}  // namespace cardinal
