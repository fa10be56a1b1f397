#!/bin/sh
# Balance reports in a real browser (docs/reports.md): for every game of the
# cards folder (`cardinal games`), `cardinal sim --report` writes a report of
# REPORT_GAMES games (default 30: a check that it renders, not a real report,
# which uses 2,000), Debian's headless chromium opens it, and the DOM it built
# must hold every section, each with its figures; a game for four or more
# players also gets a four-player report, and a game with three decks or more
# a round robin of three (the matchup matrix). REPORT_SCREENSHOTS=DIR keeps a
# screenshot of each report there. Needs build/cardinal (or CARDINAL=path);
# installs chromium if it is missing. Run by tools/browser-test.sh (CI).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
CARDINAL="${CARDINAL:-$root/build/cardinal}"
games="${REPORT_GAMES:-30}"
[ -x "$CARDINAL" ] || { echo "report-test: no $CARDINAL (build the cardinal target first)" >&2; exit 1; }
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "report-test: installing chromium"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

# chromium FILE ARGS...: headless, its own profile, nothing fetched.
browse() {
  file="$1"; shift
  timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --no-first-run --user-data-dir="$work/profile-$$" "$@" "file://$file" 2>/dev/null
}

# check NAME FILE MATRIX: FILE rendered in chromium has every section with its figures.
check() {
  name="$1"; file="$2"; matrix="$3"
  dom="$work/$name.dom"
  if ! browse "$file" --dump-dom >"$dom" || [ ! -s "$dom" ]; then
    echo "report-test: FAIL $name: chromium did not render $file"; failures=$((failures + 1)); return
  fi
  missing=""
  for id in summary seats first-player matchups cards turns endings; do
    grep -q "<section id=\"$id\">" "$dom" || missing="$missing section:$id"
  done
  # The figures themselves, as the browser parsed them: the plots are SVG
  # elements, the cards a table with rows, the matrix a table of decks.
  [ "$(grep -o '<svg' "$dom" | wc -l)" -ge 4 ] || missing="$missing plots(svg)"
  [ "$(grep -o '<tr><td class="name">' "$dom" | wc -l)" -ge 1 ] || missing="$missing card-rows"
  grep -q 'Seat 1' "$dom" || missing="$missing seat-rows"
  if [ "$matrix" = yes ]; then grep -q 'class="matrix"' "$dom" || missing="$missing matchup-matrix"; fi
  if [ -n "$missing" ]; then
    echo "report-test: FAIL $name: missing$missing"; failures=$((failures + 1))
  else
    echo "report-test: ok $name"
  fi
  if [ -n "${REPORT_SCREENSHOTS:-}" ]; then
    mkdir -p "$REPORT_SCREENSHOTS"
    browse "$file" --screenshot="$REPORT_SCREENSHOTS/$name.png" --window-size=1200,2400 >/dev/null || true
  fi
}

report() {  # report NAME MATRIX SIM-ARGS...
  name="$1"; matrix="$2"; shift 2
  out="$work/$name.html"
  if ! "$CARDINAL" sim --games "$games" --seed 7 --threads 2 --quiet --report "$out" "$@" >"$work/$name.txt" 2>&1; then
    echo "report-test: FAIL $name: cardinal sim $*"; sed 's/^/  /' "$work/$name.txt"; failures=$((failures + 1)); return
  fi
  check "$name" "$out" "$matrix"
}

pairings="$("$CARDINAL" games --pairings)"
players="$("$CARDINAL" games --players)"
[ -n "$players" ] || { echo "report-test: no games found" >&2; exit 1; }
while read -r game lo hi; do
  report "$game" no --game "$game"
  if [ "$lo" -le 4 ] && [ "$hi" -ge 4 ]; then report "$game-4p" no --game "$game" --players 4; fi
  decks="$(echo "$pairings" | awk -v g="$game" '$1 == g { print $2; print $3 }' | sort -u | head -3 | paste -sd, -)"
  if [ "$(echo "$decks" | tr ',' '\n' | grep -c .)" -ge 3 ]; then
    report "$game-round-robin" yes --game "$game" --decks "$decks"
  fi
done <<EOF
$players
EOF
if [ "$failures" -ne 0 ]; then
  echo "report-test: $failures report(s) failed" >&2
  exit 1
fi
echo "report-test: every report rendered with every section"
