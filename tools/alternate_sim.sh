#!/usr/bin/env bash
# Decisions per second of two builds in one alternating run (issue 26,
# BENCHMARKS.md "Method"): for each round and game, `cardinal sim --game GAME
# --games GAMES --seed 1 --threads 1 --format json` of build A, then of build
# B, so both see the same load. Prints, per game and build, the median and
# range over the rounds of decisions per wall second (the sim's own play time)
# and per CPU-second (the process's user+system time less that of the same
# command with --games 0: start-up and loading), the decisions played, and the
# load average before and after.
# Usage: tools/alternate_sim.sh BIN_A BIN_B [ROUNDS] [GAMES] [GAME...]
#   (defaults: 5 rounds, 200 games, every game of build A's cards folder)
# Each binary reads the cards folder next to its build directory (BIN/../../cards).
set -euo pipefail
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then usage; exit 0; fi
if [ $# -lt 2 ]; then usage >&2; exit 2; fi
for b in "$1" "$2"; do [ -x "$b" ] || { echo "alternate_sim.sh: not an executable: $b" >&2; exit 2; }; done
A=$1 B=$2 ROUNDS=${3:-5} GAMES=${4:-200}
shift $(( $# < 4 ? $# : 4 ))
LIST=("$@")
[ ${#LIST[@]} -eq 0 ] && mapfile -t LIST < <("$A" games --cards "$(dirname "$(dirname "$(readlink -f "$A")")")/cards")
python3 - "$A" "$B" "$ROUNDS" "$GAMES" "${LIST[@]}" <<'PY'
import json, os, resource, statistics, subprocess, sys
a, b, rounds, games, names = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5:]
bins = {"A": a, "B": b}
def cards(binary):
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(binary))), "cards")
def run(binary, game, n):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([binary, "sim", "--cards", cards(binary), "--game", game, "--games", str(n),
                          "--seed", "1", "--threads", "1", "--format", "json"],
                         check=True, capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return json.loads(out) if n else None, cpu
def load():
    return open("/proc/loadavg").read().split()[:3]
print(f"load average at the start: {' '.join(load())}")
base = {(k, g): min(run(v, g, 0)[1] for _ in range(3)) for k, v in bins.items() for g in names}
res = {(k, g): [] for k in bins for g in names}
for r in range(rounds):
    for g in names:
        for k, v in bins.items():
            j, cpu = run(v, g, games)
            d = j["avg_decisions"] * j["games"]
            res[(k, g)].append((d, d / j["seconds"], d / max(cpu - base[(k, g)], 1e-9)))
print(f"load average at the end: {' '.join(load())}")
def fmt(xs):
    return f"{statistics.median(xs):,.0f} ({min(xs):,.0f}-{max(xs):,.0f})"
for g in names:
    for k, v in bins.items():
        rows = res[(k, g)]
        print(f"{g:16} {k} {v}: {rows[0][0]:,.0f} decisions; per wall s {fmt([x[1] for x in rows])}; "
              f"per CPU s {fmt([x[2] for x in rows])}")
    ma = statistics.median(x[1] for x in res[("A", g)]); mb = statistics.median(x[1] for x in res[("B", g)])
    ca = statistics.median(x[2] for x in res[("A", g)]); cb = statistics.median(x[2] for x in res[("B", g)])
    print(f"{g:16} B/A: {mb / ma:.2f}x per wall s, {cb / ca:.2f}x per CPU s")
PY
