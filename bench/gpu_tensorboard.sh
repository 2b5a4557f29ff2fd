#!/usr/bin/env bash
# The GPU side of the TensorBoard log and of --progress jsonl, whose NVML readings a CPU machine
# never has: on the GPU machine (device tool, carry .gpu from bench/gpu_pack.sh; about 15 s), the
# demo trains 3 epochs on GPU 0; the jsonl stream's device objects must carry GPU readings, and the
# run's tb/ and tb/device/ events the GPU tags (found in the records; the GPU machine's Python has
# no tensorboard package: tests/tensorboard_readback.py reads them with TensorBoard on the CPU).
# Writes gpu.txt, progress.jsonl, stderr.txt, files.txt and check.txt into $OUT.
#
#   bench/gpu_tensorboard.sh
set -uo pipefail
cd "$(dirname "$0")/.."
py=python3
export LD_LIBRARY_PATH="$PWD/.gpu/lib:$($py bench/wheel_libs.py)"
mkdir -p /usr/share/datasets && ln -sfn "$PWD/.gpu/data/fashion-mnist" /usr/share/datasets/fashion-mnist
out=${OUT:-/tmp/out}; mkdir -p "$out"
runs=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/gpu.txt"
timeout 200 .gpu/bin/lathe-cli train configs/fashion-mnist.json --gpu-id 0 --epochs 3 --progress jsonl --runs-dir "$runs" \
  --set monitor.interval_ms=200 > "$out/progress.jsonl" 2> "$out/stderr.txt"
echo "train rc=$?"
run=$(ls -d "$runs"/*/)
ls -la "$run" "$run/tb" "$run/tb/device" > "$out/files.txt"
$py - "$run" "$out/progress.jsonl" <<'PY' | tee "$out/check.txt"
import json, sys, glob, os, struct
run, progress = sys.argv[1], sys.argv[2]
events = [json.loads(l) for l in open(progress)]
kinds = {}
for e in events: kinds[e["event"]] = kinds.get(e["event"], 0) + 1
print("jsonl events:", kinds)
dev = [e for e in events if e["event"] == "device"]
gpu = [g for e in dev for g in e["gpus"]]
print("jsonl device samples:", len(dev), "with GPU readings:", sum(1 for g in gpu if g.get("utilisation_percent") is not None),
      "max util", max([g["utilisation_percent"] or 0 for g in gpu] or [0]), "max power", max([g["power_w"] or 0 for g in gpu] or [0]))
fin = [e for e in events if e["event"] == "finished"][-1]
print("finished:", fin["status"], fin["exit_code"], {k: round(v, 4) for k, v in fin["final_metrics"].items() if k.startswith("test")})
def records(path):
    data = open(path, "rb").read(); i = 0; n = 0
    while i + 12 <= len(data):
        (length,) = struct.unpack("<Q", data[i:i+8]); body = data[i+12:i+12+length]; i += 12 + length + 4; n += 1
        yield body
for folder in ("tb", "tb/device"):
    files = glob.glob(os.path.join(run, folder, "events.out.tfevents.*"))
    bodies = [b for f in files for b in records(f)]
    tags = set()
    for b in bodies:
        for t in (b"gpu0/utilisation_percent", b"gpu0/power_w", b"gpu0/temperature_c", b"gpu0/memory_used_mib", b"val_loss", b"batch/loss",
                  b"gpu_utilisation_percent", b"evaluation/confusion_matrix", b"_hparams_/session_start_info"):
            if t in b: tags.add(t.decode())
    print(folder, len(files), "file(s),", len(bodies), "records; tags seen:", sorted(tags))
PY
