// Secrets (seat tokens) and table ids: random bytes from std::random_device,
// as lower-case hex.
#pragma once
#include <string>

namespace cardinal::server {

// `bytes` random bytes as 2 * bytes hex digits (16 bytes: a 128-bit token).
std::string random_hex(int bytes);

}  // namespace cardinal::server
