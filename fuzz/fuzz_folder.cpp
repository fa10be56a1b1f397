// A game folder from bytes (issue 31: every file in a game folder is
// untrusted). The first byte picks the file of the core's test game `mini`
// that the rest replaces: its schema.sql, its set file, a rules file or a card
// script. The library either loads or fails with a LoadError; when it loads,
// one game is played to its end or to 300 decisions, and may end in a script
// error. Never a crash, never another exception, never a game with no
// decision pending.
#include <map>

#include "fuzz/common.h"

using namespace cardinal;

namespace {

// mini's files on disk, with one replaced.
class OneFileReplaced final : public CardSource {
 public:
  OneFileReplaced(std::string path, std::string text) : path_(std::move(path)), text_(std::move(text)) {}
  std::optional<std::vector<std::string>> list(const std::string& dir) const override { return disk_->list(dir); }
  std::optional<std::string> read(const std::string& path) const override {
    return path == path_ ? std::optional<std::string>(text_) : disk_->read(path);
  }
  std::string describe(const std::string& path) const override { return disk_->describe(path); }

 private:
  std::shared_ptr<const CardSource> disk_ = disk_source(std::string(CARDINAL_TESTS_DIR) + "/games");
  std::string path_, text_;
};

const char* const kFiles[] = {"mini/schema.sql", "mini/sets/base/cards.txt", "mini/rules/10_mini.lua",
                              "mini/sets/base/1.lua"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::string file = kFiles[data[0] % 4];
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  std::shared_ptr<const CardLibrary> lib;
  try {
    lib = CardLibrary::load({"", "mini", "", {}, std::make_shared<OneFileReplaced>(file, text)});
  } catch (const LoadError&) {
    return 0;
  } catch (const std::exception& e) {
    fuzz::finding(std::string("a load failed with something other than a LoadError: ") + e.what());
  }
  std::vector<int64_t> deck;
  for (const db::CardRow& r : lib->rows())
    if (deck.size() < 30) deck.push_back(r.id);
  if (deck.empty()) return 0;
  std::unique_ptr<ScriptHost> host = lib->new_host();
  GameConfig cfg;
  cfg.seed = {size, 1, 2, 3};
  cfg.decks = {deck, deck};
  cfg.log = false;
  try {
    Game g(lib->library(), cfg);
    g.bind(*host);
    g.advance();
    for (int i = 0; i < 300 && !g.over(); i++) {
      const Decision* d = g.decision();
      if (!d || d->options.empty()) fuzz::finding("a running game with no decision pending");
      g.answer(uint32_t(i % d->options.size()));
      g.advance();
    }
  } catch (const RuleError&) {
    // A game the ruleset cannot set up or an answer it rejects: refused, not a crash.
  }
  return 0;
}
