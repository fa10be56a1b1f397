// The words a game's ruleset gives its card scripts: every global its
// rules/*.lua files (and the rules libraries its declaration names) leave in
// the ruleset's environment, which card scripts read. That environment is
// the one registry of them: lint's luacheck globals and the per-game word
// reference (`cardinal docs`, docs/games/<game>.md and .meta.lua) are read
// from it, so neither can list a word the cards do not see, or miss one.
#pragma once
#include <string>
#include <vector>

namespace cardinal {

class CardLibrary;

struct RulesetWord {
  std::string name;
  std::string type;                 // the value's Lua type: "function", "table", "number", ...
  std::string value;                // a number's, string's (quoted) or boolean's value
  std::vector<std::string> params;  // a function's parameter names, "..." last when it takes more
  std::string file;                 // where it is defined, relative to the cards root ("" if unknown)
  int line = 0;
  // The comment right above the definition, one entry a line with its "--"
  // (or "---") and one space taken off; LuaLS annotations ("@param ...") kept
  // as written, so an author can state types the generated file then carries.
  std::vector<std::string> doc;
};

// The ruleset's words, sorted by file, then line, then name.
std::vector<RulesetWord> ruleset_words(const CardLibrary& lib);
// The names alone, sorted.
std::vector<std::string> ruleset_word_names(const CardLibrary& lib);

// The rules library a word comes from ("common" for lib/common/...), or ""
// for a word of the ruleset's own files.
std::string word_library(const RulesetWord& w);

// The word reference of one game (Markdown) and its LuaLS annotations (a
// ---@meta file an editor reads beside scripting/cardinal.meta.lua): each
// of the ruleset's own words under the file that defines it, without line
// numbers, so that only a change to a word (its name, parameters, comment or
// file) makes them stale. A rules library's words are named only (the
// Markdown points to the library's reference); they are documented once, by
// library_words_markdown and library_words_luals (docs/lib/<name>.md and
// .meta.lua), from the words of any game that loads the library.
std::string words_markdown(const std::string& game, const std::vector<RulesetWord>& words);
std::string words_luals(const std::string& game, const std::vector<RulesetWord>& words);
std::string library_words_markdown(const std::string& lib, const std::vector<RulesetWord>& words);
std::string library_words_luals(const std::string& lib, const std::vector<RulesetWord>& words);

}  // namespace cardinal
