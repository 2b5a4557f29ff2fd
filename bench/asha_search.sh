#!/usr/bin/env bash
# An ASHA search against the full grid (issue 38, item 2): the same candidate settings of a config,
# trained (a) every one to its end (`lathe-cli sweep --grid`) and (b) as an ASHA search over that grid
# (`--search asha --grid`, the worse two thirds stopped at each rung), and (c) an ASHA search of as many
# random draws from ranges around the grid (`--search asha --range`), and (d) both searches again with
# PARALLEL trials at once (`--parallel`, each a process sharing the CPUs), one after another in the
# same run. Prints wall time, epochs trained and the best validation metric of each, as a Markdown
# table for docs/benchmarks.md. Not a test: it measures.
#
#   bench/asha_search.sh [config] [epochs] [parallel]
#       (default: configs/sensors-transformer.json, 9 epochs, 2 at once; 1: no (d))
#
# The metric is output.checkpoint.metric (val_accuracy here, so "within 1 %" reads as accuracy
# points); the grid is 4 learning rates × 2 model widths × 2 dropouts = 16 settings.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
config=${1:-$here/configs/sensors-transformer.json}
epochs=${2:-9}
parallel=${3:-2}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(--no-gpu -q --epochs "$epochs" --set output.checkpoint.metric=val_accuracy --set output.export_model=false)
grid=(--grid training.lr=3e-4,1e-3,3e-3,1e-2 --grid model.d_model=32,64 --grid model.dropout=0,0.2)
ranges=(--range training.lr=3e-4:1e-2:log --range model.d_model=32,64 --range model.dropout=0:0.2)

run() { # label, then lathe-cli sweep arguments
  local label=$1; shift
  local s0 s1
  s0=$(date +%s.%N)
  "$cli" sweep "$config" --runs-dir "$out/$label" "${common[@]}" "$@" >"$out/$label.out" 2>"$out/$label.err" \
    || { echo "$label failed:" >&2; tail -20 "$out/$label.err" >&2; exit 1; }
  s1=$(date +%s.%N)
  echo "$label $(python3 -c "print(${s1} - ${s0})")" >>"$out/times"
}
run grid "${grid[@]}"
run asha-grid --search asha "${grid[@]}"
run asha-random --search asha --trials 16 --seed 1 "${ranges[@]}"
if [ "$parallel" -gt 1 ]; then
  run "asha-grid-x$parallel" --search asha --parallel "$parallel" "${grid[@]}"
  run "asha-random-x$parallel" --search asha --trials 16 --seed 1 --parallel "$parallel" "${ranges[@]}"
fi

python3 - "$out" "$config" "$epochs" <<'PY'
import glob, json, os, sys
out, config, epochs = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = dict(line.split() for line in open(os.path.join(out, "times")))  # in the order they ran
rows, gridBest, gridTime = [], None, None
for label in times:
    plan = json.load(open(glob.glob(os.path.join(out, label, "*-sweep-*", "sweep.json"))[0]))
    results = plan["results"]
    epochsTrained = sum(r["epochs"] for r in results)
    best = max((r for r in results if r["status"] == "completed" and "best" in r), key=lambda r: r["best"])
    seconds = float(times[label])
    if label == "grid":
        gridBest, gridTime = best["best"], seconds
    rows.append((label, len(results), epochsTrained, seconds, best["best"], best["label"],
                 sum(1 for r in results if r["status"] == "pruned")))
print(f"{os.path.basename(config)}, {epochs} epochs, metric val_accuracy (higher is better)\n")
print("| search | trials | pruned | epochs trained | wall s | time / grid | best val_accuracy | best − grid's best | best trial |")
print("|---|---|---|---|---|---|---|---|---|")
for label, n, e, s, b, which, pruned in rows:
    print(f"| {label} | {n} | {pruned} | {e} | {s:.0f} | {s / gridTime:.2f} | {b:.4f} | {b - gridBest:+.4f} | {which} |")
PY
