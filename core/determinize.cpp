#include "core/determinize.h"

#include <algorithm>
#include <map>
#include <memory>
#include <utility>

#include "core/view.h"

namespace cardinal {

namespace {

using Saved = std::shared_ptr<const GameState>;
// States already rewritten: a procedure's `pre` and `origin` may be one
// state, and copies share them; each is rewritten once.
using Rewritten = std::map<const GameState*, Saved>;

// The rewrite a sample makes to a state and every state saved in it.
struct Rewrite {
  const std::vector<int32_t>& card_of_slot;
  bool scrub = false;  // also replace what would tell the true game apart (determinize)
  Rng old_rng, new_rng;
};

void rewrite(GameState& s, const Rewrite& w, Rewritten& done);

Saved rewritten(const Saved& p, const Rewrite& w, Rewritten& done) {
  if (!p) return p;
  if (auto it = done.find(p.get()); it != done.end()) return it->second;
  auto copy = std::make_shared<GameState>(*p);
  rewrite(*copy, w, done);
  return done[p.get()] = copy;
}

void rewrite(GameState& s, const Rewrite& w, Rewritten& done) {
  auto recard = [&](uint32_t slot, Object& o) {
    if (slot < w.card_of_slot.size() && w.card_of_slot[slot] >= 0) o.card = uint32_t(w.card_of_slot[slot]);
  };
  for (uint32_t slot = 0; slot < s.objects.size(); slot++) recard(slot, s.objects[slot]);
  // A last-known object is the same physical card as the slot's live one.
  for (auto& [id, o] : s.lki) recard(obj_slot(id), o);
  if (w.scrub) {
    // A procedure's replay starts from its saved state: one that had not
    // drawn from the generator yet takes the new seed, so the replay and
    // what follows it cannot foresee the real game's draws. (One that had
    // drawn keeps its stream, or the replay would not reach the question.)
    if (s.rng.s == w.old_rng.s) s.rng = w.new_rng;
    s.logging = false;
    s.log.clear();
    s.log_bytes = 0;
  }
  if (s.proc) {
    s.proc->pre = rewritten(s.proc->pre, w, done);
    s.proc->origin = rewritten(s.proc->origin, w, done);
  }
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

}  // namespace

Game with_cards(const Game& g, const std::vector<int32_t>& card_of_slot) {
  GameState s = g.state();
  Rewritten done;
  rewrite(s, Rewrite{card_of_slot, false, {}, {}}, done);
  return Game::from_state(g.library(), std::move(s));
}

Game determinize(const Game& g, PlayerId seat, Rng& rng) {
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
  Rewrite w{card_of_slot, true, s.rng, {}};
  w.new_rng.seed({rng.next(), rng.next(), rng.next(), rng.next()});
  Rewritten done;
  rewrite(out, w, done);
  out.rng = w.new_rng;
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
  return Game::from_state(g.library(), std::move(out));
}

}  // namespace cardinal
