// `cardinal serve`: the game server of server/ (docs/protocol.md, "The
// server") on the command line, until Ctrl-C.
#include <fmt/format.h>

#include <cstdio>
#include <filesystem>

#include "server/server.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

int cmd_serve(const CommonOptions& c, const ServeCmdOptions& o) {
  server::ServerOptions s;
  s.host = o.host;
  s.port = o.port;
  s.cards_dir = c.cards_dir;
  s.game_threads = o.threads;
  s.limits.max_tables = o.max_tables;
  s.limits.max_message = o.max_message;
  s.limits.idle = std::chrono::milliseconds(int64_t(o.idle_minutes * 60'000));
  s.limits.keep_finished = std::chrono::milliseconds(int64_t(o.keep_finished_minutes * 60'000));
  // The browser client, built beside the cards folder (web/dist) unless named.
  std::error_code ec;
  fs::path built = fs::weakly_canonical(fs::path(c.cards_dir), ec).parent_path() / "web" / "dist";
  if (!o.static_dir.empty()) {
    if (!fs::is_directory(o.static_dir, ec)) throw std::runtime_error(fmt::format("--static {}: no such folder", o.static_dir));
    s.static_dir = o.static_dir;
  } else if (fs::is_directory(built, ec)) {
    s.static_dir = built.string();
  }
  server::Server srv(s);
  fmt::print("cardinal serve: {} (games of {})\n", srv.url(), c.cards_dir);
  fmt::print("{}\n", s.static_dir.empty() ? "no browser client is served (--static DIR names one)"
                                          : fmt::format("browser client: {}", s.static_dir));
  fmt::print("Ctrl-C stops it.\n");
  std::fflush(stdout);  // a script that started it reads the URL now
  srv.run_until_signal();
  return 0;
}

}  // namespace cardinal
