#!/usr/bin/env bash
# Streaming a JPEG image folder from disk into the small ResNet: decode throughput of the streamed
# loader, and the data wait % and samples/s of training while streaming, against the same training
# with the images decoded into memory first (GPU-resident on a GPU), in one run, as a ratio.
# Not a test: it measures, and prints Markdown tables for docs/benchmarks.md.
#
#   bench/streaming.sh [device: cpu|cuda] [epochs: 2] [image size: 64] [images: 60000 on cuda, 12000 on cpu]
#
# The folder (Fashion-MNIST enlarged and coloured, written by lathe-bench-jpegs) is made once under
# $LATHE_BENCH_DATA (default build/bench-data). The page cache is not dropped: a second run reads
# from memory, as a training run does from its second epoch when the folder fits in RAM.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
device=${1:-cpu}
epochs=${2:-2}
size=${3:-64}
limit=${4:-$([ "$device" = cuda ] && echo 60000 || echo 12000)}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
data=${LATHE_BENCH_DATA:-$here/build/bench-data}/fashion-jpeg-$size-$limit
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

if [ ! -f "$data/.complete" ]; then
  rm -rf "$data"
  "$bin/lathe-bench-jpegs" "$data" --size "$size" --limit "$limit" >&2
  touch "$data/.complete"
fi

# The example image-folder config, pointed at the JPEG folder: RGB, the small ResNet of
# bench/train_throughput.sh (channels [16, 32], 2 blocks per stage), batch 256, streamed.
python3 - "$here/configs/image-folder.json" "$data" "$size" "$epochs" "$limit" "$device" >"$out/config.json" <<'PY'
import json, sys
path, data, size, epochs, limit, device = sys.argv[1:]
c = json.load(open(path))
c["name"] = "jpeg-stream-bench"
c["data"].update(path=data, image_height=int(size), image_width=int(size), channels=3, splits={"val": 0.1}, limit=int(limit))
c["model"].update(kind="resnet", channels=[16, 32], blocks_per_stage=2)
c["training"].update(epochs=int(epochs), batch_size=256, lr=0.001)
c["training"]["scheduler"] = {"kind": "none"}
c["augmentation"] = {"preset": "minimal"}
c["loader"] = {"stream": "on"}
c["device"] = {"type": device}
c["output"] = {"export_model": False}
print(json.dumps(c, indent=2))
PY

"$bin/lathe-bench-loader" "$out/config.json" --device "$device" --passes 2 >"$out/loader.jsonl" 2>"$out/loader.log"

train() { # name, --set overrides...
  "$bin/lathe-cli" train "$out/config.json" -q --runs-dir "$out/runs/$1" "${@:2}" >"$out/$1.log" 2>&1 \
    || { echo "training ($1) failed:" >&2; tail -20 "$out/$1.log" >&2; exit 1; }
  python3 - "$out/runs/$1"/*/metrics.jsonl "$out/runs/$1"/*/log.txt "$1" <<'PY'
import json, sys
metrics, log, name = sys.argv[1:]
rows = [json.loads(l) for l in open(metrics)]
steady = rows[1:] or rows # the first epoch also fills the page cache and warms the allocator
mean = lambda k: sum(r[k] for r in steady) / len(steady) if all(k in r for r in steady) else None
loader = next((l.split(": loader: ", 1)[1].strip() for l in open(log) if ": loader: " in l), "")
print(json.dumps({"mode": name, "loader": loader, "epochs": len(rows), "data_wait_percent": mean("data_wait_percent"),
                  "samples_per_second": mean("samples_per_second"), "gpu_utilisation_percent": mean("gpu_utilisation_percent"),
                  "val_accuracy": rows[-1].get("val_accuracy")}))
PY
}
{
  train streamed
  train "in memory" --set loader.stream=off
} >"$out/train.jsonl"

python3 - "$out" "$data" "$size" "$limit" <<'PY'
import json, os, sys
out, data, size, limit = sys.argv[1:]
rows = lambda f: [json.loads(l) for l in open(os.path.join(out, f)) if l.strip()]
loader, train = rows("loader.jsonl"), rows("train.jsonl")
print(f"JPEG folder: {limit} of the images in {data} ({size}x{size} RGB)")
print()
print("| streamed loader | device | batch | decoded samples/s |")
print("|---|---|---|---|")
for r in loader:
    if "samples_per_second" in r:
        print(f"| {r['mode']} | {r['device']} | {r['batch']} | {r['samples_per_second']:,.0f} |")
print()
print("| training the small ResNet | loader | data wait % | samples/s | GPU utilisation % | val accuracy |")
print("|---|---|---|---|---|---|")
fmt = lambda v, f: "-" if v is None else format(v, f)
for r in train:
    print(f"| {r['mode']} | {r['loader']} | {fmt(r['data_wait_percent'], '.2f')} | {fmt(r['samples_per_second'], ',.0f')} "
          f"| {fmt(r['gpu_utilisation_percent'], '.0f')} | {fmt(r['val_accuracy'], '.3f')} |")
s, m = train[0]["samples_per_second"], train[1]["samples_per_second"]
print()
print(f"Streamed / in memory, samples/s: {s / m:.2f}x")
PY
