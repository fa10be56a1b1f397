// The wire format of what a player sees (docs/protocol.md): core/view.h's
// views, questions and results as JSON text, for the C API, the server's
// clients, the test harness's view_text and `cardinal play`.
//
// The text is written straight from the view structs, in the canonical form
// nlohmann's dump() gives the same document as a tree (keys sorted by their
// bytes, no spaces, bytes that are not UTF-8 as U+FFFD), so a client sees
// one form whichever way a document is made. Building the tree first cost
// about five times the writing (Black-White's 8-seat view: 16-38 kB, at
// every decision for every seat).
#pragma once
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/view.h"

namespace cardinal {

// What a viewer is sent as its view document (cardinal_game_view_json, the
// test harness's view_text): the table (view_of) with the pending decision.
std::string view_document_text(const Game& g, PlayerId viewer);
// decision_view as JSON text: "null" when no question is pending.
std::string decision_text(const Game& g, PlayerId viewer);
// result_view as JSON text: "null" while the game goes on.
std::string result_text(const Game& g);

// s as a JSON string onto out, as dump_json writes it (escapes, U+FFFD).
void append_json_string(std::string& out, std::string_view s);

// The same documents as trees, for callers that read their fields (tests,
// `cardinal play`): the text above, parsed.
nlohmann::json view_json(const Game& g, PlayerId viewer);  // without "decision"
nlohmann::json decision_json(const Game& g, PlayerId viewer);
nlohmann::json view_document(const Game& g, PlayerId viewer);

}  // namespace cardinal
