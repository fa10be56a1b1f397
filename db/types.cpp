#include "db/types.h"

namespace cardinal::db {

const Column* GameSchema::find(std::string_view name) const {
  for (const Column& c : columns)
    if (c.name == name) return &c;
  return nullptr;
}

std::vector<std::string> GameSchema::column_names() const {
  std::vector<std::string> out;
  out.reserve(columns.size());
  for (const Column& c : columns) out.push_back(c.name);
  return out;
}

const Value* CardRow::get(std::string_view col) const {
  for (const auto& [name, value] : fields)
    if (name == col) return &value;
  return nullptr;
}

}  // namespace cardinal::db
