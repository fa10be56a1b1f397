#!/usr/bin/env bash
# Quick start: installs missing Debian packages, builds (CMake, Release), then either
# plays one AI-vs-AI game (`demo`: GAME=<game>, else the first `cardinal games` lists) or runs every test (`test`; the
# Python package's pytest tests among them: python/).
#   sanitize: builds build-asan/ with clang (tools/asan-build.sh: Debug at -O1, ASan +
#             UBSan, -fno-sanitize-recover=undefined, plus the fuzz targets) and runs
#             every test there (ctest).
#   fuzz:     runs each libFuzzer target of that same build for FUZZ_SECONDS
#             (default 30) through tools/fuzz.sh.
#   tsan:     builds build-tsan/ with clang and ThreadSanitizer (tools/tsan-build.sh)
#             and runs the multi-threaded tests there (simulator, C API threads).
#   deps:     installs the missing packages of every mode above, and nothing else
#             (CI, before it runs two steps at once: apt allows one install at a time).
set -euo pipefail
cd "$(dirname "$0")/.."
MODE="${1:-demo}"

PKGS="cmake g++ make pkg-config liblua5.4-dev libsqlite3-dev catch2 libfmt-dev nlohmann-json3-dev libcli11-dev lua-check pybind11-dev python3-dev python3-pytest python3-distributed libboost-dev"
# clang and its fuzzer/sanitizer runtimes only for the modes that use them.
case "$MODE" in sanitize|fuzz|tsan|deps) PKGS="$PKGS clang libclang-rt-14-dev" ;; esac
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "Installing missing Debian packages:$missing"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi

JOBS=$(nproc 2>/dev/null || echo 2)

case "$MODE" in
  sanitize)
    tools/asan-build.sh
    # Leaks are checked too; a sanitizer report fails the test that made it.
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
    cd build-asan && exec ctest --output-on-failure -j "$JOBS"
    ;;
  fuzz) exec tools/fuzz.sh "${FUZZ_SECONDS:-30}" ;;
  tsan) exec tools/tsan-build.sh ;;
  deps) exit 0 ;;
esac

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$JOBS"

case "$MODE" in
  demo) exec build/cardinal play --game "${GAME:-$(build/cardinal games | head -n 1)}" --p1 greedy --p2 random --seed "${SEED:-1}" ;;
  test) cd build && exec ctest --output-on-failure -j "$JOBS" ;;
  *) echo "usage: tools/quickstart.sh demo|test|sanitize|fuzz|tsan|deps" >&2; exit 2 ;;
esac
