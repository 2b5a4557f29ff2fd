#!/usr/bin/env bash
# Two builds of lathe-cli side by side, in one run: trains the same example configs with each,
# alternating (A B A B ...) so that a change in the machine's load hits both alike, and prints a
# Markdown table of steady-state training samples/s (epochs after the first), wall time of the whole
# run (data loading, training, evaluation, export) and the ratios B / A. For refactors that must not
# slow training down. Not a test: it measures.
#
#   bench/compare_builds.sh A_CLI B_CLI [rounds] [epochs] [config...]
#
# Defaults: 3 rounds, 3 epochs, the MLP and CNN Fashion-MNIST demos and the air-quality 1-D CNN, on
# the CPU (--no-gpu). Copy a build's bin/ folder away before rebuilding to keep it as A. Rounds
# alternate the order (A B, then B A).
# Environment: LOOPS=N runs N busy CPU loops (`yes`) beside the whole comparison (a busy machine,
# issue 34); LATHE_SET="key=value ..." adds those --set overrides to every run.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 2 ] || { sed -n '2,12p' "$0"; exit 1; }
a=$1 b=$2
rounds=${3:-3}
epochs=${4:-3}
shift $(( $# < 4 ? $# : 4 ))
configs=("$@")
[ ${#configs[@]} -gt 0 ] || configs=("$here/configs/fashion-mnist-mlp.json" "$here/configs/fashion-mnist.json"
                                     "$here/configs/timeseries-air-quality.json")
for cli in "$a" "$b"; do [ -x "$cli" ] || { echo "compare_builds.sh: $cli is not executable" >&2; exit 1; }; done
runs=$(mktemp -d)
loops=()
trap 'for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$runs"' EXIT
sets=()
for kv in ${LATHE_SET:-}; do sets+=(--set "$kv"); done
for ((i = 0; i < ${LOOPS:-0}; ++i)); do
  (exec yes >/dev/null) &
  loops+=($!)
done

# One run: prints "samples_per_second wall_seconds".
measure() {
  local cli=$1 config=$2 out=$3
  local start end
  start=$(date +%s.%N)
  "$cli" train "$config" -q --no-gpu --epochs "$epochs" --runs-dir "$out" \
    --set training.early_stopping.enabled=false "${sets[@]}" >/dev/null 2>"$out.err" || { cat "$out.err" >&2; exit 1; }
  end=$(date +%s.%N)
  python3 - "$out"/*/metrics.jsonl "$start" "$end" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
steady = rows[1:] or rows
print(f"{sum(r['samples_per_second'] for r in steady) / len(steady):.1f} {float(sys.argv[3]) - float(sys.argv[2]):.2f}")
PY
}

echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $(date -u '+%Y-%m-%d %H:%M UTC'); ${LOOPS:-0} busy loop(s)${LATHE_SET:+; --set $LATHE_SET}"
echo
echo "| config | rounds × epochs | A samples/s (median) | B samples/s (median) | B / A | A wall s (median) | B wall s (median) | B / A |"
echo "|---|---|---|---|---|---|---|---|"
for config in "${configs[@]}"; do
  name=$(basename "$config" .json)
  results=()
  for ((r = 0; r < rounds; ++r)); do
    if ((r % 2 == 0)); then
      results+=("A $(measure "$a" "$config" "$runs/$name-a-$r")")
      results+=("B $(measure "$b" "$config" "$runs/$name-b-$r")")
    else
      results+=("B $(measure "$b" "$config" "$runs/$name-b-$r")")
      results+=("A $(measure "$a" "$config" "$runs/$name-a-$r")")
    fi
  done
  printf '%s\n' "${results[@]}" | sed "s/^/$name round: /" >&2 # the raw rounds, for the record
  printf '%s\n' "${results[@]}" | python3 -c "
import statistics, sys
rows = [l.split() for l in sys.stdin if l.strip()]
med = lambda who, i: statistics.median(float(r[i]) for r in rows if r[0] == who)
sa, sb, wa, wb = med('A', 1), med('B', 1), med('A', 2), med('B', 2)
print(f'| $name | $rounds × $epochs | {sa:.0f} | {sb:.0f} | {sb / sa:.3f} | {wa:.1f} | {wb:.1f} | {wb / wa:.3f} |')"
done
