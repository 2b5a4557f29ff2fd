#!/usr/bin/env bash
# An ASHA search against the full grid (issue 38, item 2): the same candidate settings of a config,
# trained (a) every one to its end (`lathe-cli sweep --grid`) and (b) as an ASHA search over that grid
# (`--search asha --grid`, the worse two thirds stopped at each rung), and (c) an ASHA search of as many
# random draws from ranges around the grid (`--search asha --range`), one per seed in SEEDS, and (d)
# both searches again with PARALLEL trials at once (`--parallel`, each a process sharing the CPUs),
# one after another in the same run. Prints wall time, epochs trained and, for the trial each search
# picks, its best validation accuracy and least validation loss against the grid's best (read from
# the trials' metrics.jsonl), as a Markdown table for docs/benchmarks.md. Not a test: it measures.
#
#   [METRIC=val_accuracy] [SEEDS="1"] [MIN_EPOCHS=1] bench/asha_search.sh [config] [epochs] [parallel]
#       (default: configs/sensors-transformer.json, 9 epochs, 2 at once; 1: no (d))
#
# METRIC is output.checkpoint.metric, what ASHA prunes by and each search picks by (val_accuracy by
# default, so that "within 1 %" reads as accuracy points; val_loss is Lathe's own default); MIN_EPOCHS
# the first rung (--min-epochs). The grid is 4 learning rates × 2 model widths × 2 dropouts = 16
# settings.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
config=${1:-$here/configs/sensors-transformer.json}
epochs=${2:-9}
parallel=${3:-2}
metric=${METRIC:-val_accuracy}
seeds=${SEEDS:-1}
minEpochs=${MIN_EPOCHS:-1}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(--no-gpu -q --epochs "$epochs" --set "output.checkpoint.metric=$metric" --set output.export_model=false)
grid=(--grid training.lr=3e-4,1e-3,3e-3,1e-2 --grid model.d_model=32,64 --grid model.dropout=0,0.2)
ranges=(--range training.lr=3e-4:1e-2:log --range model.d_model=32,64 --range model.dropout=0:0.2)
asha=(--search asha --min-epochs "$minEpochs")
firstSeed=${seeds%% *}

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
run asha-grid "${asha[@]}" "${grid[@]}"
for seed in $seeds; do
  run "asha-random-seed$seed" "${asha[@]}" --trials 16 --seed "$seed" "${ranges[@]}"
done
if [ "$parallel" -gt 1 ]; then
  run "asha-grid-x$parallel" "${asha[@]}" --parallel "$parallel" "${grid[@]}"
  run "asha-random-seed$firstSeed-x$parallel" "${asha[@]}" --trials 16 --seed "$firstSeed" --parallel "$parallel" "${ranges[@]}"
fi

python3 - "$out" "$config" "$epochs" "$metric" "$minEpochs" <<'PY'
import glob, json, os, sys
out, config, epochs, metric, minEpochs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
times = dict(line.split() for line in open(os.path.join(out, "times")))  # in the order they ran


def curves(label):
    """The search's plan and, per trial label, its (best val_accuracy, least val_loss) over its epochs."""
    path = glob.glob(os.path.join(out, label, "*-sweep-*", "sweep.json"))[0]
    plan, folder, found = json.load(open(path)), os.path.dirname(path), {}
    for r in plan["results"]:
        metrics = os.path.join(folder, r.get("run") or "", "metrics.jsonl")
        rows = [json.loads(line) for line in open(metrics)] if r.get("run") and os.path.exists(metrics) else []
        found[r["label"]] = (max((m["val_accuracy"] for m in rows if "val_accuracy" in m), default=float("nan")),
                             min((m["val_loss"] for m in rows if "val_loss" in m), default=float("nan")))
    return plan, found


_, gridCurves = curves("grid")
gridAccuracy = max(a for a, _ in gridCurves.values())
gridLoss = min(l for _, l in gridCurves.values())
gridTime = float(times["grid"])
print(f"{os.path.basename(config)}, {epochs} epochs, pruned and picked by {metric}, first rung {minEpochs} epoch(s); "
      f"the grid's best val_accuracy {gridAccuracy:.4f}, least val_loss {gridLoss:.4f}\n")
print("| search | trials | pruned | epochs trained | wall s | time / grid | picked trial | its best val_accuracy | − grid's best | its least val_loss | ÷ grid's least |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for label in times:
    plan, found = curves(label)
    results = plan["results"]
    pick = plan.get("best") or ""
    accuracy, loss = found.get(pick, (float("nan"), float("nan")))
    seconds = float(times[label])
    print(f"| {label} | {len(results)} | {sum(1 for r in results if r['status'] == 'pruned')} | {sum(r['epochs'] for r in results)} | "
          f"{seconds:.0f} | {seconds / gridTime:.2f} | {pick} | {accuracy:.4f} | {accuracy - gridAccuracy:+.4f} | {loss:.4f} | {loss / gridLoss:.3f} |")
PY
