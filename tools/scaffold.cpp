// `cardinal new game|set|card`: scaffolding that passes `cardinal lint` and
// `cardinal test` as made (tests/lint_scaffold.cpp checks that). Set files
// are rewritten in canonical form (db/setfile.h), so an export of the built
// database stays byte-identical to them.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/suggest.h"
#include "db/database.h"
#include "lint/lint.h"
#include "tools/commands.h"
#include "scripting/loader.h"
#include "tools/scaffold_templates.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
  return s;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error(p.string() + ": cannot read");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Writes a new file; never overwrites one.
void create(const fs::path& p, const std::string& text) {
  if (fs::exists(p)) throw std::runtime_error(p.string() + ": already exists; not overwriting it");
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
  fmt::print("created {}\n", p.string());
}

db::GameSchema game_schema(const fs::path& game_dir, const std::string& game) {
  db::Database d = db::Database::create(":memory:");
  fs::path schema = game_dir / "schema.sql";
  return d.apply_game_schema(game, slurp(schema), schema.string());
}

// The folder of set CODE (any case) and its parsed cards.txt.
fs::path find_set(const fs::path& game_dir, const std::string& code) {
  if (fs::is_directory(game_dir / "sets"))
    for (const auto& e : fs::directory_iterator(game_dir / "sets")) {
      fs::path f = e.path() / "cards.txt";
      if (fs::exists(f) && db::read_set_file(f).header.set_code == code) return e.path();
    }
  throw std::runtime_error(fmt::format("{}: no set {} (make one with `cardinal new set --game {} {}`)",
                                       (game_dir / "sets").string(), code, game_dir.filename().string(), code));
}

}  // namespace

int cmd_new_game(const CommonOptions& c, const std::string& game) {
  if (game.empty() || !std::all_of(game.begin(), game.end(), [](char ch) {
        return std::islower(static_cast<unsigned char>(ch)) || std::isdigit(static_cast<unsigned char>(ch)) || ch == '-';
      }))
    throw std::runtime_error(fmt::format("game id \"{}\": use lower-case letters, digits and '-'", game));
  if (game == "lib") throw std::runtime_error("game id \"lib\": reserved for the shared rules libraries (lib/<name>/)");
  fs::path dir = fs::path(c.cards_dir) / game;
  if (fs::exists(dir)) throw std::runtime_error(dir.string() + ": already exists");
  std::string table = replace_all(game, "-", "_");
  // The rule ids' prefix (RULES.md): the id's letters and digits, upper case.
  std::string prefix;
  for (char ch : game)
    if (ch != '-') prefix += char(std::toupper(static_cast<unsigned char>(ch)));
  if (std::isdigit(static_cast<unsigned char>(prefix[0]))) prefix = "G" + prefix;
  auto fill = [&](const char* t) {
    return replace_all(replace_all(replace_all(t, "@GAME@", game), "@TABLE@", table), "@PREFIX@", prefix);
  };
  create(dir / "schema.sql", fill(scaffold::kSchema));
  create(dir / "rules" / "00_game.lua", fill(scaffold::kRules));
  create(dir / "deck.json", fill(scaffold::kDeckRules));
  create(dir / "lint.json", fill(scaffold::kLint));
  create(dir / "sets" / "base" / "cards.txt", fill(scaffold::kFirstSet));
  create(dir / "sets" / "base" / "1.lua", replace_all(scaffold::kVanillaScript, "@NAME@", "Footman"));
  create(dir / "sets" / "base" / "2.lua", replace_all(scaffold::kVanillaScript, "@NAME@", "Knight"));
  create(dir / "sets" / "base" / "3.lua", scaffold::kSparkScript);
  create(dir / "sets" / "base" / "3.test.lua", fill(scaffold::kSparkTest));
  create(dir / "RULES.md", fill(scaffold::kRulesReference));
  create(dir / "decks" / "starter-a.txt", fill(scaffold::kDeck));
  create(dir / "decks" / "starter-b.txt", fill(scaffold::kDeck));
  try {
    write_game_words(c.cards_dir, game);
  } catch (const std::exception& e) {
    fmt::print(stderr, "cardinal: the game's word reference is not written ({}): run `cardinal docs`\n", e.what());
  }
  fmt::print("next: cardinal lint --game {0} && cardinal test --game {0} && cardinal sim --game {0} --games 10\n", game);
  return 0;
}

