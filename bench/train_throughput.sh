#!/usr/bin/env bash
# Steady-state training samples/s of lathe-cli against the equivalent Python PyTorch loop
# (bench/python_reference.py: eager, and torch.compile), in one run, as ratios, for Lathe's default
# (compile.graph_optimize "auto": the executor timed on the run's first steps) and both forced
# executors (interpreter: false, graph executor: true). Not a test: it measures, and prints a Markdown
# table for docs/benchmarks.md.
#
#   bench/train_throughput.sh [MODEL|all] [epochs] [device: cpu|cuda] [precision: off|bf16|fp16]
#
# MODEL: mlp, cnn2d, resnet (Fashion-MNIST), cnn1d, transformer, cnn_transformer (the sensor windows
# of configs/sensors-*.json); "all": the six. Both sides train the same model: the script stops when
# their parameter counts differ. Steady state: the mean of the epochs after the first; the auto
# trial runs in the first epoch, so its cost is shown on its own, as a share of the run's training
# time (from summary.json). With a precision other than off, both sides train under autocast.
# "auto / forced same choice" compares the default run with the forced run of the executor it chose
# (the same executor: a ratio below 1 is what the trial or the run order cost, or noise); comparing it
# with the better of two noisy forced runs would be biased against it.
#
# Environment: LATHE_BENCH_REPEATS (1) runs each Lathe and Python variant that many times, interleaved,
# and reports the median; LATHE_BENCH_IMAGES (12800; mlp: 54000) training images per epoch;
# LATHE_BENCH_STRIDE (2) the window stride of the sensor data (about 6,000 training windows).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
models=${1:-mlp}
epochs=${2:-3}
device=${3:-cpu}
amp=${4:-off}
repeats=${LATHE_BENCH_REPEATS:-1}
stride=${LATHE_BENCH_STRIDE:-2}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
python=${LATHE_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe/venv-torch-2.11.0/bin/python}
[ "$models" = all ] && models="mlp cnn2d resnet cnn1d transformer cnn_transformer"
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT

median() { python3 -c 'import statistics, sys; print(round(statistics.median(float(v) for v in sys.argv[1:])))' "$@"; }

lathe_run() { # folder, then lathe-cli arguments; prints "samples/s parameters choice cost% gpu-util"
  local out=$runs/$1
  shift
  "$cli" train "$config" -q --runs-dir "$out" --epochs "$epochs" --set training.lr=0.001 --set device.type="$device" \
    --set precision.amp="$amp" "${extra[@]}" "$@" >"$out.log" 2>&1 || { cat "$out.log" >&2; exit 1; }
  python3 - "$out"/*/ "$out.log" <<'PY'
import json, re, sys
folder = sys.argv[1]
log = open(folder + "log.txt").read()
rows = [json.loads(l) for l in open(folder + "metrics.jsonl")]
steady = rows[1:] or rows
util = [r["gpu_utilisation_percent"] for r in steady if "gpu_utilisation_percent" in r]
params = re.search(r"with (\d+) parameters", log).group(1)
executor = json.load(open(folder + "summary.json")).get("executor", {})
choice = executor.get("choice", "-").replace(" ", "_")
cost = 100 * executor.get("cost_seconds", 0) / sum(r["epoch_seconds"] for r in rows)
print(f"{sum(r['samples_per_second'] for r in steady) / len(steady):.0f} {params} {choice} {cost:.2f} "
      + (f"{sum(util) / len(util):.0f}" if util else "-"))
PY
}

py_run() { # python_reference.py arguments; prints "samples/s parameters"
  "$python" "$here/bench/python_reference.py" --model "$model" --epochs "$epochs" --device "$device" --amp "$amp" "${pyargs[@]}" "$@" \
    2>/dev/null | python3 -c 'import json, sys; r = json.load(sys.stdin); print(round(r["samples_per_second"]), r["parameters"])'
}

echo "| model | parameters | device | precision | Python eager | Python torch.compile | Lathe default (auto: choice) | × eager | × compile | Lathe interpreter | Lathe graph executor | auto / forced same choice | auto trial cost | Lathe GPU util % |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for model in $models; do
  extra=(--set training.batch_size=256)
  pyargs=()
  images=${LATHE_BENCH_IMAGES:-12800}
  case $model in
    mlp) config=$here/configs/fashion-mnist-mlp.json; images=${LATHE_BENCH_IMAGES:-54000} ;;
    cnn2d) config=$here/configs/fashion-mnist.json ;;
    # The small ResNet: the demo config with model.kind resnet (channels [16, 32], 2 blocks per stage).
    resnet) config=$here/configs/fashion-mnist.json; extra+=(--set model.kind=resnet --set model.blocks_per_stage=2) ;;
    cnn1d) config=$here/configs/sensors-transformer.json; extra=(--set model.kind=cnn1d) ;;
    transformer) config=$here/configs/sensors-transformer.json; extra=() ;;
    cnn_transformer) config=$here/configs/sensors-cnn-transformer.json; extra=() ;;
    *) echo "unknown model $model" >&2; exit 2 ;;
  esac
  case $model in
    mlp|cnn2d|resnet) extra+=(--set data.limit="$images"); pyargs=(--limit "$images") ;;
    *) extra+=(--set data.stride="$stride" --set training.batch_size=64) ;;
  esac
  auto=() interp=() graph=() eager=() compiled=()
  for ((r = 1; r <= repeats; r++)); do
    read -r rate params choice cost util < <(lathe_run "auto$model$r")
    auto+=("$rate")
    if [ $r = 1 ]; then
      lathe_params=$params
      case $model in # the Python side trains on as many windows as Lathe's training split holds
        cnn1d|transformer|cnn_transformer)
          pyargs=(--windows "$(grep -o 'train [0-9]*' "$runs/auto${model}1"/*/log.txt | head -1 | cut -d' ' -f2)") ;;
      esac
    fi
    read -r rate _ < <(py_run)
    eager+=("$rate")
    read -r rate _ _ _ _ < <(lathe_run "interp$model$r" --set compile.graph_optimize=false)
    interp+=("$rate")
    read -r rate py_params < <(py_run --compile)
    compiled+=("$rate")
    read -r rate _ _ _ _ < <(lathe_run "graph$model$r" --set compile.graph_optimize=true)
    graph+=("$rate")
  done
  if [ "$lathe_params" != "$py_params" ]; then
    echo "$model: Lathe trains $lathe_params parameters, the Python reference $py_params: not the same model" >&2
    exit 1
  fi
  a=$(median "${auto[@]}") e=$(median "${eager[@]}") c=$(median "${compiled[@]}") i=$(median "${interp[@]}") g=$(median "${graph[@]}")
  python3 -c "
a, e, c, i, g = $a, $e, $c, $i, $g
same = g if '$choice'.startswith('graph') else i  # the forced run of the executor auto chose
print(f'| $model | $lathe_params | $device | $amp | {e} | {c} | {a} ($choice) | {a/e:.2f}x | {a/c:.2f}x | {i} | {g} | {a/same:.3f} | $cost % | $util |')"
done
