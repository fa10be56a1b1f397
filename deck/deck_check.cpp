#include "deck/deck_check.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace cardinal::deck {

namespace {

// A column of a row as text (common columns first, then the game's).
std::string column_text(const db::CardRow& r, const std::string& col) {
  if (col == "id") return std::to_string(r.id);
  if (col == "name") return r.name;
  if (col == "number") return r.number;
  if (col == "card_type") return r.card_type;
  if (col == "set_code") return r.set_code;
  if (col == "text") return r.text;
  const db::Value* v = r.get(col);
  if (!v || v->is_null()) return "";
  return v->kind == db::Value::Kind::Int ? std::to_string(v->i) : v->s;
}

struct Entry {
  const deck::DeckLine* line;
  const db::CardRow* row;  // nullptr when unknown
};

bool counted(const DeckRule& r, const std::string& section) {
  return r.sections.empty() || std::find(r.sections.begin(), r.sections.end(), section) != r.sections.end();
}

std::string where(const DeckRule& r) {
  return r.sections.size() == 1 ? fmt::format("the {} deck", r.sections.front()) : std::string("the deck");
}

}  // namespace

DeckReport check_deck(const deck::DeckFile& deck, const std::vector<db::CardRow>& rows, const DeckVariant& variant,
                      const std::set<std::string>& flags, const DeckJudge& judge) {
  DeckReport rep;
  rep.variant = variant.name;
  // Resolve every line; unresolvable lines are reported by the "known" rule.
  std::vector<Entry> entries;
  std::vector<std::pair<int, std::string>> unknown;  // line, why
  for (const deck::ResolvedLine& r : deck::resolve(deck, rows)) {
    if (!r.row) unknown.emplace_back(r.line->line, r.why);
    rep.cards += r.line->count;
    rep.sections[r.line->section] += r.line->count;
    entries.push_back({r.line, r.row});
  }

  for (const DeckRule& rule : variant.rules) {
    if (!rule.when.empty() && !flags.count(rule.when)) continue;
    auto problem = [&](int line, std::string msg) { rep.problems.push_back({rule.id, line, std::move(msg)}); };
    switch (rule.kind) {
      case DeckRule::Size: {
        int64_t n = 0;
        for (const Entry& e : entries)
          if (counted(rule, e.line->section)) n += e.line->count;
        bool low = rule.min && n < *rule.min, high = rule.max && n > *rule.max;
        if (!low && !high) break;
        std::string want = rule.min && rule.max && *rule.min == *rule.max ? fmt::format("exactly {}", *rule.min)
                           : rule.min && rule.max ? fmt::format("between {} and {}", *rule.min, *rule.max)
                           : rule.min ? fmt::format("at least {}", *rule.min)
                                      : fmt::format("at most {}", *rule.max);
        problem(0, fmt::format("{} has {} cards, it must have {}", where(rule), n, want));
        break;
      }
      case DeckRule::MaxCopies: {
        // Keys in order of first appearance, so messages follow the file.
        std::vector<std::string> order;
        std::unordered_map<std::string, std::pair<int64_t, const db::CardRow*>> counts;
        for (const Entry& e : entries) {
          if (!e.row || !counted(rule, e.line->section)) continue;
          std::string k;
          for (const std::string& col : rule.key) k += column_text(*e.row, col) + '\x1f';
          auto [it, fresh] = counts.try_emplace(k, 0, e.row);
          if (fresh) order.push_back(k);
          it->second.first += e.line->count;
        }
        for (const std::string& k : order) {
          auto [n, row] = counts[k];
          // A card may replace the limit (FF-8.1.2): its value in the override column.
          int64_t max = *rule.max;
          if (!rule.column.empty())
            if (const db::Value* v = row->get(rule.column); v && v->kind == db::Value::Kind::Int) max = v->i;
          if (n <= max) continue;
          std::string rest;
          for (const std::string& col : rule.key)
            if (col != "name") rest += (rest.empty() ? "" : ", ") + column_text(*row, col);
          problem(0, fmt::format("\"{}\"{} ×{}, at most {}", row->name, rest.empty() ? "" : " (" + rest + ")", n,
                                 max));
        }
        break;
      }
      case DeckRule::Same: {
        std::vector<std::string> values;
        for (const Entry& e : entries)
          if (e.row && counted(rule, e.line->section)) values.push_back(column_text(*e.row, rule.column));
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        if (values.size() <= 1) break;
        std::string list;
        for (const std::string& v : values) list += (list.empty() ? "" : ", ") + (v.empty() ? "(none)" : v);
        problem(0, fmt::format("cards with {} different {} ({}); only one is allowed{}", values.size(), rule.column,
                               list, rule.when.empty() ? "" : " with --" + rule.when));
        break;
      }
      case DeckRule::Known:
        for (auto& [line, why] : unknown) problem(line, why);
        break;
      case DeckRule::Sections:
        for (const std::string& s : deck.sections) {
          if (std::find(rule.sections.begin(), rule.sections.end(), s) != rule.sections.end()) continue;
          int first = 0;
          for (const Entry& e : entries)
            if (e.line->section == s) {
              first = e.line->line;
              break;
            }
          std::string allowed;
          for (const std::string& a : rule.sections) allowed += (allowed.empty() ? "" : ", ") + ("[" + a + "]");
          problem(first, fmt::format("section [{}] is not allowed (only {})", s, allowed));
        }
        break;
      case DeckRule::Script: {
        if (!judge)
          throw std::invalid_argument(fmt::format("deck rule {} is judged by the ruleset's procedure {}, "
                                                  "which needs the game's scripts loaded", rule.id, rule.procedure));
        std::vector<DeckEntry> lines;
        for (const Entry& e : entries)
          lines.push_back({e.line->section, e.line->line, e.line->count, e.row ? e.row->id : 0,
                           e.line->id ? std::to_string(e.line->id) : e.line->name});
        for (DeckProblem& p : judge(rule, lines, variant.name, flags)) rep.problems.push_back(std::move(p));
        break;
      }
    }
  }
  return rep;
}

std::string format_problem(const std::string& path, const DeckProblem& p) {
  if (p.line > 0) return fmt::format("{}:{}: {}: {}", path, p.line, p.rule, p.message);
  return fmt::format("{}: {}: {}", path, p.rule, p.message);
}

}  // namespace cardinal::deck
