#!/usr/bin/env bash
# Where a CPU training's time goes, thread by thread (issue 34): runs lathe-cli train under BUSY busy
# CPU loops and samples /proc/PID/task/*/stat every 0.2 s; at the end prints each thread's name, CPU
# seconds (user + system) and share of the run's wall time, and the involuntary context switches
# (the scheduler taking the CPU away). LibTorch's OpenMP workers have the process's name; Lathe's own
# threads are named where they are made. Not a test: it measures (docs/architecture.md, "Threads").
#
#   bench/thread_times.sh CONFIG [lathe-cli train options...]     (environment: BUSY=2)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${LATHE_CLI:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
config=$1
shift
runs=$(mktemp -d)
loops=()
trap 'for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$runs"' EXIT
for ((i = 0; i < ${BUSY:-2}; i++)); do (exec yes >/dev/null) & loops+=($!); done
start=$(date +%s.%N)
"$cli" train "$config" -q --runs-dir "$runs" "$@" >/dev/null 2>&1 &
pid=$!
snapshot=$runs/snapshot
while kill -0 "$pid" 2>/dev/null; do
  # tid, name, utime + stime (ticks), involuntary context switches
  out=$(for t in /proc/"$pid"/task/*; do
    stat=$(cat "$t/stat" 2>/dev/null) || continue
    name=$(cat "$t/comm" 2>/dev/null) || continue
    switches=$(awk '/nonvoluntary_ctxt_switches/ {print $2}' "$t/status" 2>/dev/null)
    echo "$(basename "$t") $name $(echo "${stat##*) }" | awk '{print $12 + $13}') ${switches:-0}"
  done)
  [ -n "$out" ] && echo "$out" >"$snapshot"
  sleep 0.2
done
wait "$pid" || true
end=$(date +%s.%N)
python3 - "$snapshot" "$start" "$end" "$(getconf CLK_TCK)" <<'PY'
import sys
snapshot, start, end, hz = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
wall = end - start
rows = [line.split() for line in open(snapshot) if line.strip()]
rows = [(tid, name, int(ticks) / hz, int(switches)) for tid, name, ticks, switches in rows]
rows.sort(key=lambda r: -r[2])
print(f"wall {wall:.1f} s; CPU {sum(r[2] for r in rows):.1f} s over {len(rows)} threads")
for tid, name, cpu, switches in rows:
    if cpu > 0.01 or switches > 10:
        print(f"  {name:16s} tid {tid:>7s}: {cpu:6.2f} s CPU ({100 * cpu / wall:5.1f} % of the wall time), {switches} involuntary switches")
PY
