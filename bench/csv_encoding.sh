#!/usr/bin/env bash
# What reading text encodings costs: lathe-bench-csv on a numeric table (ASCII), on a table with a
# Chinese category column in UTF-8, and on the same table in GB18030 (Excel's CSV on a Chinese
# Windows), tab separated, and as UTF-16 with tabs (Excel's "Unicode Text"), and the numeric table as
# a European Excel saves it (semicolons, decimal commas), each in a fresh process,
# readers interleaved, several rounds; with a second build (A) it compares the two side by side as a
# ratio. Not a test: it measures, and prints a Markdown table.
#
#   bench/csv_encoding.sh [rows: 1000000] [rounds: 5] [A_BENCH_BINARY]
#
# A_BENCH_BINARY: a lathe-bench-csv built from another commit (copy it away before rebuilding); it
# must accept --categorical, and is not given the GB18030, tab-separated, UTF-16 or semicolon tables
# (before 2026-12-06 and 2026-12-07 it could not read them). LOOPS=N runs N busy CPU loops (`yes`) beside the whole measurement (a
# busy machine). Files are made once under $LATHE_BENCH_DATA (default build/bench-data).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rows=${1:-1000000}
rounds=${2:-5}
a=${3:-}
b=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}/lathe-bench-csv
data=${LATHE_BENCH_DATA:-$here/build/bench-data}
mkdir -p "$data"
numeric="$data/numeric-${rows}x21.csv" utf8="$data/chinese-${rows}-utf8.csv" gb="$data/chinese-${rows}-gb18030.csv"
tsv="$data/chinese-${rows}-utf8.tsv" utf16="$data/chinese-${rows}-utf16.txt"
european="$data/numeric-${rows}x21-semicolons.csv"
if [ ! -f "$numeric" ] || [ ! -f "$utf8" ] || [ ! -f "$gb" ] || [ ! -f "$tsv" ] || [ ! -f "$utf16" ] || [ ! -f "$european" ]; then
  python3 - "$numeric" "$utf8" "$gb" "$rows" "$tsv" "$utf16" "$european" <<'PY'
import os, random, sys
numeric, utf8, gb, rows, tsv, utf16, european = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6], sys.argv[7]
rng = random.Random(1)
if not os.path.exists(numeric):
    with open(numeric + ".tmp", "w") as f:
        f.write(",".join([f"f{i}" for i in range(20)] + ["y"]) + "\n")
        for _ in range(rows):
            f.write(",".join(f"{rng.gauss(0, 1):.6f}" for _ in range(21)) + "\n")
    os.replace(numeric + ".tmp", numeric)
cities = ["北京", "上海", "广州", "深圳", "成都", "杭州", "武汉", "西安"]
lines = ["城市," + ",".join(f"f{i}" for i in range(10)) + ",y\n"]
for _ in range(rows):
    lines.append(rng.choice(cities) + "," + ",".join(f"{rng.gauss(0, 1):.6f}" for _ in range(11)) + "\n")
text = "".join(lines)
with open(utf8, "w", encoding="utf-8") as f:
    f.write(text)
with open(gb, "wb") as f:
    f.write(text.encode("gb18030"))
tabbed = text.replace(",", "\t")
with open(tsv, "w", encoding="utf-8") as f:
    f.write(tabbed)
with open(utf16, "wb") as f:
    f.write(b"\xff\xfe" + tabbed.replace("\n", "\r\n").encode("utf-16-le"))
with open(numeric) as src, open(european, "w") as f:
    f.write(src.read().replace(",", ";").replace(".", ","))
PY
fi
loops=()
trap 'for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT
for _ in $(seq "${LOOPS:-0}"); do yes > /dev/null & loops+=($!); done
results=$(mktemp)
builds=(B)
[ -n "$a" ] && builds=(A B)
for r in $(seq "$rounds"); do
  for build in "${builds[@]}"; do
    bin=$b; [ "$build" = A ] && bin=$a
    echo "$build numeric-columns $("$bin" "$numeric" y --reader columns)" >> "$results"
    echo "$build numeric-cells $("$bin" "$numeric" y --reader cells)" >> "$results"
    echo "$build utf8-columns $("$bin" "$utf8" y --reader columns --categorical 城市)" >> "$results"
    if [ "$build" = B ]; then
      echo "$build gb18030-columns $("$bin" "$gb" y --reader columns --categorical 城市)" >> "$results"
      echo "$build tsv-columns $("$bin" "$tsv" y --reader columns --categorical 城市)" >> "$results"
      echo "$build utf16-columns $("$bin" "$utf16" y --reader columns --categorical 城市)" >> "$results"
      echo "$build european-columns $("$bin" "$european" y --reader columns)" >> "$results"
      echo "$build european-cells $("$bin" "$european" y --reader cells)" >> "$results"
    fi
  done
done
python3 - "$results" <<'PY'
import json, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    build, case, js = line.split(" ", 2)
    runs.setdefault((case, build), []).append(json.loads(js))
names = {"numeric-columns": "numeric 21 columns, typed-column reader (train)",
         "numeric-cells": "numeric 21 columns, cell reader (time series, predict)",
         "utf8-columns": "Chinese category column, UTF-8",
         "gb18030-columns": "Chinese category column, GB18030",
         "tsv-columns": "Chinese category column, UTF-8, tab separated",
         "utf16-columns": "Chinese category column, UTF-16 with tabs (Excel's Unicode text)",
         "european-columns": "numeric 21 columns, semicolons and decimal commas, typed-column reader",
         "european-cells": "numeric 21 columns, semicolons and decimal commas, cell reader"}
ab = any(b == "A" for _, b in runs)
print("| table, reader | " + ("A s (median) | B s (median) | B / A | B peak RSS over baseline (MiB) |" if ab else "s (median) | spread | peak RSS over baseline (MiB) |"))
print("|---|---|---|---|" + ("---|" if ab else ""))
for case, name in names.items():
    b = runs.get((case, "B"), [])
    if not b:
        continue
    tb = statistics.median(r["seconds"] for r in b)
    rss = statistics.median(r["peak_over_baseline_mib"] for r in b)
    if ab:
        a = runs.get((case, "A"), [])
        if a:
            ta = statistics.median(r["seconds"] for r in a)
            print(f"| {name} | {ta:.3f} | {tb:.3f} | {tb / ta:.2f} | {rss:.0f} |")
        else: # A cannot read it (GB18030, tabs, UTF-16, semicolons before these readers)
            print(f"| {name} | – | {tb:.3f} | – | {rss:.0f} |")
    else:
        spread = f"{min(r['seconds'] for r in b):.3f}–{max(r['seconds'] for r in b):.3f}"
        print(f"| {name} | {tb:.3f} | {spread} | {rss:.0f} |")
PY
rm -f "$results"
