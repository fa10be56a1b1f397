#!/usr/bin/env bash
# Long soak (issue 5): many random games of one game, in chunks with their own
# run seeds, so a soak can be spread over several sittings on one commit and
# any bad game replayed alone (each chunk's JSON lists problem games and seeds).
# Usage: tools/soak.sh GAME FIRST_SEED LAST_SEED [GAMES_PER_CHUNK] [OUT_DIR]
#   e.g. tools/soak.sh zero-dimension 201 300 10000 soak-out
# Runs build/cardinal (build it first); one JSON per chunk in OUT_DIR; a chunk
# with an error, a stuck game or a hang stops the soak with a non-zero status.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:?game}; first=${2:?first seed}; last=${3:?last seed}
per=${4:-10000}; out=${5:-soak-out}
mkdir -p "$out"
git rev-parse --short HEAD > "$out/COMMIT" 2>/dev/null || true
for s in $(seq "$first" "$last"); do
  f="$out/$game-$s.json"
  [ -s "$f" ] && continue   # done in an earlier sitting
  if ! build/cardinal sim --game "$game" --games "$per" --seed "$s" --threads "$(nproc)" \
      --hang-seconds 60 --format json > "$f.tmp"; then
    mv "$f.tmp" "$f"
    echo "soak: chunk $s of $game has problems: see $f" >&2
    exit 1
  fi
  mv "$f.tmp" "$f"
  echo "soak: $game seed $s: $per games clean ($(grep -o '"seconds": [0-9.]*' "$f" | cut -d' ' -f2) s)"
done
