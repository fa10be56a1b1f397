#!/bin/bash
# Do later engines play the soak's games? Records 25 games per deck pairing
# (seed 9) of both games with the soak's frozen binary and with a build of the
# current tree, then compares the replays: answers and results must be the
# same; state hashes, the library fingerprint and the format version may
# differ (replay formats are unstable before 1.0: a build reads only its own).
#   docs/soak/samegames.sh [SOAK_DIR (binary, cards/: /tmp/soak3)] [REPO (.)]
set -e
OLD=${1:-/tmp/soak3}
NEW=${2:-.}
OUT=$(mktemp -d)
pairs=("starter-a starter-b" "pool-c pool-d" "starter-a pool-d" "pool-c starter-b")
for g in zero-dimension fftcg; do
  for i in 0 1 2 3; do
    read -r d1 d2 <<< "${pairs[$i]}"
    for side in old new; do
      if [ $side = old ]; then bin=$OLD/cardinal cards=$OLD/cards; else bin=$NEW/build/cardinal cards=$NEW/cards; fi
      nice $bin sim --cards $cards --game $g --games 25 --seed 9 --threads 1 --deck1 $d1 --deck2 $d2 \
        --record $OUT/$side-$g-$i > /dev/null
    done
  done
done
python3 - "$OUT" <<'PY'
import json, glob, sys
out = sys.argv[1]
same = diff = hashdiff = 0
for old in sorted(glob.glob(f'{out}/old-*/game-*.json')):
    a, b = json.load(open(old)), json.load(open(old.replace('/old-', '/new-')))
    strip = lambda d: {k: v for k, v in d.items() if k not in ('hashes', 'final_hash', 'library', 'version')}
    if strip(a) == strip(b): same += 1
    else:
        diff += 1
        print('DIFFERS', old, [k for k in a if a.get(k) != b.get(k)])
    hashdiff += a.get('hashes') != b.get('hashes')
print(f'{same} identical, {diff} differ (answers/results); state hashes differ in {hashdiff}')
sys.exit(1 if diff else 0)
PY
rm -rf "$OUT"
