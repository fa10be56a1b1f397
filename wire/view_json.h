// The wire format of what a player sees (docs/protocol.md): core/view.h's
// views, questions and results as JSON, for the C API, the server's clients,
// the test harness's view_text and `cardinal play`.
#pragma once
#include <nlohmann/json.hpp>

#include "core/view.h"

namespace cardinal {

nlohmann::json to_json(const GameView& v);
nlohmann::json to_json(const DecisionView& d);
nlohmann::json to_json(const ResultView& r);

// view_of, decision_view and result_view as JSON (null for no question, or
// a game that goes on).
nlohmann::json view_json(const Game& g, PlayerId viewer);
nlohmann::json decision_json(const Game& g, PlayerId viewer);
nlohmann::json result_json(const Game& g);
// What a viewer is sent as its view document (cardinal_game_view_json, the
// test harness's view_text): view_json with the pending decision.
nlohmann::json view_document(const Game& g, PlayerId viewer);

}  // namespace cardinal
