// "Did you mean" hints: the closest name, and a bounded cost for words of any
// length (a word or a value may come from a game folder, megabytes long).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/suggest.h"
#include "lint/lint.h"

using namespace cardinal;

TEST_CASE("did you mean: the closest name within two edits and the first of equals", "[suggest]") {
  CHECK(did_you_mean("gren", {"red", "green"}) == " (did you mean \"green\"?)");
  CHECK(did_you_mean("draw_card", {"draw_cards", "draw_card_"}) == " (did you mean \"draw_cards\"?)");
  CHECK(did_you_mean("xyzzy", {"red", "green"}).empty());
  CHECK(did_you_mean("ab", {"cd"}).empty());  // two edits, but more than half the word
}

TEST_CASE("did you mean: megabyte words cost a band of cells", "[suggest]") {
  std::string word(1 << 20, 'a');
  std::string near = word, far = word;
  near[12345] = 'b';
  far[1] = far[2] = far[3] = 'c';
  CHECK(did_you_mean(word, {far, near}) == " (did you mean \"" + near + "\"?)");
  CHECK(did_you_mean(word, {far, word + "xyz"}).empty());
}

TEST_CASE("lint: a refused value of any length gets the closest listed value", "[suggest][lint]") {
  std::string value(1 << 20, 'q');
  std::string msg = "cards.txt:3: card 5 (X-1): column colour = \"" + value + "x\" rejected: CHECK constraint failed: "
                    "colour IN ('red', '" + value + "')";
  CHECK(lint::with_value_suggestion(msg) == msg + " (did you mean \"" + value + "\"?)");
  std::string plain = "cards.txt:3: card 5 (X-1): column colour = \"gren\" rejected: CHECK constraint failed: "
                      "colour IN ('red', 'green')";
  CHECK(lint::with_value_suggestion(plain) == plain + " (did you mean \"green\"?)");
  CHECK(lint::with_value_suggestion("cards.txt:3: something else") == "cards.txt:3: something else");
}
