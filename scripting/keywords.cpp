#include "scripting/keywords.h"

#include <algorithm>

#include "core/library.h"
#include "scripting/loader.h"

namespace cardinal {

std::vector<std::pair<int64_t, std::vector<std::string>>> script_keywords(const Library& lib,
                                                                          const std::vector<std::string>& kinds) {
  std::vector<std::pair<int64_t, std::vector<std::string>>> out;
  for (const CardDef& card : lib.cards) {
    std::vector<std::string> words;
    for (uint32_t a : card.abilities) {
      const AbilityDef& ab = lib.abilities[a];
      bool evented = ab.kind == AbilityDef::Kind::Triggered || ab.kind == AbilityDef::Kind::Replacement;
      if (evented && ab.event) words.push_back(lib.strings.str(ab.event));
      if (ab.kind == AbilityDef::Kind::Custom && ab.custom &&
          std::find(kinds.begin(), kinds.end(), lib.strings.str(ab.custom)) != kinds.end())
        words.push_back(lib.strings.str(ab.custom));
    }
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    out.emplace_back(card.id, std::move(words));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::pair<int64_t, std::vector<std::string>>> load_script_keywords(
    const std::string& cards_dir, const std::string& game, const std::string& db_path,
    const std::vector<std::string>& kinds) {
  auto lib = CardLibrary::load({cards_dir, game, db_path, {}});
  return script_keywords(lib->library(), kinds);
}

}  // namespace cardinal
