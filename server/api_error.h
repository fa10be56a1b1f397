// A request the server refuses, with the HTTP status that says why: every
// handler throws one, and the HTTP layer turns it into {"error": "..."}.
#pragma once
#include <stdexcept>
#include <string>

namespace cardinal::server {

struct ApiError : std::runtime_error {
  ApiError(int status_code, const std::string& message) : std::runtime_error(message), status(status_code) {}
  int status;  // 400 bad request, 403, 404, 409 conflict, 503 full...
};

}  // namespace cardinal::server
