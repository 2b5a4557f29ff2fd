#!/usr/bin/env bash
# Loader samples/s per mode against PyTorch's Python DataLoader on the same data, in one run, as a
# ratio; augmentation ms/batch; and the data-wait % that lathe-cli reports while training with each
# loader mode. Not a test: it measures, and prints Markdown tables for docs/benchmarks.md.
#
#   bench/loader.sh [device: cpu|cuda] [config: configs/fashion-mnist.json]
#
# The Python comparison reads Fashion-MNIST; with another config only Lathe's rows are printed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
device=${1:-cpu}
config=${2:-$here/configs/fashion-mnist.json}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
python=${LATHE_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe/venv-torch-2.11.0/bin/python}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$bin/lathe-bench-loader" "$config" --device "$device" --passes 3 >"$out/lathe.jsonl" 2>"$out/lathe.log"
if [[ "$config" == */fashion-mnist*.json ]]; then
  workers=$(( $(nproc) < 4 ? $(nproc) : 4 ))
  PYTHONPATH="$here/bench" "$python" "$here/bench/python_loader.py" --device "$device" --passes 3 \
    --workers 0 "$workers" >"$out/python.jsonl" 2>/dev/null
else
  : >"$out/python.jsonl"
fi

# Data wait while training, per loader mode: one short epoch each (the MLP: the least compute per
# sample, so the most exposed to a slow loader).
train_wait() { # name, --set overrides...
  "$bin/lathe-cli" train "$here/configs/fashion-mnist-mlp.json" -q --runs-dir "$out/runs/$1" --epochs 1 \
    --set device.type="$device" --set data.limit=30000 --set output.export_model=false "${@:2}" >/dev/null 2>&1
  python3 -c 'import json,sys; r=[json.loads(l) for l in open(sys.argv[1])]; print(json.dumps({"mode": sys.argv[2], "data_wait_percent": r[-1]["data_wait_percent"], "samples_per_second": r[-1]["samples_per_second"]}))' \
    "$out/runs/$1"/*/metrics.jsonl "$1"
}
{
  if [ "$device" = cuda ]; then
    train_wait "gpu-resident" --set loader.gpu_resident=on
    train_wait "workers, pinned" --set loader.gpu_resident=off --set loader.pin_memory=true
  else
    train_wait "in place"
    train_wait "2 workers" --set loader.workers=2
  fi
} >"$out/train.jsonl"

python3 - "$out" <<'PY'
import json, sys, os
out = sys.argv[1]
rows = lambda f: [json.loads(l) for l in open(os.path.join(out, f)) if l.strip()]
lathe, python, train = rows("lathe.jsonl"), rows("python.jsonl"), rows("train.jsonl")
loaders = [r for r in lathe if "samples_per_second" in r]
best_py = max((r["samples_per_second"] for r in python), default=None)
print("| loader | device | batch | samples/s | vs best Python DataLoader |")
print("|---|---|---|---|---|")
for r in loaders + python:
    ratio = f"{r['samples_per_second'] / best_py:.1f}x" if best_py else "-"
    name = r["mode"] if r in python else "Lathe, " + r["mode"]
    print(f"| {name} | {r['device']} | {r['batch']} | {r['samples_per_second']:,.0f} | {ratio} |")
print()
for r in lathe:
    if "ms_per_batch" in r:
        print(f"Augmentation ({r['augmentation']}), batch {r['batch']} on {r['device']}: {r['ms_per_batch']:.2f} ms/batch")
print()
print("| training with loader mode | data wait % | samples/s |")
print("|---|---|---|")
for r in train:
    print(f"| {r['mode']} | {r['data_wait_percent']:.2f} | {r['samples_per_second']:,.0f} |")
PY
