// The deck-file parser (parse_deck in scripting/loader.cpp): any bytes are
// either a deck or a LoadError naming the line; never a crash, never a list
// longer than 100 copies per line allow.
#include "fuzz/common.h"

using namespace cardinal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    std::vector<int64_t> deck = parse_deck(text, "fuzz.txt");
    size_t lines = 1;
    for (char c : text) lines += c == '\n';
    if (deck.size() > lines * 100) fuzz::finding("more cards than the lines allow");
  } catch (const LoadError& e) {
    if (std::string(e.what()).rfind("fuzz.txt:", 0) != 0) fuzz::finding(std::string("message without the file: ") + e.what());
  }
  return 0;
}
