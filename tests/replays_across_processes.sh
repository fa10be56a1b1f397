#!/bin/sh
# Same seed + same answers = same game, in another process too. Lua seeds its
# string hashes per process, so pairs() visits string keys in a different
# order in every process: a rule whose outcome depended on that order would
# replay differently. Records games of both games and every deck pairing in
# one process and verifies each replay in its own.
# Usage: replays_across_processes.sh CARDINAL_BINARY SCRATCH_DIR GAMES_PER_PAIRING
set -eu
bin=$1 dir=$2 n=$3
rm -rf "$dir"
for game in zero-dimension fftcg; do
  for pair in "starter-a starter-b" "pool-c pool-d" "starter-a pool-d" "pool-c starter-b"; do
    set -- $pair
    out="$dir/$game-$1-$2"
    "$bin" sim --game "$game" --games "$n" --seed 31 --deck1 "$1" --deck2 "$2" --record "$out" >/dev/null
    for f in "$out"/*.json; do
      "$bin" replay --quiet "$f" >/dev/null || { echo "$f does not replay in another process"; exit 1; }
    done
  done
done
echo "every replay verified in another process"
