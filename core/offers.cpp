// The priority options a ruleset declares as data (RulesetDef::actions):
// sources of options whose gates (timing, zones, characteristics) the core
// checks itself, so that the ruleset's own test (`can`, in Lua) runs only
// for the few cards and abilities that could act now. A priority offer is
// the engine's most frequent event: most of them run no script at all.
#include <fmt/format.h>

#include <algorithm>

#include "core/game.h"

namespace cardinal {

namespace {

// {card} -> the card, {name} -> its printed name, {text} -> the ability's
// text; the rest as written.
std::string fill(const std::string& tpl, const Game& g, ObjId card, const std::string* text) {
  if (tpl.find('{') == std::string::npos) return tpl;
  std::string out;
  out.reserve(tpl.size() + 24);
  for (size_t i = 0; i < tpl.size(); i++) {
    if (tpl.compare(i, 6, "{card}") == 0 && card) {
      out += g.describe(card);
      i += 5;
    } else if (tpl.compare(i, 6, "{name}") == 0 && card) {
      if (const Object* o = g.last_known(card)) out += g.card_of(*o).name;
      i += 5;
    } else if (tpl.compare(i, 6, "{text}") == 0 && text) {
      out += *text;
      i += 5;
    } else {
      out += tpl[i];
    }
  }
  return out;
}

}  // namespace

// Which of the ruleset's timings hold for player p now: bit t for timings[t].
uint64_t Game::timings_now(PlayerId p) const {
  const auto& timings = rules().timings;
  uint64_t now = 0;
  uint16_t step = rules().sequences[s_.seqs.back().seq].steps[s_.seqs.back().index];
  for (size_t t = 0; t < timings.size(); t++) {
    const TimingDef& td = timings[t];
    if (!td.steps.empty() && !td.steps[step]) continue;
    if (td.active >= 0 && (p == s_.active) != (td.active == 1)) continue;
    if (td.chain >= 0 && s_.chain.empty() == (td.chain == 1)) continue;
    now |= uint64_t(1) << t;
  }
  return now;
}

bool Game::passes(ObjId card, const std::vector<CharTest>& tests) const {
  if (tests.empty()) return true;
  // The printed sheet while none of the tested characteristics may change.
  bool printed = std::none_of(tests.begin(), tests.end(), [this](const CharTest& t) { return chr_may_change(t.chr); });
  return sheet_passes(rules(), printed ? chars_for(card, tests[0].chr) : chars(card), tests);
}

bool sheet_passes(const RulesetDef& r, const CharSheet& sh, const std::vector<CharTest>& tests) {
  for (const CharTest& t : tests) {
    bool ok = false;
    if (r.chars[t.chr].kind == CharKind::Set) {
      const auto& set = sh.sets[t.chr];
      for (int32_t v : t.values) ok = ok || std::find(set.begin(), set.end(), StrId(v)) != set.end();
    } else {
      int32_t have = sh.ints[t.chr];  // a string characteristic holds its interned id
      for (int32_t v : t.values) ok = ok || have == v;
    }
    if (!ok) return false;
  }
  return true;
}

// The way's gates for a card (kNoObj: a source about no card).
bool Game::way_open(const ActionWay& w, ObjId card, uint64_t now) const {
  if (card && !passes(card, w.only)) return false;
  if (!w.timings || (w.timings & now)) return true;
  return w.has_also && card && (!w.also_timings || (w.also_timings & now)) && passes(card, w.also_if);
}

// The way's `can` for this card (and ability) and player: from the cache
// while nothing its last run read has changed, else from the script.
bool Game::can_test(const ActionWay& w, ObjId card, uint32_t ability, PlayerId p, const Args& args) {
  CanCache& cc = can_cache_;
  size_t at = cc.entries.size();
  for (size_t i = 0; i < cc.entries.size(); i++) {
    const CanCache::Entry& e = cc.entries[i];
    if (e.way == &w && e.card == card && e.ability == ability && e.player == p) {
      if (e.stamp == read_stamp(e.parts)) return e.result;
      at = i;
      break;
    }
  }
  uint64_t parts;
  bool result;
  {
    ReadWatch reads(*this);
    result = predicate(w.can, args);
    parts = reads.parts();
  }
  CanCache::Entry e{&w, card, ability, p, result, parts, read_stamp(parts)};
  if (at < cc.entries.size()) {
    cc.entries[at] = e;
  } else {
    if (cc.entries.size() >= CanCache::kMaxEntries) cc.entries.clear();
    cc.entries.push_back(e);
  }
  return result;
}

void Game::declared_actions(PlayerId p, std::vector<Option>& out) {
  const RulesetDef& r = rules();
  const uint64_t now = timings_now(p);
  size_t label_bytes = 0;  // the declared options' labels, bounded as a Lua list's are
  // Offers one option from the first way whose gates pass and whose `can` agrees.
  auto offer = [&](const ActionSource& src, ObjId card, uint32_t ability) {
    for (const ActionWay& w : src.ways) {
      if (!way_open(w, card, now)) continue;
      Args args;
      if (src.each == ActionSource::Each::Card) {
        args = {Arg::obj(card)};
      } else if (src.each == ActionSource::Each::Ability) {
        args = {Arg::obj(card), Arg::integer(int64_t(ability) + 1)};
      }
      if (w.can != kNoFn) {
        Args can_args;
        switch (src.each) {
          case ActionSource::Each::One: can_args = {Arg::player(p)}; break;
          case ActionSource::Each::Card: can_args = {Arg::player(p), Arg::obj(card)}; break;
          case ActionSource::Each::Ability: can_args = {args[0], args[1], Arg::player(p)}; break;
        }
        if (!can_test(w, card, ability, p, can_args)) continue;
      }
      const std::string* text = src.each == ActionSource::Each::Ability ? &lib_->abilities[ability].text : nullptr;
      Option o;
      o.kind = Option::Kind::Action;
      o.label = fill(w.label, *this, card, text);
      if (!w.public_label.empty()) o.public_label = fill(w.public_label, *this, card, text);
      label_bytes += o.label.size() + o.public_label.size();
      if (label_bytes > kMaxLabelBytes)
        throw ScriptError(fmt::format("actions: the options' labels pass {} bytes in all", kMaxLabelBytes));
      o.fn = w.run;
      o.args = std::move(args);
      o.obj = card;
      if (w.speed_char >= 0) o.speed = int8_t(std::clamp(get_int(card, w.speed_char), -128, 127));
      out.push_back(std::move(o));
      return;
    }
  };
  for (const ActionSource& src : r.actions) {
    if (src.list != kNoFn) {
      size_t before = out.size();
      scripts_->actions(*this, src.list, p, out);
      for (size_t i = before; i < out.size(); i++) label_bytes += out[i].label.size() + out[i].public_label.size();
      if (label_bytes > kMaxLabelBytes)
        throw ScriptError(fmt::format("actions: the options' labels pass {} bytes in all", kMaxLabelBytes));
      continue;
    }
    if (src.each == ActionSource::Each::One) {
      offer(src, kNoObj, 0);
      continue;
    }
    // A source none of whose ways can be open now, whatever the card, looks
    // at no card.
    bool any = false;
    for (const ActionWay& w : src.ways) any = any || !w.timings || (w.timings & now) || w.has_also;
    if (!any) continue;
    auto look = [&](ZoneId z, bool mine_only) {
      // `can` runs read-only (Game::predicate): the zone cannot change under the loop.
      for (uint32_t slot : s_.zones[z].slots) {
        ObjId c = id_of(slot);
        if (mine_only && obj(c)->controller != p) continue;
        if (src.each == ActionSource::Each::Card) {
          offer(src, c, 0);
        } else {
          for (uint32_t a : abilities_of(c))
            if (lib_->abilities[a].kind == AbilityDef::Kind::Activated && ability_works(c, a)) offer(src, c, a);
        }
      }
    };
    for (uint16_t kind : src.zones) {
      if (!r.zones[kind].per_player) {  // one zone for everyone: the cards the player controls
        look(zone(kind, p), true);
      } else if (!src.controlled) {
        look(zone(kind, p), false);
      } else {
        for (int q = 0; q < s_.nplayers; q++) look(zone(kind, PlayerId(q)), true);
      }
    }
  }
}

}  // namespace cardinal
