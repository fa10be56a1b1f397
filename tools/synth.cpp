#include "tools/synth.h"

#include <fmt/format.h>

#include <array>

#include "db/search_index.h"

namespace cardinal {

namespace {

class SynthRng {
 public:
  explicit SynthRng(uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t next() {  // xorshift64*
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1Dull;
  }
  int64_t below(int64_t n) { return int64_t(next() % uint64_t(n)); }
  template <size_t N>
  const char* pick(const std::array<const char*, N>& a) { return a[size_t(below(N))]; }

 private:
  uint64_t s_;
};

constexpr std::array<const char*, 6> kColours = {"red", "yellow", "blue", "green", "white", "black"};
constexpr std::array<char, 6> kCells = {'R', 'Y', 'B', 'G', 'W', 'K'};
constexpr std::array<const char*, 24> kFirst = {
    "Ember", "Tide", "Grove", "Sky", "Iron", "Dusk", "Dawn", "Glass", "Stone", "Night", "Storm", "Ash",
    "Frost", "Gale", "Sun", "Moon", "Thorn", "Bell", "Lantern", "Cinder", "Hollow", "River", "Shadow", "Copper"};
constexpr std::array<const char*, 24> kSecond = {
    "Pike", "Warden", "Monk", "Titan", "Herald", "Raider", "Golem", "Shade", "Reaper", "Rider", "Squire", "Hound",
    "Duelist", "Maiden", "Lookout", "Sage", "Knight", "Drummer", "Archer", "Weaver", "Keeper", "Scout", "Oracle", "Smith"};
constexpr std::array<const char*, 10> kAttributes = {"Crew", "Temple", "Beast", "Machine", "Spirit",
                                                     "Knight", "Sea", "Forest", "Sky", "Shadow"};
constexpr std::array<const char*, 8> kSeries = {"Alpha Line", "Blue Horizon", "Crimson Gate", "Dream Circuit",
                                                "Echo Garden", "Frost Arc", "Gold Rush", "Hollow Moon"};
constexpr std::array<const char*, 6> kRarity = {"common", "common", "common", "special", "extreme", "celestial"};
constexpr std::array<const char*, 10> kTrigger = {"On deploy", "On destroy", "Attack win", "Defend win",
                                                  "Battle destroyed", "On attack", "On defend",
                                                  "My turn start", "Opponent turn end", "Battle win"};
constexpr std::array<const char*, 10> kTriggerIds = {"on_deploy", "on_destroy", "on_attack_win", "on_defend_win",
                                                     "on_battle_destroyed", "on_attack", "on_defend",
                                                     "on_my_turn_start", "on_opponent_turn_end", "on_battle_win"};

std::string effect(SynthRng& r) {
  switch (r.below(8)) {
    case 0: return fmt::format("Draw {} card{}.", 1 + r.below(3), "s");
    case 1: return fmt::format("Deal {} damage to target character.", 500 * (1 + r.below(8)));
    case 2: return fmt::format("Target character gets (ATK)+{} until end of turn.", 500 * (1 + r.below(4)));
    case 3: return "Destroy target character with cost " + std::to_string(1 + r.below(6)) + " or less.";
    case 4: return fmt::format("Search your deck for a «{}» character, reveal it and put it into your hand.",
                               r.pick(kAttributes));
    case 5: return "Return target character to its owner's hand.";
    case 6: return fmt::format("This card gets (DEF)+{}.", 500 * (1 + r.below(4)));
    default: return "Discard 1 card: Untap this card.";
  }
}

}  // namespace

void synthesize(db::Database& db, const std::string& game, const SynthOptions& opt) {
  SynthRng r(opt.seed);
  db::SetSource src;
  std::vector<std::pair<int64_t, std::vector<std::string>>> keywords;
  auto flush = [&]() {
    if (src.cards.empty()) return;
    db.import_set(src);
    src.cards.clear();
  };
  for (int64_t k = 0; k < opt.cards; ++k) {
    if (k % opt.per_set == 0) {
      flush();
      src.path = "(synthetic)";
      src.header = {game, fmt::format("SY{:03}", k / opt.per_set), fmt::format("Synthetic {}", k / opt.per_set), {}, 0};
    }
    int64_t id = opt.first_id + k;
    db::CardRecord rec;
    auto put = [&](const char* key, std::string value) { rec.fields.push_back({key, std::move(value), 0}); };
    int colour = int(r.below(6));
    int64_t roll = r.below(100);
    const char* type = roll < 60 ? "character" : roll < 75 ? "tactic" : roll < 90 ? "equipment" : "event";
    put("id", std::to_string(id));
    put("number", fmt::format("{}-{:04}", src.header.set_code, k % opt.per_set + 1));
    std::string name = fmt::format("{} {}", r.pick(kFirst), r.pick(kSecond));
    put("name", name);
    put("card_type", type);
    put("colour", kColours[size_t(colour)]);
    bool variable = r.below(50) == 0;
    int64_t cost = 1 + r.below(7);
    if (variable) put("cost_variable", "1");
    else put("cost", std::to_string(cost));
    int64_t cells = variable ? 0 : r.below(std::min<int64_t>(cost, 3) + 1);
    if (cells) put("cost_cells", std::string(size_t(cells), kCells[size_t(colour)]));
    if (std::string(type) == "character") {
      put("char_names", fmt::format("[\"{}\"]", name));
      if (r.below(3) == 0) put("attributes", fmt::format("[\"{}\"]", r.pick(kAttributes)));
      if (r.below(40) == 0) put("atk_variable", "1");
      else put("atk", std::to_string(500 * (1 + r.below(12))));
      put("def", std::to_string(500 * (1 + r.below(12))));
    } else if (std::string(type) == "equipment") {
      put("atk_bonus", std::to_string(500 * (r.below(6) - 1)));
      put("def_bonus", std::to_string(500 * r.below(5)));
    } else if (std::string(type) == "tactic") {
      put("tactic_speed", r.below(2) ? "instant" : "normal");
    }
    put("rarity", r.pick(kRarity));
    put("series", r.pick(kSeries));
    std::string text;
    std::vector<std::string> words;
    for (int64_t e = r.below(3); e > 0; --e) {
      if (r.below(2)) {
        size_t t = size_t(r.below(int64_t(kTrigger.size())));
        text += fmt::format("{}【{}】 {}", text.empty() ? "" : "\n", kTrigger[t], effect(r));
        words.push_back(kTriggerIds[t]);
      } else {
        text += (text.empty() ? "" : "\n") + effect(r);
      }
    }
    if (!text.empty()) put("text", text);
    if (!words.empty()) keywords.emplace_back(id, std::move(words));
    src.cards.push_back(std::move(rec));
  }
  flush();
  db::rebuild_search_index(db);
  db::write_card_keywords(db, game, keywords);
}

}  // namespace cardinal
