#!/usr/bin/env bash
# The sanitizer build (issue 5), shared by `quickstart.sh sanitize` and tools/fuzz.sh:
# clang, Debug at -O1 (line tables only: enough for ASan's reports, far cheaper to
# build than full debug info), ASan + UBSan on everything (-fno-sanitize-recover=undefined),
# and the libFuzzer targets (-DCARDINAL_FUZZ=ON: the libraries also get coverage
# instrumentation). One build runs both the whole test suite and the fuzzers, so CI
# compiles the tree twice (Release + this), not three times.
# Usage: tools/asan-build.sh [cmake --build targets...]   (all targets by default)
set -euo pipefail
cd "$(dirname "$0")/.."
SAN="-O1 -gline-tables-only -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCARDINAL_FUZZ=ON \
  -DCMAKE_C_FLAGS="$SAN" -DCMAKE_CXX_FLAGS="$SAN" -DCMAKE_C_FLAGS_DEBUG="" -DCMAKE_CXX_FLAGS_DEBUG="" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build build-asan -j "$(nproc 2>/dev/null || echo 2)" "${targets[@]}"
