// The deck-file parser (deck/deck_file.cpp) and the cards a game is dealt
// from it: any bytes are either a deck or a DeckSyntaxError naming the file;
// never a crash, never more than kMaxDeckCards cards.
#include "deck/deck_file.h"
#include "fuzz/common.h"

using namespace cardinal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    std::vector<int64_t> ids = deck::deck_ids(deck::parse_deck(text, "fuzz.txt"), fuzz::mini().lib->rows());
    if (int64_t(ids.size()) > deck::kMaxDeckCards) fuzz::finding("more cards than a deck may hold");
  } catch (const deck::DeckSyntaxError& e) {
    if (std::string(e.what()).rfind("fuzz.txt:", 0) != 0) fuzz::finding(std::string("message without the file: ") + e.what());
  }
  return 0;
}
