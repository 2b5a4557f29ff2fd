#!/usr/bin/env bash
# Training on a sharded CSV table larger than a memory cap, streamed from disk (loader.stream "on"),
# side by side with the same training held in memory (no cap), in one run; and the in-memory
# training under the cap, which the cap must stop. Not a test: it measures, and prints a Markdown
# table for docs/benchmarks.md.
#
#   bench/csv_stream.sh [rows per shard: 2500000] [cap MiB: 1024] [epochs: 1]
#
# Two shards of ROWS x 41 Gaussian numbers (40 features, a regression target that depends on them)
# are made once under $LATHE_BENCH_DATA (default build/bench-data). The cap is a memory cgroup
# (v1 memory.limit_in_bytes or v2 memory.max; root, or a delegated cgroup, is needed): it counts
# everything the process holds, LibTorch's own ~0.5 GB included. Without a writable cgroup the runs
# go uncapped and only their peak resident sets are shown. Memory: the peak resident set of the
# training process (GNU time). Data wait and samples/s: the run's metrics.jsonl (the last epoch).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rows=${1:-2500000}
cap_mib=${2:-1024}
epochs=${3:-1}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
data=${LATHE_BENCH_DATA:-$here/build/bench-data}/wide-${rows}x41
out=$(mktemp -d)
mkdir -p "$data"
export LATHE_CACHE_DIR="$out/cache" # a cold read every run: the cache would hide the parse

if [ ! -f "$data/.complete" ]; then
  for shard in 1 2; do
    python3 - "$data/wide_part$shard.csv" "$rows" "$shard" <<'PY'
import random, sys
path, rows, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
weights = [random.Random(0).uniform(-1, 1) for _ in range(40)]
with open(path + ".tmp", "w") as f:
    f.write(",".join([f"f{i}" for i in range(40)] + ["y"]) + "\n")
    for _ in range(rows):
        x = [rng.gauss(0, 1) for _ in range(40)]
        y = sum(w * v for w, v in zip(weights, x)) + 0.5 * x[0] * x[1] + rng.gauss(0, 0.1)
        f.write(",".join(f"{v:.5f}" for v in x) + f",{y:.5f}\n")
import os
os.replace(path + ".tmp", path)
PY
  done
  touch "$data/.complete"
fi

cat >"$out/config.json" <<EOF
{"name": "csv-stream-bench",
 "data": {"path": "$data/wide_part*.csv", "target": "y", "task": "regression", "splits": {"val": 0.02, "test": 0.0}},
 "model": {"kind": "mlp", "hidden": [256, 128]},
 "training": {"epochs": $epochs, "batch_size": 1024, "lr": 0.001},
 "loader": {"stream": "on", "shuffle_buffer_mb": 64},
 "output": {"export_model": false}}
EOF

# A memory cgroup for the capped runs, when one can be made.
cgroup=""
for base in /sys/fs/cgroup/memory /sys/fs/cgroup; do
  if [ -w "$base" ] && mkdir "$base/lathe-bench-$$" 2>/dev/null; then
    cgroup="$base/lathe-bench-$$"
    if [ -f "$cgroup/memory.limit_in_bytes" ]; then
      echo $((cap_mib * 1048576)) >"$cgroup/memory.limit_in_bytes"
    elif [ -f "$cgroup/memory.max" ]; then
      echo $((cap_mib * 1048576)) >"$cgroup/memory.max"
    else
      rmdir "$cgroup"; cgroup=""
    fi
    [ -n "$cgroup" ] && break
  fi
done
trap '[ -n "$cgroup" ] && rmdir "$cgroup" 2>/dev/null; rm -rf "$out"' EXIT

train() { # name, capped (yes/no), time limit in seconds, --set overrides...
  local name=$1 capped=$2 limit=$3; shift 3
  # Under a cap it cannot meet, a run is either killed at once or pages LibTorch's own code in and out
  # for ever (seen here with cgroup v1): the time limit ends the latter.
  local run=(timeout -s KILL "$limit" /usr/bin/time -f "%M %e" -o "$out/$name.time" "$bin/lathe-cli" train "$out/config.json" -q --runs-dir "$out/runs/$name" "$@")
  local rc=0
  if [ "$capped" = yes ] && [ -n "$cgroup" ]; then
    bash -c 'echo $$ >"$0/cgroup.procs"; exec "$@"' "$cgroup" "${run[@]}" >"$out/$name.log" 2>&1 || rc=$?
  else
    "${run[@]}" >"$out/$name.log" 2>&1 || rc=$?
  fi
  python3 - "$out" "$name" "$capped" "$rc" "$cap_mib" "${cgroup:+yes}" <<'PY'
import glob, json, os, sys
out, name, capped, rc, cap, cgroup = sys.argv[1:7]
metrics = glob.glob(os.path.join(out, "runs", name, "*", "metrics.jsonl"))
rows = [json.loads(l) for l in open(metrics[0])] if metrics else []
last = rows[-1] if rows else {}
timing = os.path.join(out, name + ".time")
peak_kib, seconds = ((open(timing).read().split()[-2:] if os.path.exists(timing) else []) + ["", ""])[:2]
print(json.dumps({"mode": name, "cap_mib": int(cap) if capped == "yes" and cgroup else None, "exit": int(rc),
                  "peak_rss_mib": int(peak_kib) / 1024 if peak_kib.isdigit() else None, "wall_seconds": float(seconds) if seconds else None,
                  "samples_per_second": last.get("samples_per_second"), "data_wait_percent": last.get("data_wait_percent"),
                  "val_loss": last.get("val_loss")}))
PY
}
train "streamed, capped" yes 3600 >>"$out/results.jsonl"
train "in memory" no 3600 --set loader.stream=off >>"$out/results.jsonl"
limit=$(python3 -c "import json,sys; r=[json.loads(l) for l in open(sys.argv[1])][-1]; print(int(max(60, 3 * (r['wall_seconds'] or 60))))" "$out/results.jsonl" 2>/dev/null || echo 300)
train "in memory, capped" yes "$limit" --set loader.stream=off >>"$out/results.jsonl"

python3 - "$out/results.jsonl" "$data" "$rows" <<'PY'
import glob, json, os, sys
results, data, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
runs = [json.loads(l) for l in open(results)]
size = sum(os.path.getsize(f) for f in glob.glob(os.path.join(data, "wide_part*.csv"))) / 1048576
print(f"2 shards x {rows:,} rows x 41 columns: {size:,.0f} MiB of CSV, {2 * rows * 41 * 4 / 1048576:,.0f} MiB as float32\n")
print("| run | memory cap (MiB) | exit | peak RSS (MiB) | wall (s) | samples/s (last epoch) | data wait % | val loss |")  # exit 137: killed (by the cap, or by the time limit while paging)
print("|---|---|---|---|---|---|---|---|")
f = lambda v, spec: "-" if v is None else format(v, spec)
for r in runs:
    print(f"| {r['mode']} | {f(r['cap_mib'], ',')} | {r['exit']} | {f(r['peak_rss_mib'], ',.0f')} | {f(r['wall_seconds'], '.1f')} "
          f"| {f(r['samples_per_second'], ',.0f')} | {f(r['data_wait_percent'], '.2f')} | {f(r['val_loss'], '.4f')} |")
s, m = runs[0]["samples_per_second"], runs[1]["samples_per_second"]
if s and m:
    print(f"\nStreamed (capped) / in memory (uncapped), samples/s: {s / m:.2f}x")
PY
