#!/usr/bin/env bash
# Training on a machine that is also doing other things (issue 34): Lathe's defaults against the
# Python PyTorch loop with PyTorch's defaults, with 0, 1, 2 and 4 busy background processes (CPU
# loops) and with a second training beside it, interleaved, several rounds; median and spread. Not a
# test: it measures, and prints a Markdown table for docs/benchmarks.md.
#
#   bench/busy_machine.sh [MODELS] [LOADS]
#
# MODELS: mlp, cnn2d (the demo CNN), transformer (the sensor windows), tiny (a 2.5k-parameter MLP on
#   the clicks table, batch 32: a step of well under a millisecond, where waiting threads cost most).
#   Default: "mlp cnn2d transformer tiny".
# LOADS: numbers of busy CPU loops, and "train" (a second Lathe training of the same model, for
#   Lathe; a second Python loop, for Python). Default: "0 1 2 4 train".
# Each figure: steady samples/s (epochs after the first; the thread governor's measurement is in
# them). Fair share: the quiet figure × cores / (cores + busy loops), and half the quiet figure beside
# a second training of the same kind (two equal trainings, each free to use every core); targets: Lathe ≥ 0.8 × its
# fair share and ≥ 1.5 × Python under the same load.
#
# Environment: ROUNDS (2), LATHE_BENCH_IMAGES (6400; mlp 12800), EPOCHS (3; tiny 12), LATHE_BENCH_LOGS
# (a folder: each measured Lathe run's log.txt is kept there as MODEL-LOAD-ROUND.log, to read what
# its thread governor chose; the run folders themselves are removed).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
models=${1:-mlp cnn2d transformer tiny}
loads=${2:-0 1 2 4 train}
rounds=${ROUNDS:-2}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
python=${LATHE_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe/venv-torch-2.11.0/bin/python}
cores=$(nproc)
runs=$(mktemp -d)
background=()
stop_background() {
  for p in "${background[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${background[@]}"; do wait "$p" 2>/dev/null || true; done
  background=()
}
trap 'stop_background; rm -rf "$runs"' EXIT

# The model's lathe-cli arguments and python reference arguments.
setup() {
  local images=${LATHE_BENCH_IMAGES:-6400}
  epochs=${EPOCHS:-3}
  case $1 in
    mlp) config=$here/configs/fashion-mnist-mlp.json; images=${LATHE_BENCH_IMAGES:-12800}
      extra=(--set training.batch_size=256 --set data.limit="$images"); pyargs=(--model mlp --limit "$images") ;;
    cnn2d) config=$here/configs/fashion-mnist.json
      extra=(--set training.batch_size=256 --set data.limit="$images"); pyargs=(--model cnn2d --limit "$images") ;;
    transformer) config=$here/configs/sensors-transformer.json
      extra=(--set data.stride=4 --set training.batch_size=64); pyargs=(--model transformer --windows 3000) ;;
    tiny) config=$here/configs/tabular-clicks.json; epochs=${EPOCHS:-12}
      extra=(--set training.batch_size=32 --set 'model.hidden=[48,32]' --set training.early_stopping.enabled=false); pyargs=(tiny) ;;
    *) echo "unknown model $1" >&2; exit 2 ;;
  esac
}

lathe_rate() { # folder: steady samples/s of a lathe-cli run
  local out=$runs/$1
  "$cli" train "$config" -q --runs-dir "$out" --epochs "$epochs" --set training.lr=0.001 --set device.type=cpu "${extra[@]}" >"$out.log" 2>&1 \
    || { cat "$out.log" >&2; exit 1; }
  if [ -n "${LATHE_BENCH_LOGS:-}" ]; then mkdir -p "$LATHE_BENCH_LOGS" && cp "$out"/*/log.txt "$LATHE_BENCH_LOGS/$1.log"; fi
  python3 - "$out"/*/ <<'PY'
import json, sys
rows = [json.loads(l)["samples_per_second"] for l in open(sys.argv[1] + "metrics.jsonl")]
steady = rows[1:] or rows
print(round(sum(steady) / len(steady)))
PY
}

