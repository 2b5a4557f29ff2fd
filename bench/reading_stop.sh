#!/usr/bin/env bash
# How long a Stop waits while the data are read: `lathe-cli train` on a JPEG image folder decoded into
# memory (loader.stream "off") and resized to 96x96, in rounds of two fresh processes: one read to its end (the time from
# the start to the log's "decoded N images" line, which is how long a stop waited when the reading
# was not interrupted), and one sent SIGINT (Ctrl-C, the window's Stop) after STOP_AFTER seconds,
# timed from the signal to the process's exit. Not a test: it measures, and prints a Markdown table.
#
#   bench/reading_stop.sh [images: 60000] [rounds: 3] [STOP_AFTER seconds: 2]
#
# LOOPS=N runs N busy CPU loops (`yes`) beside the whole measurement (a busy machine). The folder
# (Fashion-MNIST enlarged to SIZE x SIZE, default 256, and coloured: lathe-bench-jpegs) is made once under
# $LATHE_BENCH_DATA (default build/bench-data). Only the processes it started are stopped, by PID.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
images=${1:-60000}
rounds=${2:-3}
stopAfter=${3:-2}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
data=${LATHE_BENCH_DATA:-$here/build/bench-data}
size=${SIZE:-256}
folder="$data/jpegs-$size-$images"
[ -d "$folder" ] || "$bin/lathe-bench-jpegs" "$folder" --size "$size" --limit "$images" >&2
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq "${LOOPS:-0}"); do yes > /dev/null & pids+=($!); done
cat > "$work/config.json" <<EOF
{"name": "reading-stop",
 "data": {"source": "image_folder", "path": "$folder", "image_height": 96, "image_width": 96, "channels": 3,
          "splits": {"val": 0.1, "test": 0.0}},
 "loader": {"stream": "off"},
 "model": {"kind": "cnn2d"}, "training": {"epochs": 1, "batch_size": 64},
 "output": {"runs_dir": "$work/runs", "export_model": false}}
EOF
now() { date +%s.%N; }
results="$work/results"
for r in $(seq "$rounds"); do
  # Read to the end: the time until the reading is said to be done.
  log="$work/whole-$r.log"
  start=$(now)
  "$bin/lathe-cli" train "$work/config.json" > "$log" 2>&1 & pid=$!; pids+=($pid)
  until grep -q "decoded [0-9]* images" "$log"; do
    kill -0 "$pid" 2>/dev/null || { echo "lathe-cli ended before reading the folder:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.02
  done
  echo "whole $(python3 -c "print($(now) - $start)")" >> "$results"
  kill -KILL "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
  # Stopped while reading: from the signal to the exit.
  log="$work/stop-$r.log"
  "$bin/lathe-cli" train "$work/config.json" > "$log" 2>&1 & pid=$!; pids+=($pid)
  sleep "$stopAfter"
  if grep -q "decoded [0-9]* images" "$log"; then echo "the folder was read within $stopAfter s: use more images" >&2; exit 1; fi
  signalled=$(now)
  kill -INT "$pid"
  rc=0; wait "$pid" || rc=$?
  echo "stop $(python3 -c "print($(now) - $signalled)") $rc $(grep -c "stopped while reading the data" "$log")" >> "$results"
done
python3 - "$results" "$images" "${LOOPS:-0}" "$stopAfter" "$size" <<'PY'
import statistics, sys
whole, stop, codes, said = [], [], set(), 0
for line in open(sys.argv[1]):
    f = line.split()
    if f[0] == "whole":
        whole.append(float(f[1]))
    else:
        stop.append(float(f[1])); codes.add(int(f[2])); said += int(f[3]) > 0
print(f"{sys.argv[2]} JPEG images ({sys.argv[5]}x{sys.argv[5]}) decoded into memory at 96x96, {sys.argv[3]} busy loops, Ctrl-C after {sys.argv[4]} s, {len(stop)} rounds:")
print("| | median s | spread (min–max) s |")
print("|---|---|---|")
print(f"| reading the folder to its end (how long a stop waited before) | {statistics.median(whole):.2f} | {min(whole):.2f}–{max(whole):.2f} |")
print(f"| from Ctrl-C to the process's exit | {statistics.median(stop):.3f} | {min(stop):.3f}–{max(stop):.3f} |")
print(f"exit codes {sorted(codes)}; 'stopped while reading the data' said in {said} of {len(stop)}")
PY
