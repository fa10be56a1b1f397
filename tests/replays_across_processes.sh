#!/bin/sh
# Same seed + same answers = same game, in another process too. Lua seeds its
# string hashes per process, so pairs() visits string keys in a different
# order in every process: a rule whose outcome depended on that order would
# replay differently. Records games of every game and deck pairing
# (`cardinal games --pairings`: every deck plays) in one process and verifies
# each replay in its own.
# Usage: replays_across_processes.sh CARDINAL_BINARY CARDS_DIR SCRATCH_DIR GAMES_PER_PAIRING
set -eu
bin=$1 cards=$2 dir=$3 n=$4
rm -rf "$dir"
"$bin" games --cards "$cards" --pairings > "$dir.pairings"
while read -r game d1 d2; do
  out="$dir/$game-$d1-$d2"
  "$bin" sim --cards "$cards" --game "$game" --games "$n" --seed 31 --deck1 "$d1" --deck2 "$d2" --record "$out" >/dev/null
  for f in "$out"/*.json; do
    "$bin" replay --cards "$cards" --quiet "$f" >/dev/null || { echo "$f does not replay in another process"; exit 1; }
  done
done < "$dir.pairings"
echo "every replay verified in another process"
