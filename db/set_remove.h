// Removing one set from a card database, so `cardinal db import --replace`
// can load an edited set file over the old rows.
#pragma once
#include <string_view>

#include "db/database.h"

namespace cardinal::db {

// Deletes the set's cards (their game rows go by ON DELETE CASCADE) and the
// set itself, in one transaction. Returns the number of cards removed; 0 and
// no change when the set is not there.
int remove_set(Database& db, std::string_view game, std::string_view set_code);

}  // namespace cardinal::db
