// `cardinal rules`: a game's rule ids, defined in its rules reference
// (cards/<game>/RULES.md) and cited by its scripts and tests. Lists the rules
// no test cites (the coverage) and the ids cited that the reference does not
// define (an error: exit 1).
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "core/json_util.h"
#include "lint/rule_refs.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

// A game folder is untrusted: a file larger than any rules text or script
// is refused, naming it, rather than read.
constexpr uintmax_t kMaxFileBytes = uintmax_t(16) << 20;

std::string read_bounded(const fs::path& p) {
  std::error_code ec;
  uintmax_t size = fs::file_size(p, ec);
  if (!ec && size > kMaxFileBytes)
    throw std::runtime_error(fmt::format("{}: {} bytes, more than the {} MiB a file of a game may hold here",
                                         p.string(), size, kMaxFileBytes >> 20));
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", p.string()));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// CW-2.10 after CW-2.9: numbers compare as numbers.
bool natural_less(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(uint8_t(a[i])) && std::isdigit(uint8_t(b[j]))) {
      size_t i2 = i, j2 = j;
      while (i2 < a.size() && std::isdigit(uint8_t(a[i2]))) i2++;
      while (j2 < b.size() && std::isdigit(uint8_t(b[j2]))) j2++;
      unsigned long x = std::stoul(a.substr(i, std::min<size_t>(i2 - i, 9)));
      unsigned long y = std::stoul(b.substr(j, std::min<size_t>(j2 - j, 9)));
      if (x != y) return x < y;
      i = i2;
      j = j2;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      i++;
      j++;
    }
  }
  return a.size() - i < b.size() - j;
}

bool is_test(const std::string& name) { return name.ends_with(".test.lua"); }

// A file of a --tests folder that is a test: a C++ source or a Lua test.
bool is_extra_test(const fs::path& p) {
  std::string ext = p.extension().string();
  return ext == ".cpp" || ext == ".h" || is_test(p.filename().string());
}

}  // namespace

int cmd_rules(const CommonOptions& c, const std::string& format, const std::vector<std::string>& test_dirs) {
  fs::path dir = fs::path(c.cards_dir) / c.game;
  fs::path ref = dir / "RULES.md";
  if (!fs::exists(ref)) {
    fmt::print(stderr, "cardinal rules: {} has no rules reference ({})\n", c.game, ref.string());
    return 1;
  }
  lint::RuleDefinitions defs = lint::parse_definitions(read_bounded(ref));
  if (defs.ids.empty()) {
    fmt::print(stderr, "cardinal rules: {} defines no rule id (write each as **ID** at the start of a list item)\n",
               ref.string());
    return 1;
  }
  // Every text file of the game folder but the reference itself, in a stable order.
  std::vector<fs::path> files;
  for (auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path() != ref) {
      std::string ext = e.path().extension().string();
      if (ext == ".lua" || ext == ".json" || ext == ".sql" || ext == ".txt" || ext == ".md") files.push_back(e.path());
    }
  std::sort(files.begin(), files.end());
  // The tests of --tests folders (the engine's C++ tests cite rules too).
  std::vector<fs::path> extra;
  for (const std::string& t : test_dirs) {
    if (!fs::is_directory(t)) {
      fmt::print(stderr, "cardinal rules: --tests {}: no such folder\n", t);
      return 1;
    }
    for (auto& e : fs::recursive_directory_iterator(t))
      if (e.is_regular_file() && is_extra_test(e.path())) extra.push_back(e.path());
  }
  std::sort(extra.begin(), extra.end());
  std::map<std::string, int> tested, cited;  // id -> how many citations
  std::vector<lint::RuleCitation> undefined;
  for (const fs::path& f : files) {
    std::string rel = fs::relative(f, c.cards_dir).string();
    for (lint::RuleCitation& r : lint::find_citations(read_bounded(f), defs.prefixes, rel)) {
      cited[r.id]++;
      if (is_test(f.filename().string())) tested[r.id]++;
      if (!defs.ids.count(r.id)) undefined.push_back(std::move(r));
    }
  }
  // Engine tests hold made-up ids too (a parser's fixtures, another game's
  // deck rules as an example): there an id counts only where it is defined.
  for (const fs::path& f : extra)
    for (const lint::RuleCitation& r : lint::find_citations(read_bounded(f), defs.prefixes, f.string()))
      if (defs.ids.count(r.id)) {
        cited[r.id]++;
        tested[r.id]++;
      }
  std::vector<std::string> ids, untested;
  for (auto& [id, line] : defs.ids) ids.push_back(id);
  std::sort(ids.begin(), ids.end(), natural_less);
  for (const std::string& id : ids)
    if (!tested.count(id)) untested.push_back(id);
  size_t n_tested = ids.size() - untested.size();
  double pct = 100.0 * double(n_tested) / double(ids.size());
  std::string rel_ref = fs::relative(ref, c.cards_dir).string();

  if (format == "json") {
    nlohmann::ordered_json j{{"game", c.game}, {"reference", rel_ref}, {"defined", ids.size()},
                             {"tested", n_tested}, {"cited", std::count_if(ids.begin(), ids.end(), [&](auto& id) {
                                return cited.count(id) > 0;
                              })},
                             {"coverage", pct}, {"untested", untested}};
    j["undefined"] = nlohmann::ordered_json::array();
    for (const lint::RuleCitation& r : undefined)
      j["undefined"].push_back({{"id", r.id}, {"file", r.file}, {"line", r.line}});
    j["repeated"] = defs.repeats;
    fmt::print("{}\n", dump_json(j, 2));
  } else {
    fmt::print("{}: {} rule ids defined in {}; {} cited by a test ({:.0f}%)\n", c.game, ids.size(), rel_ref,
               n_tested, pct);
    if (!untested.empty()) {
      std::string list;
      for (const std::string& id : untested) list += (list.empty() ? "" : " ") + id;
      fmt::print("no test cites ({}): {}\n", untested.size(), list);
    }
    for (const lint::RuleCitation& r : undefined)
      fmt::print("{}:{}: {} is not defined in {}\n", r.file, r.line, r.id, rel_ref);
    for (const std::string& r : defs.repeats) fmt::print("{}:{}: defined again\n", rel_ref, r);
  }
  return undefined.empty() && defs.repeats.empty() ? 0 : 1;
}

}  // namespace cardinal
