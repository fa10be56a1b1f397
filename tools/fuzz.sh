#!/usr/bin/env bash
# Fuzzing (issue 5): builds the libFuzzer targets in the sanitizer build
# (tools/asan-build.sh: clang, ASan + UBSan, build-asan/) and runs each one for
# SECONDS (default 60) on its corpus in fuzz/corpus/<target>/ (new inputs go to
# build-asan/corpus/<target>/, the checked-in corpus is not touched; runs under
# 60 s start from the seeds and regress-* inputs only). JOBS targets run at a time (default 2).
# A crash, a leak or a finding (fuzz/common.h) fails the script; the input is
# left in build-asan/artifacts/. Summary lines: "fuzz <target>: N execs in S s".
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH="${1:-60}"
JOBS="${JOBS:-2}"
# The targets are the files fuzz/fuzz_<target>.cpp (fuzz/CMakeLists.txt finds them the same way).
DEFAULT_TARGETS=$(for f in fuzz/fuzz_*.cpp; do t=$(basename "$f" .cpp); printf '%s ' "${t#fuzz_}"; done)
TARGETS="${TARGETS:-$DEFAULT_TARGETS}"

B=build-asan
mkdir -p $B
tools/asan-build.sh $(for t in $TARGETS; do printf 'fuzz_%s ' "$t"; done) >$B/fuzz-build.log 2>&1 || { tail -30 $B/fuzz-build.log; exit 1; }

mkdir -p $B/artifacts $B/logs
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
run() {
  local t=$1
  local out="$B/corpus/$t" seeds="fuzz/corpus/$t"
  if [ "$SECONDS_EACH" -lt 60 ]; then
    # A short run (CI) starts from the hand-made seeds and past findings only
    # (kept inputs are named by their SHA-1): executing the whole kept corpus
    # first would take longer than the run itself. ctest replays all of it.
    out="$B/corpus-short/$t" seeds="$B/seeds/$t"
    rm -rf "$out" "$seeds"
    mkdir -p "$seeds"
    for f in fuzz/corpus/"$t"/*; do
      [[ $(basename "$f") =~ ^[0-9a-f]{40}$ ]] || cp "$f" "$seeds/"
    done
  fi
  mkdir -p "$out"
  local dict=()
  [ -f "fuzz/$t.dict" ] && dict=(-dict="fuzz/$t.dict")
  if $B/fuzz/fuzz_"$t" "$out" "$seeds" "${dict[@]}" -max_total_time="$SECONDS_EACH" \
      -max_len="$(case $t in snapshot) echo 16384;; answers) echo 1024;; *) echo 4096;; esac)" -rss_limit_mb=4096 -timeout=30 -print_final_stats=1 \
      -artifact_prefix="$B/artifacts/$t-" >"$B/logs/$t.log" 2>&1; then
    local execs
    execs=$(grep -m1 'stat::number_of_executed_units' "$B/logs/$t.log" | awk '{print $2}')
    echo "fuzz $t: ${execs:-?} execs in ${SECONDS_EACH} s, no findings"
  else
    echo "fuzz $t: FAILED ($B/logs/$t.log):"
    grep -E 'FINDING|ERROR|SUMMARY|runtime error|Test unit written' "$B/logs/$t.log" | head -20
    return 1
  fi
}
status=0
pids=()
for t in $TARGETS; do
  run "$t" & pids+=($!)
  if [ "${#pids[@]}" -ge "$JOBS" ]; then wait "${pids[0]}" || status=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
exit $status
