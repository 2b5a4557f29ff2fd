#!/usr/bin/env bash
# Interleaved A/B of one config setting in lathe-cli: runs the same training with each value in turn,
# ROUNDS times (A, B, A, B, ...), so that the slow and fast minutes of a shared machine fall on both,
# and prints each run's samples/s per epoch, the steady mean (epochs after the first), the executor
# choice, channels_last and the final train loss. Not a test: it measures.
#
#   bench/ab_setting.sh CONFIG KEY "VALUE1 VALUE2" EPOCHS [lathe-cli train options...]
#   e.g. bench/ab_setting.sh configs/fashion-mnist.json compile.channels_last "auto false" 3 --set data.limit=6400
#
# Environment: ROUNDS (3).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
config=$1 key=$2 values=$3 epochs=$4
shift 4
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
for round in $(seq "${ROUNDS:-3}"); do
  for value in $values; do
    out=$runs/$round-$value
    "$cli" train "$config" -q --runs-dir "$out" --epochs "$epochs" --set "$key=$value" "$@" >"$out.log" 2>&1 || { cat "$out.log" >&2; exit 1; }
    python3 - "$out"/*/ "$key=$value" <<'PY'
import json, sys
folder, setting = sys.argv[1], sys.argv[2]
rows = [json.loads(line) for line in open(folder + "metrics.jsonl")]
executor = json.load(open(folder + "summary.json")).get("executor", {})
steady = rows[1:] or rows
timings = {k: round(v, 1) for k, v in (executor.get("timings_ms") or {}).items()}
print(f"{setting}: samples/s {[round(r['samples_per_second']) for r in rows]} steady "
      f"{sum(r['samples_per_second'] for r in steady) / len(steady):.0f}; {executor.get('choice')} {timings or ''}; "
      f"channels_last {executor.get('channels_last')}; train_loss {rows[-1]['train_loss']:.5f}")
PY
  done
done
