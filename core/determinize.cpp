#include "core/determinize.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <utility>

#include "core/view.h"

namespace cardinal {

namespace {

using Saved = std::shared_ptr<const GameState>;
// States already edited: a procedure's `pre` and `origin` may be one state,
// and copies share them; each is edited once.
using Edited = std::map<const GameState*, Saved>;
using Edit = std::function<void(GameState&)>;

// Applies `edit` to s and to every state saved in it (the procedure under
// way's `pre` and `origin`, which a replay starts from), so that a replay
// reaches the same sample.
void edit_all(GameState& s, const Edit& edit, Edited& done) {
  edit(s);
  if (!s.proc) return;
  for (Saved* p : {&s.proc->pre, &s.proc->origin}) {
    if (!*p) continue;
    if (auto it = done.find(p->get()); it != done.end()) {
      *p = it->second;
      continue;
    }
    auto copy = std::make_shared<GameState>(**p);
    edit_all(*copy, edit, done);
    *p = done[p->get()] = copy;
  }
}

// Each slot with card_of_slot[slot] >= 0 gets that card, live and last-known
// (a last-known object is the same physical card as the slot's live one).
Edit recard(const std::vector<int32_t>& card_of_slot) {
  return [&card_of_slot](GameState& s) {
    auto put = [&](uint32_t slot, Object& o) {
      if (slot < card_of_slot.size() && card_of_slot[slot] >= 0) o.card = uint32_t(card_of_slot[slot]);
    };
    for (uint32_t slot = 0; slot < s.objects.size(); slot++) put(slot, s.objects[slot]);
    for (auto& [id, o] : s.lki) put(obj_slot(id), o);
  };
}

// The group a card is re-dealt within: its owner and, for a table's card,
// its component (a character card is never dealt where a deck card lies).
using Group = std::pair<PlayerId, int>;

int component_of(const Library& lib, uint32_t card) {
  int64_t id = lib.cards[card].id;
  for (size_t c = 0; c < lib.component_cards.size(); c++) {
    const auto& ids = lib.component_cards[c];
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return int(c);
  }
  return -1;
}

// The ruleset's own hidden state that is no card (private player variables:
// a hidden team's colour, say) only the ruleset knows how to re-deal: its
// `resample(player)` procedure, if it has one, does on the sample, drawing
// from the sample's (reseeded) generator. The saved states of a procedure
// under way take each new value where they held the value it replaced.
Game resample_private(Game sample, PlayerId seat, Scripts& scripts) {
  FnId fn = sample.rules().proc("resample");
  if (fn == kNoFn) return sample;
  sample.bind(scripts);
  const auto before = sample.state().player_vars;
  scripts.run(sample, fn, {Arg::player(seat)});
  if (!sample.state().proc) return sample;
  GameState s = sample.state();
  const auto after = s.player_vars;
  const std::vector<int>& vars = sample.rules().private_player_vars;
  Edited done;
  edit_all(s, [&](GameState& x) {
    for (size_t p = 0; p < x.player_vars.size() && p < after.size(); p++)
      for (int v : vars)
        if (after[p][size_t(v)] != before[p][size_t(v)] && x.player_vars[p][size_t(v)] == before[p][size_t(v)])
          x.player_vars[p][size_t(v)] = after[p][size_t(v)];
  }, done);
  return Game::from_state(sample.library(), std::move(s));
}

}  // namespace

Game with_cards(const Game& g, const std::vector<int32_t>& card_of_slot) {
  GameState s = g.state();
  Edited done;
  edit_all(s, recard(card_of_slot), done);
  return Game::from_state(g.library(), std::move(s));
}

Game determinize(const Game& g, PlayerId seat, Rng& rng, Scripts& scripts) {
  const GameState& s = g.state();
  // The unidentified positions, in zone order, and their cards, by group.
  std::map<Group, std::pair<std::vector<uint32_t>, std::vector<uint32_t>>> groups;
  for (ZoneId z = 0; z < s.zones.size(); z++)
    for (uint32_t slot : s.zones[z].slots) {
      if (can_see(g, g.id_of(slot), seat)) continue;
      const Object& o = s.objects[slot];
      auto& [slots, cards] = groups[{o.owner, component_of(g.library(), o.card)}];
      slots.push_back(slot);
      cards.push_back(o.card);
    }
  std::vector<int32_t> card_of_slot(s.objects.size(), -1);
  for (auto& [group, sc] : groups) {
    auto& [slots, cards] = sc;
    // Sorted first: the deal must not depend on the order the true game
    // holds the cards in, only on which cards they are.
    std::sort(cards.begin(), cards.end());
    for (size_t i = cards.size(); i > 1; i--) std::swap(cards[i - 1], cards[rng.below(uint32_t(i))]);
    for (size_t i = 0; i < slots.size(); i++) card_of_slot[slots[i]] = int32_t(cards[i]);
  }
  GameState out = s;
  Rng fresh;
  fresh.seed({rng.next(), rng.next(), rng.next(), rng.next()});
  const Rng truth = s.rng;
  Edited done;
  edit_all(out, [&](GameState& x) {
    recard(card_of_slot)(x);
    // A procedure's replay starts from its saved state: one that had not
    // drawn from the generator yet takes the new seed, so the replay and
    // what follows it cannot foresee the real game's draws. (One that had
    // drawn keeps its stream, or the replay would not reach the question.)
    if (x.rng.s == truth.s) x.rng = fresh;
    x.logging = false;
    x.log.clear();
    x.log_bytes = 0;
  }, done);
  out.rng = fresh;
  // Hashes of the true game's earlier states: a sample that happened to
  // deal the true cards would find them and end in a draw the others do not.
  out.loop_seen.clear();
  out.loop_marks.clear();
  out.offer_state = 0;
  // Labels that name a card the seat cannot see read as the seat reads them.
  for (Link& l : out.chain)
    if (l.source && !can_see(g, l.source, seat)) l.label = "an ability of a card you cannot see";
  if (out.decision)
    for (Option& o : out.decision->options) o.label = option_label(g, o, seat);
  if (out.proc && out.proc->actor != seat && !out.proc->public_label.empty()) out.proc->label = out.proc->public_label;
  Game sample = Game::from_state(g.library(), std::move(out));
  return resample_private(std::move(sample), seat, scripts);
}

}  // namespace cardinal
