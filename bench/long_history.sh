#!/usr/bin/env bash
# A week-long run's history: writes a synthetic run folder whose device.jsonl holds SAMPLES device
# samples (default 2,000,000: a week at 500 ms is 1.2 M) of one GPU, then measures
#   - `lathe-cli report` on it: wall time, peak resident memory, the size of report.html;
#   - the GUI's live charts taking the same number of samples (tst_charts longRunsStayBounded:
#     2 M device samples through ChartsPanel, flushed as the 500 ms timer would): wall time and peak
#     resident memory.
# Not a test: it measures. Needs a built tree (build/dev) and python3.
#
#   bench/long_history.sh [SAMPLES]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
samples=${1:-2000000}
build=$here/build/${LATHE_PRESET:-dev}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run=$work/long-run
mkdir -p "$run/checkpoints"
python3 - "$run" "$samples" <<'PY'
import json, math, sys
run, n = sys.argv[1], int(sys.argv[2])
json.dump({"name": "long-run", "data": {"path": "x.csv", "target": "y"}}, open(run + "/config.json", "w"))
with open(run + "/metrics.jsonl", "w") as f:
    for e in range(1, 101):
        f.write(json.dumps({"epoch": e, "lr": 0.001, "epoch_seconds": 6048.0, "samples_per_second": 5000.0,
                            "data_wait_percent": 1.0, "time": "2026-11-23 12:00:00", "train_loss": 1.0 / e, "val_loss": 1.1 / e}) + "\n")
with open(run + "/device.jsonl", "w") as f:
    for i in range(n):
        f.write(json.dumps({"t": 0.5 * i, "time": "2026-11-23 12:00:00",
                            "gpus": [{"index": 0, "name": "GPU", "utilisation": 90 + 5 * math.sin(i * 0.001), "memory_used": 6.2e10,
                                      "memory_total": 8.5e10, "power_w": 550.0 + 20 * math.sin(i * 0.01), "temperature_c": 61.0,
                                      "sm_clock_mhz": 1980.0}],
                            "allocator": {"allocated": 5.0e10, "reserved": 6.0e10, "peak": 6.1e10},
                            "process_cpu_percent": 101.1, "process_rss": 3.9e9, "host_cpu_percent": 25.0}) + "\n")
PY
echo "device.jsonl: $samples samples, $(du -h "$run/device.jsonl" | cut -f1)"
/usr/bin/time -f "report: %e s wall, %M KiB peak resident" "$build/bin/lathe-cli" report "$run" >/dev/null
echo "report.html: $(stat -c %s "$run/report.html") bytes"
QT_QPA_PLATFORM=offscreen /usr/bin/time -f "GUI charts, 2 M samples: %e s wall (incl. test start), %M KiB peak resident" \
    "$build/tests/tst_charts" longRunsStayBounded >/dev/null
