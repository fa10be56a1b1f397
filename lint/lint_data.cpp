// Data sanity: the checks a game declares in cards/<game>/lint.json, each an
// SQL condition over its rows that finds the offending cards, reported at
// the line of the card's record (or of the key the check is about). Plus
// derived columns compared with what the card scripts actually do.
#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/json_util.h"
#include "core/suggest.h"
#include "db/search_index.h"
#include "db/sqlite.h"
#include "core/json_keys.h"
#include "scripting/keywords.h"
#include "lint/lint.h"
#include "search/registry.h"
#include "scripting/loader.h"

namespace fs = std::filesystem;

namespace cardinal::lint {

namespace {

struct Where {
  std::string file;
  int line = 0;
  std::map<std::string, int> keys;  // key -> line
  std::string label;                // card 1001 (CS1-001 "Ember Pike")
};

std::map<int64_t, Where> locate_records(const fs::path& game_dir) {
  std::map<int64_t, Where> out;
  if (!fs::is_directory(game_dir / "sets")) return out;
  for (const auto& e : fs::directory_iterator(game_dir / "sets")) {
    fs::path f = e.path() / "cards.txt";
    if (!fs::exists(f)) continue;
    try {
      db::SetSource src = db::read_set_file(f);
      for (const db::CardRecord& rec : src.cards) {
        Where w{f.string(), rec.line, {}, ""};
        for (const db::Field& fl : rec.fields) w.keys[fl.key] = fl.line;
        const db::Field* id = rec.find("id");
        const db::Field* num = rec.find("number");
        const db::Field* name = rec.find("name");
        if (!id) continue;
        w.label = fmt::format("card {} ({} \"{}\")", id->value, num ? num->value : "?", name ? name->value : "?");
        out[std::stoll(id->value)] = w;
      }
    } catch (const std::exception&) {
      // lint_rows reports unreadable set files.
    }
  }
  return out;
}

std::string json_list(const std::vector<std::string>& v) {
  return dump_json(nlohmann::json(v));
}

}  // namespace

// A value a column's CHECK (col IN ('a', 'b', ...)) refused, with the value
// it comes closest to: `column colour = "purpel" rejected: ...` gets
// ` (did you mean "purple"?)`. Read by hand, not with std::regex: the message
// quotes a set file's value, of any length, and libstdc++'s regex recurses
// once a character (a 100 kB value overflowed the stack).
std::string with_value_suggestion(const std::string& msg) {
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  const size_t npos = std::string::npos;
  for (size_t at = msg.find("column "); at != npos; at = msg.find("column ", at + 1)) {
    // column NAME = "VALUE" rejected: ...   (to the end of its line)
    size_t name = at + 7, name_end = name;
    while (name_end < msg.size() && word(msg[name_end])) name_end++;
    if (name_end == name || msg.compare(name_end, 4, " = \"") != 0) continue;
    size_t value = name_end + 4, value_end = msg.find('"', value);
    if (value_end == npos || msg.compare(value_end, 12, "\" rejected: ") != 0) continue;
    size_t eol = msg.find_first_of("\r\n", value_end);
    std::string_view rest = std::string_view(msg).substr(at, eol == npos ? npos : eol - at);
    // ... NAME IN ('a', 'b', ...): the column's list, NAME a word of its own
    const std::string in = msg.substr(name, name_end - name) + " IN (";
    for (size_t i = rest.find(in); i != npos; i = rest.find(in, i + 1)) {
      if (i > 0 && word(rest[i - 1])) continue;
      size_t list = i + in.size(), list_end = rest.find(')', list);
      if (list_end == npos) continue;
      std::vector<std::string_view> values;
      for (size_t q = rest.find('\'', list); q < list_end; q = rest.find('\'', q + 1)) {
        size_t q_end = rest.find('\'', q + 1);
        if (q_end >= list_end) break;
        values.push_back(rest.substr(q + 1, q_end - q - 1));
        q = q_end;
      }
      std::string hint = did_you_mean(std::string_view(msg).substr(value, value_end - value), values);
      return hint.empty() ? msg : msg + hint;
    }
    return msg;
  }
  return msg;
}

void lint_data(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out) {
  fs::path game_dir = fs::path(opt.cards_dir) / opt.game;
  fs::path lint_file = game_dir / "lint.json";
  std::optional<db::Database> db;
  try {
    db.emplace(db::build_in_memory(opt.cards_dir, {opt.game}));
  } catch (const std::exception& e) {
    out.push_back({"", 0, with_value_suggestion(e.what())});  // the build's message is "FILE:LINE: ..." already
    return;
  }
  if (!fs::exists(lint_file)) return;
  nlohmann::json spec;
  try {
    std::ifstream in(lint_file);
    spec = nlohmann::json::parse(in);
  } catch (const std::exception& e) {
    out.push_back({lint_file.string(), 0, e.what()});
    return;
  }
  std::map<int64_t, Where> where = locate_records(game_dir);
  const db::GameSchema& schema = db->schema(opt.game);
  auto report = [&](int64_t id, const std::string& column, const std::string& msg, bool warning) {
    auto it = where.find(id);
    if (it == where.end()) {
      out.push_back({game_dir.string(), 0, fmt::format("card {}: {}", id, msg), warning});
      return;
    }
    auto key = it->second.keys.find(column);
    int line = key != it->second.keys.end() ? key->second : it->second.line;
    out.push_back({it->second.file, line, fmt::format("{}: {}", it->second.label, msg), warning});
  };

  // A misspelt key would be a default taken in silence (a check without its
  // message, a derived column never compared).
  auto bad_keys = [&](const nlohmann::json& o, std::initializer_list<std::string_view> known, const std::string& what) {
    std::string bad = unknown_key(o, known);
    if (!bad.empty()) out.push_back({lint_file.string(), 0, what + bad});
    return !bad.empty();
  };
  if (bad_keys(spec, {"checks", "derived"}, "")) return;
  for (const auto& check : spec.value("checks", nlohmann::json::array())) {
    if (bad_keys(check, {"id", "where", "message", "column", "warning"}, "check " + check.value("id", "?") + ": "))
      continue;
    std::string id = check.value("id", "lint"), cond = check.value("where", ""), msg = check.value("message", "");
    std::string sql = fmt::format("SELECT c.id FROM cards c JOIN {} t ON t.id = c.id WHERE c.game = ?1 AND ({}) ORDER BY c.id",
                                  db::sql::quote_ident(schema.table), cond);
    try {
      db::sql::Statement st(db->handle(), sql);
      st.bind(1, std::string_view(opt.game));
      while (st.step()) report(st.integer(0), check.value("column", ""), id + ": " + msg, check.value("warning", false));
    } catch (const db::sql::Failure& f) {
      out.push_back({lint_file.string(), 0, fmt::format("check {}: bad SQL: {}", id, f.detail)});
    }
  }

  // Derived columns need the scripts.
  if (!lib) return;
  search::Registry reg = search::Registry::load(game_dir, schema);
  std::map<int64_t, std::vector<std::string>> used;
  for (auto& [cid, words] : script_keywords(lib->library(), reg.keyword_kinds)) used[cid] = words;
  std::map<int64_t, const db::CardRow*> rows;
  for (const db::CardRow& r : lib->rows()) rows[r.id] = &r;
  for (const auto& d : spec.value("derived", nlohmann::json::array())) {
    if (bad_keys(d, {"id", "column", "keyword", "warning"}, "derived " + d.value("id", "?") + ": ")) continue;
    std::string id = d.value("id", "lint"), col = d.value("column", ""), kw = d.value("keyword", "");
    bool warning = d.value("warning", false);
    for (auto& [cid, row] : rows) {
      const db::Value* v = row->get(col);
      if (!v) continue;
      const std::vector<std::string>& words = used[cid];
      if (!kw.empty()) {  // a 0/1 flag column: set exactly when the script has the keyword
        bool has = std::find(words.begin(), words.end(), kw) != words.end();
        bool flag = v->kind == db::Value::Kind::Int && v->i != 0;
        if (has != flag)
          report(cid, col, fmt::format("{}: {} is {} but the script {} {}", id, col, flag ? 1 : 0,
                                       has ? "has" : "has no", kw), warning);
      } else if (v->kind == db::Value::Kind::Text && v->s != "[]") {  // a declared keyword list must be right
        nlohmann::json declared = nlohmann::json::parse(v->s, nullptr, false);
        std::vector<std::string> list;
        if (declared.is_array())
          for (const auto& x : declared) list.push_back(x.is_string() ? x.get<std::string>() : dump_json(x));
        std::sort(list.begin(), list.end());
        if (list != words)
          report(cid, col, fmt::format("{}: {} says {} but the script uses {}", id, col, json_list(list), json_list(words)),
                 warning);
      }
    }
  }
}

}  // namespace cardinal::lint
