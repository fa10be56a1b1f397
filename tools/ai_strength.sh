#!/usr/bin/env bash
# AI strength (issue 28; BENCHMARKS.md, "AI strength"): an AI against another
# in GAMES games of one game, seats alternating (half with the first AI as
# seat 1 on run seed 28, half as seat 2 on run seed 29, so neither the seat
# nor the seed favours one), one thread. Kept out of ctest: a row takes
# minutes. `--table` prints the rows of OUT_DIR's runs as BENCHMARKS.md shows
# them, each with its 95% Wilson interval.
# With --players N (N > 2) the first AI plays each seat in turn, GAMES/N
# games on run seed 27+seat, and every other seat is OPPONENT; the table then
# shows the opponents' wins per seat (their mean): a seat's fair share.
# With --first I each seat's run plays games I.. of its run seed (sim --first):
# a row is extended by more games, kept in files of their own.
# With --record each run also writes its games' replays (sim --record) into a
# folder beside its result file (RESULT.games/), to read them game by game
# (cardinal replay FILE).
# Usage: tools/ai_strength.sh [--players N] [--first I] [--record] GAME AI OPPONENT GAMES [OUT_DIR]
#   (the options in any order, before GAME)
#   e.g. tools/ai_strength.sh fftcg search:iterations=80 greedy 40 ai-strength
#        tools/ai_strength.sh --players 4 black-white search:iterations=20 greedy 40 ai-strength
#        tools/ai_strength.sh --first 20 fftcg search:iterations=80 greedy 40 ai-strength (games 21-40 of each seat)
#        tools/ai_strength.sh --table ai-strength
# Runs build/cardinal (AI_STRENGTH_BIN: another binary).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${AI_STRENGTH_BIN:-build/cardinal}

# --help: the comment above, which is this script's manual.
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 0
fi

if [ "${1:-}" = "--table" ]; then
  python3 - "${2:?OUT_DIR}" <<'EOF'
import glob, json, math, os, re, sys
def wilson(k, n, z=1.96):
    p = k / n; d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d; h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h
rows = {}
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    game, ai, opp, half = os.path.basename(f)[:-5].split("~")
    if os.path.getsize(f) == 0:  # a run still going writes its file at the end
        print(f"ai_strength.sh: {f} is empty (a run still going?): left out", file=sys.stderr)
        continue
    j = json.load(open(f))
    me = ord(half[0]) - ord("a")  # the AI's seat: a is seat 1, b seat 2, ... (a@I: from game I on)
    seats = len(j["seats"])
    r = rows.setdefault((game if seats == 2 else f"{game} ({seats} players)", opp, ai), [0, 0, 0, 0, 0.0, seats])
    others = [s["wins"] for i, s in enumerate(j["seats"]) if i != me]
    r[0] += j["games"]; r[1] += j["seats"][me]["wins"]; r[2] += sum(others) / len(others)
    r[3] += j["draws"]; r[4] += j["seconds"]
print("| game | AI | opponent | games | AI won | opponent won | draws | AI's score | 95% interval | s/game |")
print("|---|---|---|---|---|---|---|---|---|---|")
def order(row):  # by game, opponent, then budget as a number (20 before 200)
    game, opp, ai = row[0]
    return game, opp, [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", ai)]
for (game, opp, ai), (n, w, l, d, s, seats) in sorted(rows.items(), key=order):
    score = w + d / 2  # a draw is half a win; where a result has several winners (teams), both may win
    lo, hi = wilson(min(score, n), n)
    lost = f"{l:.0f}" if seats == 2 else f"{l:.1f} per seat"  # more seats: the opponents' mean
    print(f"| {game} | `{ai}` | {opp} | {n} | {w} | {lost} | {d} | {100 * score / n:.0f}% | {100 * lo:.0f}-{100 * hi:.0f}% | {s / n:.1f} |")
EOF
  exit 0
fi

# The options, in any order, before the operands.
PLAYERS=2 FIRST=0 RECORD=0
while [ $# -gt 0 ]; do
  case "$1" in
    --players)
      PLAYERS=${2:?--players N}
      [[ "$PLAYERS" =~ ^[2-8]$ ]] || { echo "ai_strength.sh: --players $PLAYERS: a number from 2 to 8" >&2; exit 2; }
      shift 2 ;;
    --first)
      FIRST=${2:?--first I}
      [[ "$FIRST" =~ ^[0-9]+$ ]] || { echo "ai_strength.sh: --first $FIRST: a game index, 0 or more" >&2; exit 2; }
      shift 2 ;;
    --record) RECORD=1; shift ;;
    -*) echo "ai_strength.sh: unknown option $1 (--help: the manual)" >&2; exit 2 ;;
    *) break ;;
  esac
done
GAME=${1:?GAME}; AI=${2:?AI}; OPP=${3:?OPPONENT}; GAMES=${4:?GAMES}; OUT=${5:-ai-strength}
mkdir -p "$OUT"
per_seat=$((GAMES / PLAYERS))
for ((me = 1; me <= PLAYERS; me++)); do
  # Two players: the AI as seat 1 on seed 28, as seat 2 on seed 29, as always.
  seats=()
  for ((i = 1; i <= PLAYERS; i++)); do
    if [ "$i" = "$me" ]; then seats+=(--seat "$i=$AI"); else seats+=(--seat "$i=$OPP"); fi
  done
  letter=$(printf "\\$(printf %o $((96 + me)))")
  [ "$FIRST" = 0 ] || letter="$letter@$FIRST"
  result="$OUT/$GAME~$AI~$OPP~$letter.json"
  record=()
  [ "$RECORD" = 0 ] || record=(--record "${result%.json}.games")
  "$BIN" sim --game "$GAME" --games "$per_seat" --first "$FIRST" --seed $((27 + me)) --threads 1 --hang-seconds 600 \
    --players "$PLAYERS" "${seats[@]}" "${record[@]}" --format json > "$result"
done
