#!/bin/sh
# The browser client's end-to-end tests (web/tests/): builds the client,
# installs Debian's chromium if it is missing, and runs the tests, which start
# a real `cardinal serve` on a free port. Needs build/cardinal (or CARDINAL=path).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
export CARDINAL="${CARDINAL:-$root/build/cardinal}"
[ -x "$CARDINAL" ] || { echo "browser-test: no $CARDINAL (build the cardinal target first)" >&2; exit 1; }
if [ ! -x /usr/bin/chromium ]; then
  # Debian's browser only: nothing is downloaded from anywhere else.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
"$root/tools/web-build.sh"
cd "$root/web"
exec node --test --test-concurrency=1 tests/
