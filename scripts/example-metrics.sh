#!/usr/bin/env bash
# Trains every example config (configs/*.json) on the CPU and prints the metrics that do not depend
# on timing — per-epoch losses, accuracies, errors and learning rates, and the summary's final and
# best metrics — as one JSON document. Two builds that must train identically (a refactoring, say)
# are compared by running this with each and diffing the outputs:
#
#   scripts/example-metrics.sh [--epochs N] [--only NAME] > before.json   (build A)
#   scripts/example-metrics.sh [--epochs N] [--only NAME] > after.json    (build B)
#   diff before.json after.json && echo bit-identical
#
# Numbers are printed with 17 significant digits (repr), so equal text means equal doubles.
# Environment: LATHE_CLI (default build/${LATHE_PRESET:-dev}/bin/lathe-cli).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
epochs=""
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --epochs) epochs=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "example-metrics.sh: unknown argument '$1'" >&2; exit 1 ;;
  esac
done
[ -x "$cli" ] || { echo "example-metrics.sh: no lathe-cli at $cli (build first: scripts/setup.sh)" >&2; exit 1; }
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT

for config in "$here"/configs/*.json; do
  name=$(basename "$config" .json)
  [ -n "$only" ] && [ "$name" != "$only" ] && continue
  args=(train "$config" -q --no-gpu --runs-dir "$runs/$name")
  [ -n "$epochs" ] && args+=(--epochs "$epochs")
  if ! "$cli" "${args[@]}" > "$runs/$name.log" 2>&1; then
    echo "example-metrics.sh: $name failed:" >&2
    tail -n 5 "$runs/$name.log" >&2
    exit 1
  fi
done

python3 - "$runs" <<'PY'
import glob, json, os, sys
runs = sys.argv[1]
timing = {"epoch_seconds", "samples_per_second", "data_wait_percent", "time",
          "gpu_utilisation_percent", "gpu_memory_peak_percent"}
out = {}
for folder in sorted(glob.glob(os.path.join(runs, "*", "*"))):
    name = os.path.basename(os.path.dirname(folder))
    epochs = []
    with open(os.path.join(folder, "metrics.jsonl")) as f:
        for line in f:
            record = json.loads(line)
            epochs.append({k: repr(v) if isinstance(v, float) else v for k, v in sorted(record.items()) if k not in timing})
    with open(os.path.join(folder, "summary.json")) as f:
        summary = json.load(f)
    result = {k: {m: repr(v) for m, v in sorted(summary[k].items())} for k in ("final", "best")}
    result["status"] = summary["status"]
    result["batch_size"] = summary["batch_size"]
    out[name] = {"epochs": epochs, "summary": result}
print(json.dumps(out, indent=1, sort_keys=True))
PY
