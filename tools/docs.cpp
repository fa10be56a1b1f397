// `cardinal docs`: writes (or checks) the files generated from the binding
// registry and the declaration schema, so the docs, editor annotations and
// linter globals cannot drift.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "scripting/bindings.h"
#include "scripting/decl_schema.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

int cmd_docs(const DocsOptions& o) {
  const std::pair<const char*, std::string> files[] = {
      {"docs/lua-api.md", api_markdown()},
      {"docs/ruleset.md", decl::markdown()},
      {"scripting/cardinal.meta.lua", api_luals()},
      {"scripting/luacheck_globals.lua", api_luacheck()},
  };
  int stale = 0;
  for (const auto& [rel, text] : files) {
    fs::path p = fs::path(o.root) / rel;
    if (o.check) {
      std::ifstream in(p, std::ios::binary);
      std::stringstream s;
      s << in.rdbuf();
      if (!in || s.str() != text) {
        fmt::print(stderr, "{} is stale: run `cardinal docs`\n", p.string());
        stale++;
      }
    } else {
      fs::create_directories(p.parent_path());
      std::ofstream(p, std::ios::binary) << text;
      fmt::print("wrote {}\n", p.string());
    }
  }
  return stale ? 1 : 0;
}

}  // namespace cardinal
