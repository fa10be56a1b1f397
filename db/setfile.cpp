// Reading the set text format (see setfile.h). This file only knows the
// record structure and the keys every game has; per-game columns are checked
// later by to_row() against the game's schema.
#include "db/setfile.h"

#include <fmt/format.h>

#include <charconv>
#include <fstream>
#include <map>
#include <sstream>

namespace cardinal::db {

namespace {

// Keys of the set header record, in canonical order.
constexpr std::string_view kHeaderKeys[] = {"game", "set", "name"};
// Keys every card record must have.
constexpr std::string_view kRequiredCardKeys[] = {"id", "number", "name", "card_type"};

bool is_key(std::string_view k) {
  if (k.empty() || !(k[0] >= 'a' && k[0] <= 'z')) return false;
  for (char c : k)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool only_dots(std::string_view s) {
  return !s.empty() && s.find_first_not_of('.') == std::string_view::npos;
}

// The records read so far. `continuable`: the previous line was a key or
// continuation line, so an indented line extends that value. `continued`:
// the last field has received a continuation line yet (its first part may
// be empty, so emptiness alone cannot tell).
struct Builder {
  std::string path;
  std::vector<CardRecord> records;
  bool in_record = false;
  bool continued = false;
  bool continuable = false;
  std::vector<std::string> comments;

  [[noreturn]] void fail(int line, std::string_view msg) const {
    throw Error(located(path, line, msg));
  }

  void key_line(int line, std::string_view text) {
    size_t colon = text.find(':');
    if (colon == std::string_view::npos)
      fail(line, fmt::format("expected \"key: value\", got \"{}\"", text));
    std::string_view key = text.substr(0, colon);
    if (!is_key(key))
      fail(line, fmt::format("invalid key \"{}\" (keys are lower-case letters, digits and _)", key));
    std::string_view value = text.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);

    if (!in_record) {
      records.push_back(CardRecord{line, {}});
      in_record = true;
    }
    CardRecord& rec = records.back();
    if (const Field* dup = rec.find(key))
      fail(line, fmt::format("duplicate key \"{}\" in record (first at line {})", key, dup->line));
    rec.fields.push_back(Field{std::string(key), std::string(value), line});
    continued = false;
    continuable = true;
  }

  void continuation_line(int line, std::string_view text) {
    if (!continuable)
      fail(line, "continuation line without a preceding \"key: value\" line");
    if (text.substr(0, 2) != "  ")
      fail(line, "continuation lines must start with exactly two spaces");
    std::string_view content = text.substr(2);
    if (only_dots(content)) content.remove_suffix(1);  // "." is an empty line
    Field& f = records.back().fields.back();
    if (continued || !f.value.empty()) f.value += '\n';
    f.value += content;
    continued = true;
  }
};

int64_t parse_id(const Field& f, const std::string& path) {
  int64_t v = 0;
  const char* end = f.value.data() + f.value.size();
  auto [p, ec] = std::from_chars(f.value.data(), end, v);
  if (f.value.empty() || ec != std::errc() || p != end || v <= 0)
    throw Error(located(path, f.line,
                        fmt::format("bad id \"{}\": expected a positive integer", f.value)));
  return v;
}

SetHeader read_header(const CardRecord& rec, const std::string& path) {
  SetHeader h;
  h.line = rec.line;
  for (const Field& f : rec.fields) {
    if (f.key == "game") h.game = f.value;
    else if (f.key == "set") h.set_code = f.value;
    else if (f.key == "name") h.name = f.value;
    else
      throw Error(located(path, f.line,
                          fmt::format("unknown header key \"{}\" (the first record is the set "
                                      "header: game, set, name)", f.key)));
  }
  for (std::string_view k : kHeaderKeys) {
    const Field* f = rec.find(k);
    if (!f) throw Error(located(path, rec.line, fmt::format("set header has no \"{}\"", k)));
    if (f->value.empty()) throw Error(located(path, f->line, fmt::format("empty \"{}\" in set header", k)));
  }
  return h;
}

// Per-card checks that need no schema; ids and numbers must be unique in
// the file (the database checks them across files too).
void check_cards(const std::vector<CardRecord>& cards, const std::string& path) {
  std::map<int64_t, int> id_lines;
  std::map<std::string, int> number_lines;
  for (const CardRecord& rec : cards) {
    for (std::string_view k : kRequiredCardKeys) {
      const Field* f = rec.find(k);
      if (!f)
        throw Error(located(path, rec.line, fmt::format("card record has no \"{}\"", k)));
      if (f->value.empty())
        throw Error(located(path, f->line, fmt::format("empty \"{}\"", k)));
    }
    const Field* id = rec.find("id");
    auto [it, fresh] = id_lines.emplace(parse_id(*id, path), id->line);
    if (!fresh)
      throw Error(located(path, id->line,
                          fmt::format("duplicate id {} (first at line {})", it->first, it->second)));
    const Field* num = rec.find("number");
    auto [nit, nfresh] = number_lines.emplace(num->value, num->line);
    if (!nfresh)
      throw Error(located(path, num->line, fmt::format("duplicate number \"{}\" (first at line {})",
                                                       num->value, nit->second)));
  }
}

}  // namespace

const Field* CardRecord::find(std::string_view key) const {
  for (const Field& f : fields)
    if (f.key == key) return &f;
  return nullptr;
}

std::string located(std::string_view path, int line, std::string_view message) {
  if (line > 0) return fmt::format("{}:{}: {}", path, line, message);
  return fmt::format("{}: {}", path, message);
}

// The byte offset of the first byte that is not part of well-formed UTF-8
// (RFC 3629: no overlong forms, surrogates or code points past U+10FFFF), or
// npos. Card text is shown in JSON views and terminals; a stray Latin-1 byte
// would make every JSON document holding it invalid.
static size_t invalid_utf8_at(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (n < 0 || i + size_t(n) >= s.size()) return i;  // a stray continuation byte, or cut short
    uint32_t cp = n == 0 ? c : c & (0x3F >> n);
    for (int k = 1; k <= n; k++) {
      unsigned char cb = static_cast<unsigned char>(s[i + size_t(k)]);
      if ((cb & 0xC0) != 0x80) return i;
      cp = cp << 6 | (cb & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return i;
    i += size_t(n) + 1;
  }
  return std::string_view::npos;
}

SetSource parse_set(std::string_view text, std::string path) {
  Builder b;
  b.path = path;
  int line = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view raw = trim_right(text.substr(pos, nl - pos));
    pos = nl + 1;
    ++line;
    if (size_t bad = invalid_utf8_at(raw); bad != std::string_view::npos)
      b.fail(line, fmt::format("not UTF-8 text (byte 0x{:02x} at column {})", static_cast<unsigned char>(raw[bad]), bad + 1));

    if (raw.empty()) {  // record separator (several blank lines are tolerated)
      b.in_record = false;
      b.continuable = false;
    } else if (raw.front() == '#') {
      // Comments belong to the set as a whole; a comment between cards would
      // have no place to go in the canonical file, so it is refused.
      if (b.records.size() > 1)
        b.fail(line, "comments are only allowed before the first card record");
      b.comments.emplace_back(raw);
      b.continuable = false;
    } else if (raw.front() == ' ' || raw.front() == '\t') {
      b.continuation_line(line, raw);
    } else {
      b.key_line(line, raw);
    }
  }

  if (b.records.empty())
    throw Error(located(path, line > 0 ? line : 1,
                        "no set header: expected a first record with game, set and name"));
  SetSource src;
  src.path = std::move(path);
  src.header = read_header(b.records.front(), src.path);
  src.header.comments = std::move(b.comments);
  src.cards.assign(std::make_move_iterator(b.records.begin() + 1),
                   std::make_move_iterator(b.records.end()));
  check_cards(src.cards, src.path);
  return src;
}

SetSource read_set_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw Error(fmt::format("{}: cannot read set file", file.string()));
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse_set(ss.str(), file.string());
}

}  // namespace cardinal::db
