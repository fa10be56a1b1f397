// Deck rules: cards/<game>/deck.json parses, and every rule the ruleset
// judges in Lua (kind "script") names a procedure the ruleset defines, so a
// misspelt name is found before a player's deck check fails on it.
#include <fmt/format.h>

#include <filesystem>

#include "deck/deck_rules.h"
#include "lint/lint.h"
#include "scripting/loader.h"

namespace cardinal::query {

void lint_deck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out) {
  std::filesystem::path dir = std::filesystem::path(opt.cards_dir) / opt.game, file = dir / "deck.json";
  if (!std::filesystem::exists(file)) return;
  DeckRules rules;
  try {
    rules = load_deck_rules(dir, opt.game);
  } catch (const std::exception& e) {
    out.push_back({"", 0, e.what()});  // "FILE: message" already
    return;
  }
  if (!lib) return;  // the library did not load: said already
  for (const DeckVariant& v : rules.variants)
    for (const DeckRule& r : v.rules)
      if (r.kind == DeckRule::Script && lib->library().rules.proc(r.procedure) == kNoFn)
        out.push_back({file.string(), 0,
                       fmt::format("variant {}: rule {}: the ruleset has no procedure \"{}\"", v.name, r.id, r.procedure)});
}

}  // namespace cardinal::query
