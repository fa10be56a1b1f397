#!/usr/bin/env bash
# Quick start: installs missing Debian packages, builds (CMake, Release), then either
# plays one AI-vs-AI Zero-Dimension game (`demo`) or runs every test (`test`).
set -euo pipefail
cd "$(dirname "$0")/.."

PKGS="cmake g++ make pkg-config liblua5.4-dev libsqlite3-dev catch2 libfmt-dev nlohmann-json3-dev libcli11-dev lua-check"
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
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$JOBS"

case "${1:-demo}" in
  demo) exec build/cardinal play --game zero-dimension --p1 greedy --p2 random --seed "${SEED:-1}" ;;
  test) cd build && exec ctest --output-on-failure -j "$JOBS" ;;
  *) echo "usage: tools/quickstart.sh demo|test" >&2; exit 2 ;;
esac
