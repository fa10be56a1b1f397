// The progress bar's text (sim/runner.h, progress_line): what a
// terminal shows during a long `cardinal sim`.
#include <catch2/catch.hpp>

#include <algorithm>

#include "sim/runner.h"

using namespace cardinal;

TEST_CASE("progress_line: bar, count, rate and time left", "[sim][progress]") {
  // 250 of 1000 games in 10 s: 25 games/s, 750 left take 30 s.
  std::string s = progress_line(250, 1000, 10.0, 79);
  CHECK(s.size() <= 79);
  CHECK(s.find(" 250/1000 games") != std::string::npos);
  CHECK(s.find("25.0 games/s") != std::string::npos);
  CHECK(s.find("ETA 0:30") != std::string::npos);
  size_t open = s.find('['), close = s.find(']');
  REQUIRE(open == 0);
  REQUIRE(close != std::string::npos);
  std::string bar = s.substr(1, close - 1);
  CHECK(std::count(bar.begin(), bar.end(), '#') == int(bar.size()) / 4);  // a quarter done
  CHECK(std::count(bar.begin(), bar.end(), '-') == int(bar.size()) - int(bar.size()) / 4);
}

TEST_CASE("progress_line: the start, the end, a narrow line, odd input", "[sim][progress]") {
  std::string start = progress_line(0, 50, 0.0, 79);
  CHECK(start.find("-- games/s") != std::string::npos);
  CHECK(start.find("ETA --") != std::string::npos);
  CHECK(start.find('#') == std::string::npos);
  std::string end = progress_line(50, 50, 125.0, 79);
  CHECK(end.find("0.40 games/s") != std::string::npos);
  CHECK(end.find("done in 2:05") != std::string::npos);
  CHECK(end.find('-', end.find('[')) > end.find(']'));  // the bar is full
  std::string narrow = progress_line(5, 50, 1.0, 30);
  CHECK(narrow.find('[') == std::string::npos);  // no room for a bar: the figures alone
  CHECK(narrow.find("5/50 games") == 0);
  CHECK(progress_line(70, 50, 1.0).find("50/50") != std::string::npos);  // clamped, never past the total
  CHECK(progress_line(0, 0, 0.0).find("0/0 games") != std::string::npos);
}

TEST_CASE("clock_text: seconds as a clock, rounded up", "[sim][progress]") {
  CHECK(clock_text(0) == "0:00");
  CHECK(clock_text(0.2) == "0:01");
  CHECK(clock_text(59) == "0:59");
  CHECK(clock_text(754) == "12:34");
  CHECK(clock_text(3723) == "1:02:03");
  CHECK(clock_text(-5) == "0:00");
}
