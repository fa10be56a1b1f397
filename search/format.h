// Printing query results and --stats: table (for people), json, jsonl, csv
// (for programs), ids (for shell pipelines).
#pragma once
#include <string>

#include "search/engine.h"

namespace cardinal::search {

// format: table | json | jsonl | csv | ids. Throws OptionError otherwise.
std::string format_rows(const ResultSet& r, const std::string& format);
// format: json for JSON, anything else for text.
std::string format_stats(const Stats& s, const std::string& format);

}  // namespace cardinal::search
