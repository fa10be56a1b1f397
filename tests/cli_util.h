// Running the `cardinal` binary from tests: exit status, stdout, stderr.
#pragma once
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace clitest {

struct Result {
  int status = -1;
  std::string out, err;
};

inline std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// args are shell words already (use quote() for anything with spaces).
inline Result run(const std::string& args) {
  static int n = 0;
  auto err_file = std::filesystem::temp_directory_path() /
                  ("cardinal_cli_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".err");
  std::string cmd = std::string(CARDINAL_BIN) + " " + args + " 2>" + quote(err_file.string());
  Result r;
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, k);
  int st = ::pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::ifstream e(err_file);
  std::stringstream ss;
  ss << e.rdbuf();
  r.err = ss.str();
  std::filesystem::remove(err_file);
  return r;
}

}  // namespace clitest
