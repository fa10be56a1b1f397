#include "server/api.h"

#include <fmt/format.h>

#include <iostream>

#include "server/api_error.h"

namespace cardinal::server {

namespace {

nlohmann::json body_json(std::string_view body) {
  if (body.empty()) return nlohmann::json::object();
  nlohmann::json j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded()) throw ApiError(400, "the body is not JSON");
  return j;
}

void need(std::string_view method, std::string_view wanted, std::string_view path) {
  if (method != wanted) throw ApiError(405, fmt::format("{} takes {}, not {}", path, wanted, method));
}

ApiReply route(Catalog& catalog, Tables& tables, std::string_view method, std::string_view path,
               std::string_view body) {
  if (path == "/api/games") {
    need(method, "GET", path);
    return {200, catalog.games()};
  }
  if (path == "/api/tables") {
    if (method == "GET") return {200, tables.open_tables()};
    need(method, "POST", path);
    return {201, tables.create(body_json(body))};
  }
  // /api/tables/{id}/join
  constexpr std::string_view prefix = "/api/tables/", suffix = "/join";
  if (path.starts_with(prefix) && path.ends_with(suffix) && path.size() > prefix.size() + suffix.size()) {
    need(method, "POST", "/api/tables/{id}/join");
    std::string id(path.substr(prefix.size(), path.size() - prefix.size() - suffix.size()));
    return {200, tables.join(id, body_json(body))};
  }
  if (path == "/api/play") throw ApiError(400, "/api/play is a WebSocket: connect with ?token=...");
  throw ApiError(404, fmt::format("no endpoint {} (GET /api/games, GET and POST /api/tables, "
                                  "POST /api/tables/{{id}}/join, WebSocket /api/play?token=...)", path));
}

}  // namespace

ApiReply handle_api(Catalog& catalog, Tables& tables, std::string_view method, std::string_view target,
                    std::string_view body) {
  std::string_view path = target.substr(0, target.find('?'));
  try {
    return route(catalog, tables, method, path, body);
  } catch (const ApiError& e) {
    return {e.status, {{"error", e.what()}}};
  } catch (const std::exception& e) {
    std::cerr << "cardinal serve: " << method << " " << path << ": " << e.what() << "\n";
    return {500, {{"error", e.what()}}};
  }
}

}  // namespace cardinal::server
