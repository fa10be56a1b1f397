#!/bin/sh
# The browser client's end-to-end tests (web/tests/), after the balance
# reports' check (tools/report-test.sh): builds the client,
# installs Debian's chromium if it is missing, and runs the tests, which start
# a real `cardinal serve` on a free port. Needs build/cardinal (or CARDINAL=path).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
export CARDINAL="${CARDINAL:-$root/build/cardinal}"
[ -x "$CARDINAL" ] || { echo "browser-test: no $CARDINAL (build the cardinal target first)" >&2; exit 1; }
# Debian's browser (and node, if the machine lacks it) only: nothing is
# downloaded from anywhere but Debian and the npm registry.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
if [ -n "$missing" ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "browser-test: installing$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
# Balance reports (docs/reports.md): one of each game, rendered in chromium.
"$root/tools/report-test.sh"
"$root/tools/web-build.sh"
cd "$root/web"
exec node --test --test-concurrency=1 tests/
