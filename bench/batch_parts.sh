#!/usr/bin/env bash
# lathe-bench-parts (bench/batch_parts.cpp) beside 0, 2 and 4 busy CPU loops: the whole batch on two
# intra-op threads, on one, and in two parts at once, per built-in model, side by side in each run
# (issue 34). Not a test: it measures, and prints Markdown tables for docs/benchmarks.md.
#
#   bench/batch_parts.sh [MODELS] [LOADS] [seconds a way]
#   default: "transformer cnn2d mlp mlp-nobn tiny", "0 2 4", 8
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
models=${1:-transformer cnn2d mlp mlp-nobn tiny}
loads=${2:-0 2 4}
seconds=${3:-8}
bin=${LATHE_BENCH_PARTS:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-bench-parts}
[ -x "$bin" ] || { echo "batch_parts.sh: $bin is not built (cmake --build build/dev --target lathe-bench-parts)" >&2; exit 1; }
loops=()
stop() { for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done; loops=(); }
trap stop EXIT
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $(date -u '+%Y-%m-%d %H:%M UTC')"
for load in $loads; do
  for ((i = 0; i < load; ++i)); do
    (exec yes >/dev/null) &
    loops+=($!)
  done
  echo
  echo "$load busy loop(s):"
  echo
  first=1
  for model in $models; do
    # As lathe-cli waits: a short spin, then sleep (util/openmpwait.h).
    GOMP_SPINCOUNT=${GOMP_SPINCOUNT:-10000} "$bin" "$model" "$seconds" | { if [ $first = 1 ]; then cat; else tail -n +3; fi; }
    first=0
  done
  stop
done
