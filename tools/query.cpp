// `cardinal query`: Scryfall-style card search (search/). Exit status as
// grep: 0 when cards matched, 1 when none did, 2 for a bad query or error.
#include <fmt/format.h>

#include <iostream>

#include "search/engine.h"
#include "search/error.h"
#include "search/format.h"
#include "search/parser.h"
#include "scripting/keywords.h"
#include "search/source.h"
#include "tools/commands.h"

namespace cardinal {

namespace {

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  for (size_t start = 0; start < s.size();) {
    size_t comma = s.find(',', start);
    if (comma == std::string::npos) comma = s.size();
    if (comma > start) out.push_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

void list_fields(const search::Registry& reg) {
  fmt::print("fields of {} ({}):\n", reg.game, reg.origin);
  for (const search::FieldDef& f : reg.fields) {
    std::string names = f.name;
    for (const std::string& a : f.aliases) names += " " + a;
    fmt::print("  {:<24} {:<5} {}\n", names, search::kind_name(f.kind), f.help);
  }
  for (const search::Flag& f : reg.flags) fmt::print("  is:{:<21} flag  {}\n", f.name, f.help);
}

}  // namespace

void prepare_for_queries(const std::string& db_path, const std::string& cards_dir) {
  db::Database d = db::Database::open(db_path);
  std::vector<std::string> warnings;
  search::prepare_database(d, cards_dir, &warnings, load_script_keywords);
  for (const std::string& w : warnings) fmt::print(stderr, "cardinal db build: warning: {}\n", w);
}

int cmd_query(const CommonOptions& c, const QueryCmdOptions& o) {
  std::vector<std::string> warnings;
  search::Source src = search::open_source(c.cards_dir, c.game, c.db_path, &warnings, load_script_keywords);
  for (const std::string& w : warnings) fmt::print(stderr, "cardinal query: warning: {}\n", w);
  if (o.list_fields) {
    list_fields(src.registry);
    return 0;
  }
  if (o.text.empty()) {
    fmt::print(stderr, "cardinal query: no query given (try 'c:r cost<=2')\n");
    return 2;
  }
  try {
    search::NodePtr tree = search::parse(o.text);
    search::Options opt;
    opt.fields = split_list(o.fields);
    opt.sort = split_list(o.sort);
    opt.limit = o.limit;
    opt.filter_game = !src.single_game;
    opt.offset = o.offset;
    search::Plan plan = search::plan(*tree, src.registry, opt);
    sqlite3* h = src.db.handle();
    if (o.explain) {
      std::cout << search::explain(h, *tree, plan);
      return 0;
    }
    if (o.stats) {
      search::Stats s = search::stats(h, plan, src.registry);
      std::cout << search::format_stats(s, o.format);
      return s.cards > 0 ? 0 : 1;
    }
    search::ResultSet rows = search::run(h, plan);
    std::cout << search::format_rows(rows, o.format);
    return rows.ids.empty() ? 1 : 0;
  } catch (const search::QueryError& e) {
    fmt::print(stderr, "cardinal query: {}\n{}\n", e.what(), search::caret_line(o.text, e.pos, e.len));
    return 2;
  } catch (const search::OptionError& e) {
    fmt::print(stderr, "cardinal query: {}\n", e.what());
    return 2;
  }
}

}  // namespace cardinal
