#!/usr/bin/env bash
# Reading a large numeric CSV table: seconds and peak memory of Lathe's reader (lathe-bench-csv: the
# typed-column reader that `lathe-cli train` uses, cold and from the table cache, and the
# cell-by-cell reader it replaced), beside
# pandas.read_csv and pyarrow.csv.read_csv, each in a fresh process, in one run. Not a test: it
# measures, and prints a Markdown table for docs/benchmarks.md.
#
#   bench/csv_read.sh [rows: 1000000] [repeats: 3]
#
# The CSV has 21 columns of Gaussian numbers written with 6 decimals (20 features and a regression
# target); it is made once under $LATHE_BENCH_DATA (default build/bench-data). pandas and pyarrow go
# into a throwaway venv there. Time: the median of the repeats, readers alternating. Memory: the peak
# resident set of the process above its resident set just before reading (LibTorch's or Python's own
# start-up excluded), against the float32 data the read produces.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rows=${1:-1000000}
repeats=${2:-3}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
data=${LATHE_BENCH_DATA:-$here/build/bench-data}
mkdir -p "$data"
csv="$data/numeric-${rows}x21.csv"
venv="$data/venv-csv"

if [ ! -f "$csv" ]; then
  python3 - "$csv" "$rows" <<'PY'
import random, sys
path, rows = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
with open(path + ".tmp", "w") as f:
    f.write(",".join([f"f{i}" for i in range(20)] + ["y"]) + "\n")
    for _ in range(rows):
        f.write(",".join(f"{rng.gauss(0, 1):.6f}" for _ in range(21)) + "\n")
import os
os.replace(path + ".tmp", path)
PY
fi
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q pandas pyarrow >&2
fi
cat > "$data/csv_read.py" <<'PY'
import json, resource, sys, time
kind, path = sys.argv[1], sys.argv[2]
if kind == "pandas":
    import pandas
else:
    import pyarrow.csv
def resident_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4 / 1024
base = resident_mib()
t0 = time.perf_counter()
if kind == "pandas":
    table = pandas.read_csv(path)
    rows = len(table)
else:
    table = pyarrow.csv.read_csv(path)
    rows = table.num_rows
seconds = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"reader": kind, "rows": rows, "seconds": seconds, "float32_mib": rows * 21 * 4 / 1048576,
                  "peak_over_baseline_mib": peak - base}))
PY

results=$(mktemp)
export LATHE_CACHE_DIR=$(mktemp -d)
trap 'rm -rf "$results" "$LATHE_CACHE_DIR"' EXIT
"$bin/lathe-bench-csv" "$csv" y --reader cached > /dev/null # fills the table cache
for r in $(seq "$repeats"); do
  "$bin/lathe-bench-csv" "$csv" y --reader columns >> "$results"
  "$bin/lathe-bench-csv" "$csv" y --reader cached >> "$results"
  "$bin/lathe-bench-csv" "$csv" y --reader cells >> "$results"
  "$venv/bin/python" "$data/csv_read.py" pandas "$csv" >> "$results"
  "$venv/bin/python" "$data/csv_read.py" pyarrow "$csv" >> "$results"
done

python3 - "$results" "$csv" "$rows" <<'PY'
import json, os, statistics, sys
results, csv, rows = sys.argv[1], sys.argv[2], int(sys.argv[3])
runs = {}
for line in open(results):
    r = json.loads(line)
    runs.setdefault(r["reader"], []).append(r)
names = {"columns": "Lathe, typed columns (lathe-cli train, cold)", "cached": "Lathe, from the table cache (the second run)",
         "cells": "Lathe, cell by cell (the reader before)",
         "pandas": "pandas.read_csv (float64)", "pyarrow": "pyarrow.csv.read_csv (float64)"}
lathe = statistics.median(r["seconds"] for r in runs["columns"])
size = os.path.getsize(csv) / 1048576
print(f"{rows:,} rows x 21 numeric columns, {size:.0f} MiB of CSV; float32 data {runs['columns'][0]['float32_mib']:.1f} MiB\n")
print("| reader | seconds (median) | Lathe time / this time | peak RSS over baseline (MiB) | / float32 data |")
print("|---|---|---|---|---|")
for kind in ["columns", "cached", "cells", "pandas", "pyarrow"]:
    t = statistics.median(r["seconds"] for r in runs[kind])
    m = max(r["peak_over_baseline_mib"] for r in runs[kind])
    print(f"| {names[kind]} | {t:.2f} | {lathe / t:.2f} | {m:.0f} | {m / runs[kind][0]['float32_mib']:.2f}x |")
PY
