#!/usr/bin/env bash
# The ThreadSanitizer build (issue 31): clang, Debug at -O1 with line tables,
# -fsanitize=thread, in build-tsan/. Only what the multi-threaded tests need is
# built (cardinal_threaded_tests, the test files that hold them, found by
# their tags: tests/CMakeLists.txt; not the CLI nor the server), then those
# tests run but the CLI's ([cli]): the simulator's workers and hang watchdog
# ([sim], [soak]), the C API's threads sharing a library ([threads]). A data
# race fails the test that made it (halt_on_error).
# Usage: tools/tsan-build.sh [Catch test spec]   (default: the threaded tests;
# another spec builds and runs the whole test binary)
set -euo pipefail
cd "$(dirname "$0")/.."
SPEC="${1:-[threads]~[cli],[soak]~[cli],[sim]~[cli]}"
TESTS=cardinal_threaded_tests
TARGETS=(--target cardinal_threaded_tests)
# Another spec may select CLI tests: the whole test binary and the CLI then.
[ $# -gt 0 ] && { TESTS=cardinal_tests; TARGETS=(--target cardinal_tests --target cardinal); }
SAN="-O1 -gline-tables-only -fsanitize=thread -fno-omit-frame-pointer"
CC=clang CXX=clang++ cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=Debug -DCARDINAL_THREADED_TESTS=ON \
  -DCMAKE_C_FLAGS="$SAN" -DCMAKE_CXX_FLAGS="$SAN" -DCMAKE_C_FLAGS_DEBUG="" -DCMAKE_CXX_FLAGS_DEBUG="" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build build-tsan -j "$(nproc 2>/dev/null || echo 2)" "${TARGETS[@]}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 second_deadlock_stack=1}"
# -w NoTests: a spec that selects nothing fails instead of passing.
exec build-tsan/tests/"$TESTS" -w NoTests "$SPEC"
