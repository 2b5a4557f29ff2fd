#!/usr/bin/env bash
# Data-parallel scaling: trains CONFIG with 1, 2, … MAX ranks (lathe-cli --procs N on the CPU,
# --gpus N on GPUs), the per-rank batch as configured (so the global batch grows with the ranks, as
# with PyTorch's DDP), alternating the rank counts over ROUNDS rounds, and prints a Markdown table
# of steady-state samples/s (the job's, epochs after the first; median over the rounds) and the
# scaling efficiency against one rank:
#   GPU: samples/s(N) / (N × samples/s(1)) — each rank brings its own GPU;
#   CPU: samples/s(N) / samples/s(1)       — the ranks divide the same cores, so 1.0 is ideal
#        and the figure is only a smoke test of the all-reduce's cost.
# Not a test: it measures.
#
#   bench/scaling.sh CONFIG MAX_RANKS [cpu|gpu] [epochs] [rounds] [lathe-cli]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 2 ] || { sed -n '2,14p' "$0"; exit 1; }
config=$1 max=$2 kind=${3:-cpu} epochs=${4:-3} rounds=${5:-3}
cli=${6:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
[ -x "$cli" ] || { echo "scaling.sh: $cli is not executable (build it first)" >&2; exit 1; }
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT

# One job: prints its steady-state samples/s.
measure() {
  local n=$1 out=$2 flag
  if [ "$kind" = gpu ]; then flag=(--gpus "$n"); else flag=(--no-gpu --procs "$n"); fi
  "$cli" train "$config" -q "${flag[@]}" --epochs "$epochs" --runs-dir "$out" \
    --set training.early_stopping.enabled=false --set monitor.enabled=false >/dev/null 2>"$out.err" \
    || { cat "$out.err" >&2; exit 1; }
  python3 - "$out"/*/metrics.jsonl <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
steady = rows[1:] or rows
print(f"{sum(r['samples_per_second'] for r in steady) / len(steady):.1f}")
PY
}

results=()
for ((r = 0; r < rounds; ++r)); do
  for ((n = 1; n <= max; ++n)); do
    results+=("$n $(measure "$n" "$runs/r$r-n$n")")
  done
done
printf '%s\n' "${results[@]}" | sed "s/^/round result (ranks samples\/s): /" >&2
echo "| ranks | samples/s (median of $rounds) | efficiency |"
echo "|---|---|---|"
printf '%s\n' "${results[@]}" | python3 -c "
import statistics, sys
rows = [l.split() for l in sys.stdin if l.strip()]
med = {n: statistics.median(float(r[1]) for r in rows if int(r[0]) == n) for n in sorted({int(r[0]) for r in rows})}
for n, s in med.items():
    eff = s / med[1] if '$kind' == 'cpu' else s / (n * med[1])
    print(f'| {n} | {s:.0f} | {eff:.2f} |')"
