// SQL functions the compiled queries call, registered per connection.
#pragma once
#include <sqlite3.h>

namespace cardinal::search {

// cardinal_regexp(pattern, text): 1 if the linear-time Regex finds pattern
// in text, 0 if not, NULL when text is NULL. The compiled pattern is cached
// per statement (sqlite3_set_auxdata), so a query compiles it once.
void register_functions(sqlite3* db);

}  // namespace cardinal::search
