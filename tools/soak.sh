#!/usr/bin/env bash
# Long soak (issue 5): many random games of one game, in chunks with their own
# run seeds, so a soak can be spread over several sittings on one commit and
# any bad game replayed alone (each chunk's JSON lists problem games and seeds).
# Usage: tools/soak.sh GAME FIRST_SEED LAST_SEED [GAMES_PER_CHUNK] [OUT_DIR]
#   e.g. tools/soak.sh zero-dimension 201 300 10000 soak-out
# Runs build/cardinal (build it first); one JSON per chunk in OUT_DIR; a chunk
# with an error, a stuck game or a hang stops the soak with a non-zero status.
# The decks turn with the seed, so every card of the set is played: seed S
# plays pairing S mod 4 of starter-a v starter-b, pool-c v pool-d, starter-a v
# pool-d, pool-c v starter-b. SOAK_THREADS and SOAK_HANG_SECONDS override the
# defaults (all cores, 60 s); SOAK_BIN and SOAK_CARDS run a frozen binary and
# its cards instead of build/cardinal and cards/, so one soak can span
# sittings while the tree moves on (docs/soak/README.md). To keep a long soak
# out of other work's way, start it under setsid and lower that session's
# share: echo 19 > /proc/self/autogroup (nice alone only ranks processes
# inside one session). Stop it with kill, not SIGSTOP: the hang watchdog
# counts wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:?game}; first=${2:?first seed}; last=${3:?last seed}
per=${4:-10000}; out=${5:-soak-out}
mkdir -p "$out"
# The commit the binary was built at (a frozen SOAK_BIN's folder says its own).
[ -n "${SOAK_BIN:-}" ] || git rev-parse --short HEAD > "$out/COMMIT" 2>/dev/null || true
for s in $(seq "$first" "$last"); do
  f="$out/$game-$s.json"
  [ -s "$f" ] && continue   # done in an earlier sitting
  pairs=("starter-a starter-b" "pool-c pool-d" "starter-a pool-d" "pool-c starter-b")
  read -r d1 d2 <<< "${pairs[$(( s % 4 ))]}"
  if ! "${SOAK_BIN:-build/cardinal}" sim --cards "${SOAK_CARDS:-cards}" --game "$game" --games "$per" --seed "$s" \
      --threads "${SOAK_THREADS:-$(nproc)}" \
      --hang-seconds "${SOAK_HANG_SECONDS:-60}" --deck1 "$d1" --deck2 "$d2" --format json > "$f.tmp"; then
    mv "$f.tmp" "$f"
    echo "soak: chunk $s of $game has problems: see $f" >&2
    exit 1
  fi
  mv "$f.tmp" "$f"
  echo "soak: $game seed $s ($d1 v $d2): $per games clean ($(grep -o '"seconds": [0-9.]*' "$f" | cut -d' ' -f2) s)"
done
