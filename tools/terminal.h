// Text that came from a game folder (card names, log lines, a script's error)
// printed to a terminal.
#pragma once
#include <fmt/format.h>

#include <string>
#include <string_view>

namespace cardinal {

// Control characters would reach the terminal raw: ESC starts sequences that
// move the cursor, rewrite lines or the window title, so a card's error text
// could forge or hide output. They are written as \xNN (also C1 controls,
// U+0080-U+009F in UTF-8); newlines and tabs stay.
inline std::string terminal_text(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); i++) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    bool c1 = c == 0xC2 && i + 1 < s.size() && (static_cast<unsigned char>(s[i + 1]) & 0xE0) == 0x80;
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
      out += fmt::format("\\x{:02x}", c);
    } else if (c1) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned char>(s[++i]));
    } else {
      out += char(c);
    }
  }
  return out;
}

}  // namespace cardinal
