#include "server/token.h"

#include <random>

namespace cardinal::server {

std::string random_hex(int bytes) {
  // A random_device per call: tokens are rare, and no generator state that
  // could be predicted from earlier tokens is kept.
  std::random_device rd;
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  unsigned word = 0;
  for (int i = 0; i < bytes; i++) {
    if (i % 4 == 0) word = rd();
    unsigned byte = (word >> (8 * (i % 4))) & 0xff;
    out += kDigits[byte >> 4];
    out += kDigits[byte & 15];
  }
  return out;
}

}  // namespace cardinal::server