int cmd_new_set(const CommonOptions& c, const std::string& code, const std::string& name) {
  fs::path game_dir = fs::path(c.cards_dir) / c.game;
  if (!fs::exists(game_dir / "schema.sql")) throw std::runtime_error(game_dir.string() + ": not a game (no schema.sql)");
  if (code.empty() || !std::all_of(code.begin(), code.end(), [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)); }))
    throw std::runtime_error(fmt::format("set code \"{}\": use letters and digits", code));
  std::string folder = code;
  std::transform(folder.begin(), folder.end(), folder.begin(), [](char ch) { return char(std::tolower(ch)); });
  fs::path dir = game_dir / "sets" / folder;
  db::SetSource src;
  src.header = {c.game, code, name.empty() ? code : name, {fmt::format("# {}: cards of set {} for {}.", name.empty() ? code : name, code, c.game)}, 0};
  create(dir / "cards.txt", db::write_set(src, game_schema(game_dir, c.game)));
  fmt::print("next: cardinal new card --game {} --set {} --name \"Card Name\" --type TYPE\n", c.game, code);
  return 0;
}

int cmd_new_card(const CommonOptions& c, const NewCardOptions& o) {
  fs::path game_dir = fs::path(c.cards_dir) / c.game;
  db::GameSchema schema = game_schema(game_dir, c.game);
  fs::path dir = find_set(game_dir, o.set);
  fs::path file = dir / "cards.txt";
  std::string before = slurp(file);
  db::SetSource src = db::read_set_file(file);

  // The next free id in the whole game and the next number in the set.
  int64_t id = o.id;
  if (id == 0) {
    id = 1;
    for (const auto& e : fs::directory_iterator(game_dir / "sets"))
      if (fs::exists(e.path() / "cards.txt"))
        for (const db::CardRecord& r : db::read_set_file(e.path() / "cards.txt").cards)
          id = std::max<int64_t>(id, std::stoll(r.find("id")->value) + 1);
  }
  std::string number = o.number.empty() ? fmt::format("{}-{:03}", o.set, src.cards.size() + 1) : o.number;

  db::CardRecord rec;
  rec.fields = {{"id", std::to_string(id), 0}, {"number", number, 0}, {"name", o.name, 0}, {"card_type", o.type, 0}};
  for (const std::string& kv : o.fields) {
    size_t eq = kv.find('=');
    if (eq == std::string::npos) throw std::runtime_error(fmt::format("--field {}: expected KEY=VALUE", kv));
    std::string key = kv.substr(0, eq);
    std::vector<std::string> keys = {"id", "number", "name", "card_type", "text", "flavor"};
    for (const std::string& col : schema.column_names()) keys.push_back(col);
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      throw std::runtime_error(fmt::format("--field {}: {} has no column \"{}\"{}; its columns: {}", kv, c.game, key,
                                           did_you_mean(key, {keys.begin(), keys.end()}),
                                           fmt::join(keys.begin() + 4, keys.end(), ", ")));
    rec.fields.push_back({kv.substr(0, eq), kv.substr(eq + 1), 0});
  }
  if (!o.text.empty()) rec.fields.push_back({"text", o.text, 0});
  src.cards.push_back(rec);

  // Canonical text, then lint's own row checks (the database build, then
  // the data checks of the game's lint.json), so a card lint would reject is
  // refused here with lint's message and nothing is left half-made.
  fs::path script = dir / fmt::format("{}.lua", id), test = dir / fmt::format("{}.test.lua", id);
  if (fs::exists(script) || fs::exists(test)) throw std::runtime_error(script.string() + ": already exists");
  std::string text = db::write_set(src, schema);
  std::ofstream(file, std::ios::binary) << text;
  lint::LintOptions lopt;
  lopt.cards_dir = c.cards_dir;
  lopt.game = c.game;
  std::vector<lint::LintIssue> issues;
  lint::lint_data(lopt, nullptr, issues);
  std::vector<std::string> refused;
  auto ours = [&](const std::string& m) {  // lint_data names the card "card ID (NUMBER ...)" or "card ID:"
    return m.rfind(fmt::format("card {} (", id), 0) == 0 || m.rfind(fmt::format("card {}:", id), 0) == 0;
  };
  for (const lint::LintIssue& i : issues)  // a build error, or a check about this card (not another's)
    if (!i.warning && (i.file.empty() || ours(i.message))) refused.push_back(i.text());
  if (!refused.empty()) {
    std::ofstream(file, std::ios::binary) << before;
    throw std::runtime_error(fmt::format("{}\n(the card was not added; give or change its values with --field KEY=VALUE)",
                                         fmt::join(refused, "\n")));
  }
  fmt::print("added card {} ({} \"{}\") to {}\n", id, number, o.name, file.string());
  std::string about = o.text.empty() ? "(no text yet)" : o.text;
  std::replace(about.begin(), about.end(), '\n', ' ');
  auto fill = [&](const char* t) {
    return replace_all(replace_all(t, "@NAME@", o.name), "@TEXT@", about);
  };
  create(script, fill(scaffold::kCardScript));
  create(test, fill(scaffold::kCardTest));
  fmt::print("next: cardinal lint --game {0} && cardinal test --game {0} {1}\n"
             "then put it in a deck of {2} (a card in no deck never plays: lint warns, ctest's deck coverage fails)\n",
             c.game, id, (game_dir / "decks").string());
  return 0;
}

}  // namespace cardinal
