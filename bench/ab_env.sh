#!/usr/bin/env bash
# Interleaved A/B of an environment setting for lathe-cli (THP_MEM_ALLOC_ENABLE, OMP_NUM_THREADS,
# MALLOC_* …): the same training with the A and the B environment in turn, ROUNDS times, printing
# each run's samples/s per epoch and the steady mean (epochs after the first), then the mean ratio
# B / A. Not a test: it measures.
#
#   bench/ab_env.sh CONFIG "A assignments" "B assignments" EPOCHS [lathe-cli train options...]
#   e.g. bench/ab_env.sh configs/fashion-mnist.json THP_MEM_ALLOC_ENABLE=0 THP_MEM_ALLOC_ENABLE=1 3 \
#          --set data.limit=12800 --set compile.graph_optimize=false
#
# Environment: ROUNDS (4).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
config=$1 a=$2 b=$3 epochs=$4
shift 4
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
for round in $(seq "${ROUNDS:-4}"); do
  for side in A B; do
    assignments=$([ "$side" = A ] && echo "$a" || echo "$b")
    out=$runs/$round-$side
    # shellcheck disable=SC2086 # the assignments are words on purpose
    env $assignments "$cli" train "$config" -q --runs-dir "$out" --epochs "$epochs" "$@" >"$out.log" 2>&1 || { cat "$out.log" >&2; exit 1; }
    python3 - "$out" "$side" "$assignments" "$runs/steady-$side" <<'PY'
import glob, json, sys
out, side, assignments, record = sys.argv[1:]
rows = [json.loads(line)["samples_per_second"] for line in open(glob.glob(out + "/*/metrics.jsonl")[0])]
steady = sum(rows[1:]) / len(rows[1:]) if len(rows) > 1 else rows[0]
print(f"{side} ({assignments}): samples/s {[round(r) for r in rows]} steady {steady:.0f}")
open(record, "a").write(f"{steady}\n")
PY
  done
done
python3 - "$runs" <<'PY'
import statistics, sys
a = [float(x) for x in open(sys.argv[1] + "/steady-A")]
b = [float(x) for x in open(sys.argv[1] + "/steady-B")]
print(f"mean A {statistics.mean(a):.0f}, mean B {statistics.mean(b):.0f}, B / A {statistics.mean(b) / statistics.mean(a):.3f}; "
      f"per pair {', '.join(f'{y / x:.2f}' for x, y in zip(a, b))}")
PY
