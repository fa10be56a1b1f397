#!/usr/bin/env bash
# A soak of every game (`cardinal games`), with the hang watchdog: 0 errors,
# 0 stuck and 0 hung games, or a non-zero status (the simulator reports each
# bad game with the seed that replays it alone). Per game, at scale N:
#   - N games of its first two starter decks, and N/2 shared among its other
#     deck pairings, so that every deck plays;
#   - a game whose players bring no deck (its cards are the table's): N
#     two-player games;
#   - a game for four or more players: N/5 four-player games (the starter
#     decks in turn, seat by seat), and for five or more N/5 five-player games.
# Usage: tools/soak-games.sh [N]   (default 1000: the scheduled soak, about
#   500 s of CPU; .ci/run runs N=300 in every CI run.)
# Runs build/cardinal (build it first). No game is named here: a new game
# folder is soaked as soon as it exists.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-1000}"
[[ $N =~ ^[1-9][0-9]*$ ]] || { echo "soak-games: N must be a positive number of games, not '$N'" >&2; exit 2; }
t0=$SECONDS
step() { echo "== soak: $1 ($(( SECONDS - t0 )) s so far)"; }
sim() { build/cardinal sim "$@" --seed 1 --threads 2 --hang-seconds 60; }

pairings=$(build/cardinal games --pairings)
starters_done=""
while read -r game d1 d2; do
  [ -n "$game" ] || continue
  others=$(( $(grep -c "^$game " <<< "$pairings") - 1 ))
  if { [[ $d1 == starter-* && $d2 == starter-* && " $starters_done " != *" $game "* ]]; } || (( others == 0 )); then
    n=$N
    starters_done="$starters_done $game"
  else
    n=$(( N / 2 / others )); (( n > 0 )) || n=1
  fi
  step "$n games of $game, $d1 against $d2"
  sim --game "$game" --games "$n" --deck1 "$d1" --deck2 "$d2"
done <<< "$pairings"
while read -r game; do
  grep -q "^$game " <<< "$pairings" && continue
  step "$N games of $game (the table's cards, no decks)"
  sim --game "$game" --games "$N"
done <<< "$(build/cardinal games)"
multi=$(( N / 5 )); (( multi > 0 )) || multi=1
while read -r game lo hi; do
  (( lo <= 4 && hi >= 4 )) || continue
  step "$multi four-player games of $game"
  sim --game "$game" --players 4 --games "$multi"
  (( hi >= 5 )) || continue
  step "$multi five-player games of $game"
  sim --game "$game" --players 5 --games "$multi"
done <<< "$(build/cardinal games --players)"
step "done"
