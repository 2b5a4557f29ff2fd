#!/usr/bin/env bash
# lathe-cli predict's throughput on the CPU: images/s on a folder of JPEG files (decoded, converted
# and resized as in training) and rows/s on CSV files (parsed by column name), each end to end
# (process start, model load, reading, inference, writing the CSV), beside a plain-Python reference
# that reads the same CSV rows with the csv module into the same model.pt, in one run.
# Not a test: it measures, and prints a Markdown table for docs/benchmarks.md.
#
#   bench/predict_throughput.sh [images: 10000] [csv rows: 200000]
#
# The models are one-epoch --quick runs of the Fashion-MNIST demo (cnn2d, 28x28 grey) and of the
# clicks example (mlp over 7 columns, one categorical). The JPEG folder (Fashion-MNIST, coloured, at
# 28x28) is made once under $LATHE_BENCH_DATA (default build/bench-data).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
images=${1:-10000}
rows=${2:-200000}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
python=${LATHE_BENCH_PYTHON:-$(ls ~/.cache/lathe/venv-torch-*/bin/python3 2>/dev/null | head -1 || true)}
[ -x "$python" ] || { echo "no Python with torch (set LATHE_BENCH_PYTHON, or run scripts/setup.sh)" >&2; exit 1; }
data=${LATHE_BENCH_DATA:-$here/build/bench-data}/fashion-jpeg-28
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

if [ ! -f "$data/.complete" ]; then
  rm -rf "$data"
  "$bin/lathe-bench-jpegs" "$data" --size 28 --limit "$images" >&2
  touch "$data/.complete"
fi
python3 "$here/scripts/make-demo-data.py" >/dev/null

"$bin/lathe-cli" train "$here/configs/fashion-mnist.json" --quick --no-gpu --runs-dir "$out/runs-img" -q >/dev/null
"$bin/lathe-cli" train "$here/configs/tabular-clicks.json" --quick --no-gpu --runs-dir "$out/runs-csv" -q >/dev/null
img_run=$(ls -d "$out"/runs-img/*)
csv_run=$(ls -d "$out"/runs-csv/*)

# A large CSV: the clicks shards repeated.
python3 - "$here/configs/data" "$out/rows.csv" "$rows" <<'PY'
import glob, sys
src, dst, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = []
header = None
for f in sorted(glob.glob(src + "/clicks_part*.csv")):
    with open(f) as fh:
        header = fh.readline()
        lines += fh.readlines()
with open(dst, "w") as out:
    out.write(header)
    for i in range(n):
        out.write(lines[i % len(lines)])
PY

calc() { python3 -c "print($1)"; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N); calc "$t1 - $t0"; }
n_images=$(find "$data" -name '*.jpg' | wc -l)
t_img=$(seconds "$bin/lathe-cli" predict "$img_run" "$data" -o "$out/img.csv" -q)
t_csv=$(seconds "$bin/lathe-cli" predict "$csv_run" "$out/rows.csv" -o "$out/rows-pred.csv" -q)
cat > "$out/reference.py" <<'PY'
import csv, json, sys, torch
model_file, data, out = sys.argv[1:4]
extra = {"lathe_model.json": ""}
m = torch.jit.load(model_file, _extra_files=extra)
meta = json.loads(extra["lathe_model.json"])
columns = meta["input"]["columns"]
codes = [{v: i + 1 for i, v in enumerate(c["categories"])} if "categories" in c else None for c in columns]
names = [c["name"] for c in columns]
with open(data) as f, open(out, "w") as o:
    reader = csv.DictReader(f)
    batch = []
    def flush():
        with torch.no_grad():
            p = m.predict_proba(torch.tensor(batch))
        for row in p.tolist():
            o.write(",".join("%.7g" % v for v in row) + "\n")
        batch.clear()
    for r in reader:
        batch.append([float(codes[i].get(r[n], 0)) if codes[i] is not None else float(r[n]) for i, n in enumerate(names)])
        if len(batch) == 256:
            flush()
    if batch:
        flush()
PY
t_py=$(seconds "$python" "$out/reference.py" "$csv_run/model.pt" "$out/rows.csv" "$out/py.csv")
lines_img=$(($(wc -l < "$out/img.csv") - 1))
lines_csv=$(($(wc -l < "$out/rows-pred.csv") - 1))
lines_py=$(wc -l < "$out/py.csv")

echo "| input | samples | lathe-cli predict s | lathe-cli samples/s | Python csv + model.pt s | Python samples/s | ratio |"
echo "|---|---|---|---|---|---|---|"
printf "| JPEG folder 28x28 (cnn2d) | %d | %.2f | %.0f | - | - | - |\n" "$lines_img" "$t_img" "$(calc "$lines_img / $t_img")"
printf "| CSV rows (mlp, 7 columns) | %d | %.2f | %.0f | %.2f | %.0f | %.2f |\n" "$lines_csv" "$t_csv" "$(calc "$lines_csv / $t_csv")" \
  "$t_py" "$(calc "$lines_py / $t_py")" "$(calc "$t_py / $t_csv")"
[ "$n_images" -eq "$lines_img" ] || echo "warning: $n_images images but $lines_img predictions" >&2
