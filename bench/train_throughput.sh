#!/usr/bin/env bash
# Steady-state training samples/s of lathe-cli against the equivalent Python PyTorch loop
# (bench/python_reference.py), in one run, as a ratio. Also Lathe with the TorchScript graph
# optimiser on and off and, on a GPU, without the CUDA graph of the training step. Not a test: it
# measures, and prints a Markdown table for docs/benchmarks.md.
#
#   bench/train_throughput.sh [mlp|cnn2d|resnet] [epochs] [device: cpu|cuda] [precision: off|bf16|fp16]
#
# With a precision other than off, both sides train under autocast (Lathe: precision.amp, Python:
# torch.autocast + GradScaler for fp16). On a GPU the Python torch.compile loop is measured too.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
model=${1:-mlp}
epochs=${2:-3}
device=${3:-cpu}
amp=${4:-off}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
python=${LATHE_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe/venv-torch-2.11.0/bin/python}
config=$here/configs/fashion-mnist-mlp.json
extra=()
[ "$model" = cnn2d ] && config=$here/configs/fashion-mnist.json
# The small ResNet: the demo config with model.kind resnet (channels [16, 32], 2 blocks per stage).
[ "$model" = resnet ] && config=$here/configs/fashion-mnist.json && extra=(--set model.kind=resnet --set model.blocks_per_stage=2)
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT

lathe_rate() { # steady state: mean samples/s and GPU utilisation % ("-" without NVML) of the epochs after the first
  "$cli" train "$config" -q --runs-dir "$runs/$1" --epochs "$epochs" --set training.batch_size=256 \
    --set training.lr=0.001 --set device.type="$device" --set precision.amp="$amp" "${extra[@]}" "${@:2}" >/dev/null 2>&1
  python3 - "$runs/$1"/*/metrics.jsonl <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
steady = rows[1:] or rows
util = [r["gpu_utilisation_percent"] for r in steady if "gpu_utilisation_percent" in r]
print(f"{sum(r['samples_per_second'] for r in steady) / len(steady):.0f} " + (f"{sum(util) / len(util):.0f}" if util else "-"))
PY
}

pyrate() {
  "$python" "$here/bench/python_reference.py" --model "$model" --epochs "$epochs" --device "$device" --amp "$amp" "$@" 2>/dev/null \
    | python3 -c 'import json, sys; print(round(json.load(sys.stdin)["samples_per_second"]))'
}
py=$(pyrate)
compiled=""
[ "$device" = cuda ] && compiled=$(pyrate --compile)
read -r opt opt_util < <(lathe_rate opt --set compile.graph_optimize=true)
read -r plain plain_util < <(lathe_rate plain --set compile.graph_optimize=false)
nograph="-"
[ "$device" = cuda ] && read -r nograph nograph_util < <(lathe_rate nograph --set compile.cuda_graph=false)

echo "| model | device | precision | Python eager (samples/s) | Lathe, graph optimiser on | ratio | Lathe, optimiser off | ratio | Python torch.compile | best Lathe / compile | Lathe, no CUDA graph | Lathe GPU util % (on / off) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
python3 -c "
c = '$compiled'
best = max($opt, $plain)
print(f'| $model | $device | $amp | $py | $opt | {$opt/$py:.2f}x | $plain | {$plain/$py:.2f}x | ' + (f'{c} | {best/float(c):.2f}x |' if c else '- | - |') + ' $nograph | $opt_util / $plain_util |')"
