#!/usr/bin/env bash
# The batch-size finder against an exact search on the example configs: found / true maximum,
# trials, wall time, and whether a training epoch at the found batch then stays inside the budget.
# Not a test: it measures, and prints a Markdown table for docs/benchmarks.md.
#
#   bench/batch_finder.sh [device: cpu|cuda] [budget MiB, 0: the device's own]
#
# The "true maximum" is `lathe-cli find-batch --exhaustive`: bisection to the exact limit with the
# same measurement (on a CPU, the tensors of a training step counted by a counting allocator).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
device=${1:-cpu}
budget=${2:-256}
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
dev=(--no-gpu)
[ "$device" = cuda ] && dev=(--gpu-id 0)
configs=(fashion-mnist fashion-mnist-mlp image-folder tabular-clicks sensors-transformer sensors-cnn-transformer)

echo "| config | model | budget | found | true max | found / true | trials | wall s | exact search trials | exact wall s |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for name in "${configs[@]}"; do
  cfg=$here/configs/$name.json
  sets=(--set batch_finder.memory_budget_mb="$budget" --set batch_finder.max_batch=1000000)
  s0=$(date +%s.%N)
  "$cli" find-batch "$cfg" "${dev[@]}" "${sets[@]}" --json >"$out/$name.model.json" 2>"$out/$name.model.log"
  s1=$(date +%s.%N)
  "$cli" find-batch "$cfg" "${dev[@]}" "${sets[@]}" --json --exhaustive >"$out/$name.exact.json" 2>"$out/$name.exact.log"
  s2=$(date +%s.%N)
  python3 - "$name" "$cfg" "$budget" "$out/$name.model.json" "$out/$name.exact.json" "$s0" "$s1" "$s2" <<'PY'
import json, sys, re
name, cfg, budget, model, exact, s0, s1, s2 = sys.argv[1:]
m, e = json.load(open(model)), json.load(open(exact))
largest = lambda r: int(re.search(r"is (\d+)", r["summary"]).group(1))
kind = json.load(open(cfg))["model"]["kind"]
f, t = largest(m), largest(e)
print(f"| {name} | {kind} | {budget} MiB | {f} | {t} | {f / t:.3f} | {len(m['trials'])} | {float(s1) - float(s0):.1f} "
      f"| {len(e['trials'])} | {float(s2) - float(s1):.1f} |")
PY
done
