// Turns what the ruleset and card scripts declared (Lua tables) into the
// core's definitions. Function registration happens in the same order in
// every host; definitions are only written while building.
#pragma once
#include <string>

#include "db/types.h"
#include "scripting/host.h"

namespace cardinal {

// The ruleset{} table and the ruleset's global functions (its procedures).
void declare_ruleset(HostBuilder& b, int rules_env);
// One card's returned ability list (at stack index spec). row is null when not building.
void declare_card(HostBuilder& b, const db::CardRow* row, const std::string& chunk, uint32_t card_index, int spec);

}  // namespace cardinal
