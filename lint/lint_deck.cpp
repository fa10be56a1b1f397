// Decks: cards/<game>/deck.json parses, and every rule the ruleset judges in
// Lua (kind "script") names a procedure the ruleset defines, so a misspelt
// name is found before a player's deck check fails on it; every line of the
// game's decks/*.txt names a card of the game (else sim and play refuse the
// deck); and every card is in one of those decks or the table's components,
// or random play (sim, the soak, CI) never plays it (a warning: ctest's
// deck-coverage test holds the shipped games to it); and every one of those
// decks is legal in one of deck.json's variants, as `cardinal deck check`
// judges it (else a shipped deck breaks the game's rules in every game the
// simulator plays with it).
#include <fmt/format.h>

#include <filesystem>
#include <set>

#include "deck/deck_file.h"
#include "deck/deck_rules.h"
#include "lint/lint.h"
#include "scripting/deck_judge.h"
#include "scripting/loader.h"

namespace cardinal::lint {

namespace {

// The deck's problems in its first variant when it is legal in none (no
// problem when it is legal in one: a game's decks may be of any variant).
std::vector<deck::DeckProblem> deck_problems(const deck::DeckFile& file, const CardLibrary& lib,
                                             const deck::DeckRules& rules, const deck::DeckJudge& judge) {
  std::vector<deck::DeckProblem> first;
  for (const deck::DeckVariant& v : rules.variants) {
    deck::DeckReport rep = deck::check_deck(file, lib.rows(), v, {}, judge);
    if (rep.ok()) return {};
    if (first.empty()) {
      first = std::move(rep.problems);
      for (deck::DeckProblem& p : first) p.message = fmt::format("variant {}: {}", v.name, p.message);
    }
  }
  return first;
}

void lint_deck_files(const LintOptions& opt, const CardLibrary& lib, const deck::DeckRules* rules,
                     std::vector<LintIssue>& out) {
  std::filesystem::path dir = std::filesystem::path(opt.cards_dir) / opt.game / "decks";
  std::unique_ptr<ScriptHost> host;  // for deck.json's `script` rules, made once
  deck::DeckJudge judge;
  if (rules) {
    host = lib.new_host();
    judge = script_judge(*host);
  }
  std::set<int64_t> in_decks;
  for (const std::string& name : deck::deck_names(opt.cards_dir, opt.game)) {
    std::string path = (dir / (name + ".txt")).string();
    deck::DeckFile file;
    try {
      file = deck::read_deck(path);
    } catch (const std::exception& e) {
      out.push_back({"", 0, e.what()});  // "FILE:LINE: message" already
      continue;
    }
    bool known = true;
    for (const deck::ResolvedLine& r : deck::resolve(file, lib.rows())) {
      if (r.row) in_decks.insert(r.row->id);
      else {
        out.push_back({path, r.line->line, r.why});
        known = false;
      }
    }
    if (!rules || !known || rules->variants.empty()) continue;  // an unknown card is reported above
    try {
      for (const deck::DeckProblem& p : deck_problems(file, lib, *rules, judge))
        out.push_back({path, p.line, fmt::format("{}: {} (legal in no variant of deck.json)", p.rule, p.message)});
    } catch (const std::exception& e) {  // a `script` rule's error: the deck cannot be judged
      out.push_back({path, 0, fmt::format("deck rules: {}", e.what())});
    }
  }
  for (const std::vector<int64_t>& ids : lib.library().component_cards) in_decks.insert(ids.begin(), ids.end());
  for (const db::CardRow& row : lib.rows())
    if (!in_decks.count(row.id))
      out.push_back({dir.string(), 0,
                     fmt::format("card {} ({} \"{}\") is in no deck, so sim, the soak and CI never play it: "
                                 "add it to one of decks/*.txt",
                                 row.id, row.number, row.name),
                     true});
}

}  // namespace

void lint_deck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out) {
  std::filesystem::path dir = std::filesystem::path(opt.cards_dir) / opt.game, file = dir / "deck.json";
  if (!std::filesystem::exists(file)) {
    if (lib) lint_deck_files(opt, *lib, nullptr, out);
    return;
  }
  deck::DeckRules rules;
  try {
    rules = deck::load_deck_rules(dir, opt.game);
  } catch (const std::exception& e) {
    out.push_back({"", 0, e.what()});  // "FILE: message" already
    if (lib) lint_deck_files(opt, *lib, nullptr, out);
    return;
  }
  if (!lib) return;  // the library did not load: said already
  bool judgeable = true;
  for (const deck::DeckVariant& v : rules.variants)
    for (const deck::DeckRule& r : v.rules)
      if (r.kind == deck::DeckRule::Script && lib->library().rules.proc(r.procedure) == kNoFn) {
        out.push_back({file.string(), 0,
                       fmt::format("variant {}: rule {}: the ruleset has no procedure \"{}\"", v.name, r.id, r.procedure)});
        judgeable = false;
      }
  lint_deck_files(opt, *lib, judgeable ? &rules : nullptr, out);
}

}  // namespace cardinal::lint
