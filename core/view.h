// What one player may see of a game, as JSON: hidden cards are hidden.
#pragma once
#include <nlohmann/json.hpp>

#include "core/game.h"

namespace cardinal {

// Whether player `viewer` may see the face of the object (kNoPlayer = referee).
bool can_see(const Game& g, ObjId id, PlayerId viewer);
nlohmann::json view_json(const Game& g, PlayerId viewer);
// What a viewer is sent as its view document (cardinal_game_view_json, the
// test harness's view_text): view_json with the pending decision.
nlohmann::json view_document(const Game& g, PlayerId viewer);
nlohmann::json decision_json(const Game& g, PlayerId viewer);
// An option's label as `viewer` may read it. An option about a card the viewer
// cannot see (a blind pick from an opponent's hand) is named by where the card
// lies, not by its label: the engine's default label names the card.
std::string option_label(const Game& g, const Option& o, PlayerId viewer);
// How the game ended (null while it goes on): winners, draw, drawn, error, reason.
nlohmann::json result_json(const Game& g);

}  // namespace cardinal
