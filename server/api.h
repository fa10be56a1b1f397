// The JSON endpoints (docs/protocol.md, "The server"), apart from HTTP: a
// method, a target and a body in; a status and a JSON document out. Runs on
// the game threads (creating a table starts a game).
#pragma once
#include <nlohmann/json.hpp>
#include <string_view>

#include "server/catalog.h"
#include "server/tables.h"

namespace cardinal::server {

struct ApiReply {
  int status = 200;
  nlohmann::json body;  // an error is {"error": "..."}
};

ApiReply handle_api(Catalog& catalog, Tables& tables, std::string_view method, std::string_view target,
                    std::string_view body);

}  // namespace cardinal::server