python_rate() {
  if [ "${pyargs[0]}" = tiny ]; then
    "$python" - "$epochs" <<'PY'
# The tiny case in plain PyTorch with its defaults: the same layers (13 inputs after the clicks
# table's encoding, 48, 32, 2 classes), AdamW, batch 32, 4,500 samples an epoch.
import sys, time, torch, torch.nn as nn
epochs = int(sys.argv[1])
torch.manual_seed(0)
x, y = torch.randn(4500, 13), torch.randint(0, 2, (4500,))
m = nn.Sequential(nn.Linear(13, 48), nn.ReLU(), nn.Dropout(0.1), nn.Linear(48, 32), nn.ReLU(), nn.Dropout(0.1), nn.Linear(32, 2))
opt = torch.optim.AdamW(m.parameters(), lr=1e-3)
rates = []
for e in range(epochs):
    order = torch.randperm(len(x))
    start = time.perf_counter()
    for i in range(0, len(x), 32):
        idx = order[i:i + 32]
        loss = nn.functional.cross_entropy(m(x[idx]), y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
    rates.append(len(x) / (time.perf_counter() - start))
print(round(sum(rates[1:]) / len(rates[1:])))
PY
  else
    "$python" "$here/bench/python_reference.py" --epochs "$epochs" "${pyargs[@]}" 2>/dev/null \
      | python3 -c 'import json, sys; print(round(json.load(sys.stdin)["samples_per_second"]))'
  fi
}

# The background: N CPU loops, or a second training of the same kind as the measured one.
start_background() { # load, side
  if [ "$1" = train ]; then
    if [ "$2" = lathe ]; then
      (while true; do "$cli" train "$config" -q --runs-dir "$runs/background" --epochs 1000 --set device.type=cpu "${extra[@]}" >/dev/null 2>&1 || true; done) &
    else
      (while true; do python_rate >/dev/null 2>&1 || true; done) &
    fi
    background+=($!)
    sleep 2 # let it start training
  else
    for ((i = 0; i < $1; i++)); do
      (exec yes >/dev/null) &
      background+=($!)
    done
  fi
}

stop_trees() { # the background loops and whatever they started
  # A background lathe-cli stopped by SIGTERM writes its checkpoint before it exits: wait for it
  # (at most 30 s, then SIGKILL) before its folder is removed.
  local kids=() k waited
  for p in "${background[@]}"; do kids+=($(pgrep -P "$p" 2>/dev/null || true)); done
  stop_background
  for k in "${kids[@]}"; do kill "$k" 2>/dev/null || true; done
  for k in "${kids[@]}"; do
    waited=0
    while kill -0 "$k" 2>/dev/null && [ $waited -lt 300 ]; do sleep 0.1; waited=$((waited + 1)); done
    kill -9 "$k" 2>/dev/null || true
  done
  rm -rf "$runs/background"
}

echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| model | load | Lathe samples/s (median; all) | Python samples/s (median; all) | Lathe / Python | Lathe / fair share | fair share |"
echo "|---|---|---|---|---|---|---|"
for model in $models; do
  setup "$model"
  quiet=""
  for load in $loads; do
    lathe=() py=()
    for ((r = 1; r <= rounds; r++)); do
      # Interleaved: Lathe then Python in odd rounds, Python then Lathe in even ones.
      for side in $([ $((r % 2)) = 1 ] && echo "lathe python" || echo "python lathe"); do
        start_background "$load" "$side"
        if [ "$side" = lathe ]; then lathe+=("$(lathe_rate "$model-$load-$r")"); else py+=("$(python_rate)"); fi
        stop_trees
      done
    done
    python3 - "$model" "$load" "$cores" "${quiet:-0}" "${lathe[*]}" "${py[*]}" <<'PY'
import statistics, sys
model, load, cores, quiet = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
lathe = [float(v) for v in sys.argv[5].split()]
py = [float(v) for v in sys.argv[6].split()]
l, p = statistics.median(lathe), statistics.median(py)
# Busy loops are single-threaded; a second training of the same kind is not: two equal trainings
# share the machine half each (the issue's "each gets close to half of the machine").
fair = (quiet / 2 if load == "train" else quiet * cores / (cores + int(load))) if quiet else l
label = {"0": "quiet", "train": "a second training"}.get(load, f"{load} busy loop(s)")
print(f"| {model} | {label} | {l:.0f}; {', '.join(f'{v:.0f}' for v in lathe)} | {p:.0f}; {', '.join(f'{v:.0f}' for v in py)} | "
      f"{l / p:.2f}× | {l / fair:.2f} | {fair:.0f} |")
PY
    if [ "$load" = 0 ]; then quiet=$(python3 -c 'import statistics, sys; print(statistics.median(float(v) for v in sys.argv[1:]))' "${lathe[@]}"); fi
  done
done
