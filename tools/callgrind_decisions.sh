#!/usr/bin/env bash
# Instructions per decision (issue 26; BENCHMARKS.md, "Method"): callgrind's
# count of `cardinal sim --game GAME --games 3 --seed 2 --threads 1` minus the
# same with --games 0 (start-up and loading), over the 3 games' decisions.
# Two things in such a run depend on time, not on the work, and are kept out:
# - the sandbox's slow mode (scripting/sandbox.cpp, look_at_clock): after a
#   stretch of 16 ticks that took over 2 ms it reads the clock at every
#   instruction for the rest of the call. Under valgrind (50-100
#   times slower) on a loaded machine that mode started at random and moved the
#   counts by up to 15%. The run sees a clock 256 times slower (tools/
#   slow_clock.c, preloaded), so a tick looks as long as it is natively.
# - the sim's hang watchdog thread (it wakes on the clock): each thread is
#   counted apart (--separate-threads) and the watchdog's left out.
# Usage: tools/callgrind_decisions.sh [GAME...]   (default: every game, as `cardinal games` lists them)
# Runs build/cardinal (CG_BIN: another binary; CG_CARDS: another cards folder).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${CG_BIN:-build/cardinal}
CARDS=${CG_CARDS:-cards}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
cc -O2 -shared -fPIC -o "$OUT/slow_clock.so" tools/slow_clock.c
games=("$@")
[ ${#games[@]} -eq 0 ] && mapfile -t games < <("$BIN" games --cards "$CARDS")
for g in "${games[@]}"; do
  for n in 0 3; do
    LD_PRELOAD="$OUT/slow_clock.so" setarch "$(uname -m)" -R valgrind --tool=callgrind --separate-threads=yes \
      --callgrind-out-file="$OUT/$g.$n.out" "$BIN" sim --cards "$CARDS" --game "$g" --games $n --seed 2 \
      --threads 1 >"$OUT/$g.$n.txt" 2>/dev/null
  done
  python3 - "$OUT" "$g" <<'PY'
import glob, re, sys
out, g = sys.argv[1], sys.argv[2]
def total(n):  # the threads that start or play games, not the watchdog
    s = 0
    for f in glob.glob(f"{out}/{g}.{n}.out-*"):
        text = open(f).read()
        if "cmd_sim" not in text and "play_one" not in text:
            continue
        s += int(re.search(r"^(?:summary|totals): (\d+)", text, re.M).group(1))
    return s
decisions = round(float(re.search(r"avg decisions\s+([\d.]+)", open(f"{out}/{g}.3.txt").read()).group(1)) * 3)
t3, t0 = total(3), total(0)
print(f"{g}: {(t3 - t0) / decisions / 1000:.1f} k instructions per decision ({t3:,} - {t0:,} over {decisions:,} decisions)")
PY
done
