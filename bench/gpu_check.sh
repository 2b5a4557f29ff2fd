#!/usr/bin/env bash
# The GPU check: everything a quarter hour on the lent GPU machine should run, in ONE call of about
# 8 minutes (its budget, 450 s, leaves time to start a second machine and repeat what failed),
# compiling nothing there. bench/gpu_pack.sh builds and packs it on the CPU machine first.
#
#   bench/gpu_check.sh              on the GPU machine (the device tool: carry .gpu, timeout_s 480)
#   bench/gpu_check.sh --dry-run    every step's plumbing on this CPU, tiny sizes, CUDA skipped (CTest)
#   bench/gpu_check.sh --only doctor,finder    a second call repeating the steps that failed
#
# Steps, most important first (each within its own time limit and the call's budget, so a slow step
# costs only itself): doctor (lathe-cli doctor --full: every GPU path checked), matrix (training
# samples/s of the demo CNN and the small ResNet x fp32/bf16/fp16, Lathe's defaults and the CUDA
# graph off, against Python eager, torch.compile and a Lightning Trainer in the same call), demo (the
# demo end to end with its report), finder (the batch finder where GPU memory binds, against the exact
# search, then an epoch at its batch), stream (a JPEG folder streamed into the small ResNet: data
# wait), nccl (data parallel over the GPUs; with one GPU, the doctor's one-rank NCCL check stands),
# layout (compile.channels_last: the default against contiguous), profile (where a step's time goes, by phase),
# gpusweep (a search's trials spread over the GPUs: sweep --gpus all),
# accuracy (time to 0.90 test accuracy on the demo CNN: Lathe with batch and lr "auto", its default and
# batch_finder.prefer time_to_accuracy, against the plain Python loop and a Lightning Trainer).
#
# Writes at most 8 files into $OUT (else ./gpu-results): summary.md, results.json, doctor.json,
# demo-report.html, log.txt. Environment: LATHE_GPU_PACK (.gpu), LATHE_BIN (the pack's bin, else the
# dev build's), LATHE_PYTHON (python3; a dry run: the setup's venv), LATHE_GPU_BUDGET_S (450; a dry run 2400).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dry=0
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) dry=1 ;;
    --only) only=",$2,"; shift ;;
    *) echo "usage: bench/gpu_check.sh [--dry-run] [--only step,step]" >&2; exit 2 ;;
  esac
  shift
done
start=$(date +%s)
# A dry run shares 2 cores with the rest of the test suite: its limits only catch a hang.
budget=${LATHE_GPU_BUDGET_S:-$([ $dry = 1 ] && echo 2400 || echo 450)}
out=${OUT:-$here/gpu-results}
work=$(mktemp -d "${TMPDIR:-/tmp}/lathe-gpu-check.XXXXXX")
results=$work/results
mkdir -p "$out" "$results"
rm -f "$out/log.txt" "$out/summary.md" "$out/results.json" "$out/doctor.json" "$out/demo-report.html"
trap 'rm -rf "$work"' EXIT
exec > >(tee -a "$out/log.txt") 2>&1

pack=${LATHE_GPU_PACK:-$here/.gpu}
if [ -n "${LATHE_BIN:-}" ]; then bin=$LATHE_BIN
elif [ -x "$pack/bin/lathe-cli" ]; then bin=$pack/bin
else bin=$here/build/${LATHE_PRESET:-dev}/bin
fi
cli=$bin/lathe-cli
if [ $dry = 1 ]; then
  python=${LATHE_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe/venv-torch-2.11.0/bin/python}
else
  python=${LATHE_PYTHON:-python3}
fi
# The packed binaries find LibTorch and CUDA's libraries in the torch wheel of this machine's Python,
# and the few others in the pack.
if [ -d "$pack/lib" ] && [ "$bin" = "$pack/bin" ]; then
  wheel_libs=$("$python" "$here/bench/wheel_libs.py") || { echo "cannot find the torch wheel's libraries with $python" >&2; exit 1; }
  export LD_LIBRARY_PATH="$pack/lib:$wheel_libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
# The example configs read Fashion-MNIST where Debian's dataset-fashion-mnist puts it.
fashion=/usr/share/datasets/fashion-mnist
if [ ! -e "$fashion/train-images-idx3-ubyte.gz" ] && [ -d "$pack/data/fashion-mnist" ]; then
  mkdir -p "$(dirname "$fashion")" && ln -sfn "$pack/data/fashion-mnist" "$fashion"
fi
if [ $dry = 1 ] && ! "$python" -c 'import torch, pytorch_lightning' 2>/dev/null; then
  echo "the dry run needs a Python with torch and pytorch_lightning ($python has not): scripts/setup.sh installs them"
  [ "${LATHE_REQUIRE_PYTHON:-0}" = 1 ] && exit 1
  exit 77
fi
export LATHE_BIN=$bin LATHE_CLI=$cli LATHE_PYTHON=$python LATHE_BENCH_DATA=$work/bench-data PYTHONUNBUFFERED=1

if [ $dry = 1 ]; then dev=(--no-gpu); device=cpu; else dev=(--gpu-id 0); device=cuda; fi
log() { echo; echo "== $(date +%T) (+$(( $(date +%s) - start )) s) $*"; }
left() { echo $(( budget - ($(date +%s) - start) )); }
want() { [ -z "$only" ] || [[ "$only" == *",$1,"* ]]; }
render() {
  "$python" "$here/bench/gpu_results.py" render "$results" >"$out/summary.md.tmp" && mv "$out/summary.md.tmp" "$out/summary.md"
  "$python" - "$results" >"$out/results.json" <<'PY'
import glob, json, os, sys
r = {}
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*"))):
    name = os.path.basename(f)
    try:
        r[name] = json.load(open(f)) if name.endswith(".json") else [json.loads(l) for l in open(f) if l.strip().startswith("{")] if name.endswith(".jsonl") else open(f).read()
    except ValueError as e:
        r[name] = f"unreadable: {e}"
print(json.dumps(r, indent=1))
PY
}
# step NAME SECONDS FUNCTION: runs FUNCTION within its limit and what is left of the budget.
step() {
  local name=$1 limit=$2 fn=$3
  want "$name" || return 0
  local rest
  rest=$(left)
  if [ "$rest" -lt 20 ]; then
    log "$name: skipped, ${rest} s of the budget left"
    echo "{\"step\": \"$name\", \"rc\": \"skipped\", \"seconds\": 0}" >>"$results/steps.jsonl"
    return 0
  fi
  [ "$limit" -gt "$rest" ] && limit=$rest
  log "$name (at most $limit s)"
  local t0 rc
  t0=$(date +%s)
  export STEP_DEADLINE=$(( t0 + limit ))
  # The step runs in a process group of its own (job control), so that on its deadline every process
  # it started goes with it: lathe-cli, Python and its compile workers, a bench script's children.
  set -m
  ( "$fn" ) &
  local pid=$!
  set +m
  while kill -0 $pid 2>/dev/null; do
    if [ "$(date +%s)" -ge $(( STEP_DEADLINE + 5 )) ]; then # its commands' own timeouts had 5 s
      echo "$name: over its $limit s, stopped"
      kill -TERM -- -$pid 2>/dev/null; sleep 2; kill -KILL -- -$pid 2>/dev/null
      break
    fi
    sleep 1
  done
  wait $pid; rc=$?
  echo "{\"step\": \"$name\", \"rc\": $rc, \"seconds\": $(( $(date +%s) - t0 ))}" >>"$results/steps.jsonl"
  render
}
# Seconds left to the running step, for the timeout of one command inside it.
remaining() { echo $(( STEP_DEADLINE - $(date +%s) > 5 ? STEP_DEADLINE - $(date +%s) : 5 )); }

environment() {
  {
    echo "date: $(date -u +%FT%TZ)"
    echo "host: $(hostname), $(getconf _NPROCESSORS_ONLN) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
    echo "glibc: $(ldd --version | head -1)"
    command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,power.limit --format=csv,noheader
    "$python" -c 'import torch; print("python torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1
    "$python" -c 'import lightning, pytorch_lightning; print("lightning", lightning.__version__)' 2>/dev/null \
      || "$python" -c 'import pytorch_lightning; print("pytorch_lightning", pytorch_lightning.__version__)' 2>&1
    "$cli" --version
    [ $dry = 1 ] && echo "DRY RUN: the CPU, tiny sizes; no figure here is a GPU figure"
  } >"$results/environment.txt" 2>&1
  cat "$results/environment.txt"
}

doctor() {
  local args=(--full)
  [ $dry = 1 ] && args=(--dry-run --quick)
  timeout "$(remaining)" "$cli" doctor "${args[@]}" --json >"$results/doctor.json"
  local rc=$?
  cp "$results/doctor.json" "$out/doctor.json"
  "$python" -c 'import json,sys; t=json.load(open(sys.argv[1])).get("self_test", {}); print("self-test:", t.get("passed"), "passed,", t.get("failed"), "failed,", t.get("skipped"), "skipped"); [print("  FAIL", c["id"], c["device"], c["text"]) for c in t.get("checks", []) if c["status"] == "fail"]' "$results/doctor.json"
  return $rc
}

# Lathe's rows of the matrix: every model x precision, its defaults and with the CUDA graph off.
lathe_rows() {
  local epochs=$1 limit=$2 models=$3 amps=$4
  mkdir -p "$work/matrix"
  for model in $models; do
    local extra=()
    [ "$model" = resnet ] && extra=(--set model.kind=resnet --set model.blocks_per_stage=2)
    for amp in $amps; do
      for variant in ${MATRIX_VARIANTS:-default no-graph}; do
        local v=()
        [ "$variant" = no-graph ] && v=(--set compile.cuda_graph=false)
        local runs=$work/matrix/$model-$amp-$variant
        if timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" -q "${dev[@]}" --runs-dir "$runs" --epochs "$epochs" \
            --set data.limit="$limit" --set training.batch_size=256 --set training.lr=0.001 --set precision.amp="$amp" \
            --set output.export_model=false "${extra[@]}" "${v[@]}" >"$runs.log" 2>&1; then
          "$python" "$here/bench/gpu_results.py" run "$runs"/*/ model="$model" amp="$amp" variant="$variant" | tee -a "$results/lathe.jsonl"
        else
          echo "lathe $model $amp $variant failed:"; tail -5 "$runs.log"
        fi
      done
    done
  done
}

# MATRIX_MODELS, MATRIX_AMPS, MATRIX_PY_AMPS (Python's precisions: MATRIX_AMPS) and MATRIX_VARIANTS
# ("default no-graph") narrow it for a repeat.
matrix() {
  local epochs=3 limit=54000 models=${MATRIX_MODELS:-cnn2d resnet} amps=${MATRIX_AMPS:-off bf16 fp16} pyargs=(--warm-compile 6)
  [ $dry = 1 ] && epochs=2 limit=256 models=cnn2d amps=off pyargs=(--warm-compile 1 --compile-backend eager)
  local pyamps=${MATRIX_PY_AMPS:-$amps}
  # Python first: its compile workers use the CPU cores while nothing is timed.
  # shellcheck disable=SC2086
  timeout "$(( $(remaining) * 65 / 100 ))" "$python" "$here/bench/python_matrix.py" --device "$device" --epochs "$epochs" --limit "$limit" \
    --models $models --amps $pyamps "${pyargs[@]}" >"$results/python.jsonl" 2>"$work/python.err" \
    || { echo "python_matrix.py ended early:"; tail -5 "$work/python.err"; }
  cat "$results/python.jsonl"
  lathe_rows "$epochs" "$limit" "$models" "$amps"
}

demo() {
  local args=()
  [ $dry = 1 ] && args=(--epochs 1 --set data.limit=1500)
  timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" "${dev[@]}" --runs-dir "$work/demo" "${args[@]}" 2>&1 | tail -12
  [ "${PIPESTATUS[0]}" = 0 ] || { echo "the demo run failed"; return 1; }
  local run
  run=$(ls -d "$work"/demo/*/ | head -1)
  "$python" "$here/bench/gpu_results.py" run "$run" run=demo | tee -a "$results/demo.jsonl"
  timeout "$(remaining)" "$cli" report "$run" --html-only && cp "$run/report.html" "$out/demo-report.html"
}

finder() {
  # A ResNet wide enough (channels 64, 128) that memory, not the data, binds the batch, under an
  # allocator cap (device.memory_fraction) that keeps the exact search short.
  local sets=(--set model.kind=resnet --set 'model.channels=[64,128]' --set batch_finder.max_batch=1000000)
  if [ $dry = 1 ]; then
    sets=(--set batch_finder.memory_budget_mb=64 --set data.limit=1500)
  else
    local total
    total=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits -i 0 | head -1)
    sets+=(--set device.memory_fraction="$("$python" -c "print(round(min(0.5, 16384 / $total), 4))")")
  fi
  local t0 t1 t2
  t0=$(date +%s.%N)
  timeout "$(remaining)" "$cli" find-batch "$here/configs/fashion-mnist.json" "${dev[@]}" "${sets[@]}" --json >"$work/found.json" || return 1
  t1=$(date +%s.%N)
  timeout "$(remaining)" "$cli" find-batch "$here/configs/fashion-mnist.json" "${dev[@]}" "${sets[@]}" --json --exhaustive >"$work/exact.json" || return 1
  t2=$(date +%s.%N)
  timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" -q "${dev[@]}" "${sets[@]}" --runs-dir "$work/finder" --batch-size auto \
    --epochs 1 --set output.export_model=false >"$work/finder.log" 2>&1 || { tail -5 "$work/finder.log"; return 1; }
  "$python" - "$work/found.json" "$work/exact.json" "$t0" "$t1" "$t2" "$(ls -d "$work"/finder/*/)" <<'PY' | tee -a "$results/finder.jsonl"
import json, sys
found, exact = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
t0, t1, t2 = map(float, sys.argv[3:6])
run = sys.argv[6]
summary, chosen = json.load(open(run + "summary.json")), json.load(open(run + "batch_finder.json"))["chosen"]
oom = sum(t["result"] == "out of memory" for t in found["trials"])
print(json.dumps({"found": found["chosen"], "true_max": exact["chosen"], "found_over_true": found["chosen"] / exact["chosen"],
                  "trials": len(found["trials"]), "oom_trials": oom, "seconds": round(t1 - t0, 1), "exact_trials": len(exact["trials"]),
                  "exact_seconds": round(t2 - t1, 1), "epoch_chosen": chosen, "epoch_ended_with": summary.get("batch_size"),
                  "later_oom": summary.get("batch_size") != chosen}))
PY
}

# compile.channels_last on the GPU: its "auto" turns channels-last on for 2-D convolutions there, by
# this measurement (the default run against channels_last false, interleaved, per model and precision),
# which keeps checking that decision.
layout() {
  local models="cnn2d resnet" amps="off bf16 fp16" epochs=3 limit=54000
  [ $dry = 1 ] && models=cnn2d amps=off epochs=2 limit=512
  mkdir -p "$work/layout"
  for model in $models; do
    local extra=()
    [ "$model" = resnet ] && extra=(--set model.kind=resnet --set model.blocks_per_stage=2)
    for amp in $amps; do
      for variant in default contiguous; do
        local v=()
        [ "$variant" = contiguous ] && v=(--set compile.channels_last=false)
        local runs=$work/layout/$model-$amp-$variant
        timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" -q "${dev[@]}" --runs-dir "$runs" --epochs "$epochs" \
          --set data.limit="$limit" --set training.batch_size=256 --set training.lr=0.001 --set precision.amp="$amp" \
          --set output.export_model=false "${extra[@]}" "${v[@]}" >"$runs.log" 2>&1 || { tail -5 "$runs.log"; continue; }
        "$python" "$here/bench/gpu_results.py" run "$runs"/*/ model="$model" amp="$amp" variant="$variant" | tee -a "$results/layout.jsonl"
      done
    done
  done
}

# Where a step's time goes (lathe-cli train --profile-steps: each phase timed with a wait for the
# device at its boundaries), for the models whose data wait the matrix shows.
profile() {
  local runs=("cnn2d bf16" "resnet fp16" "resnet bf16")
  [ $dry = 1 ] && runs=("cnn2d off")
  mkdir -p "$work/profile"
  for r in "${runs[@]}"; do
    set -- $r
    local extra=()
    [ "$1" = resnet ] && extra=(--set model.kind=resnet --set model.blocks_per_stage=2)
    local folder=$work/profile/$1-$2
    timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" -q "${dev[@]}" --runs-dir "$folder" --epochs 2 \
      --set data.limit=$([ $dry = 1 ] && echo 1024 || echo 54000) --set training.batch_size=256 --set precision.amp="$2" \
      --set output.export_model=false --profile-steps 40 "${extra[@]}" >"$folder.log" 2>&1 || { tail -5 "$folder.log"; continue; }
    "$python" - "$folder"/*/profile.json "$1" "$2" <<'PY' | tee -a "$results/profile.jsonl"
import json, sys
doc = json.load(open(sys.argv[1]))
profiles = doc if isinstance(doc, list) else doc.get("profiles", [doc])
steps = [s for p in profiles for s in p.get("steps", [])]
total = sum(s["seconds"] for s in steps)
phases = {}
for s in steps:
    for k, v in s["phases"].items():
        phases[k] = phases.get(k, 0.0) + v
row = {"model": sys.argv[2], "amp": sys.argv[3], "steps": len(steps), "ms_per_step": 1e3 * total / max(1, len(steps))}
row.update({f"{k}_percent": round(100 * v / total, 2) for k, v in phases.items() if v > 0})
print(json.dumps(row))
PY
  done
}

# Time to an accuracy (bench/time_to_accuracy.py): Lathe's GPU default (the largest batch) and the
# CPU's rule (time_to_accuracy) against the plain loop and Lightning, one round each.
accuracy() {
  local args=(--device cuda --model cnn2d --target 0.90 --rounds 1 --max-epochs 10)
  [ $dry = 1 ] && args=(--device cpu --model mlp --target 0.5 --rounds 1 --max-epochs 1)
  local tools=lathe,plain,lightning
  [ $dry = 1 ] && tools=lathe,plain
  # A Python run stops at a third of the step's time, so a tuner that outlasts it leaves the table.
  timeout "$(remaining)" "$python" "$here/bench/time_to_accuracy.py" "${args[@]}" --tools "$tools" --time-limit "$(( $(remaining) / 3 ))" | tee "$work/accuracy.log" \
    | sed -n '/^$/,$p' >"$results/accuracy.md"
  timeout "$(remaining)" "$python" "$here/bench/time_to_accuracy.py" "${args[@]}" --tools lathe --lathe-set batch_finder.prefer=time_to_accuracy \
    | sed -n '/^$/,$p' >>"$results/accuracy.md"
  grep -q '^| lathe' "$results/accuracy.md"
}

stream() {
  local args=(cuda 2 64 20000)
  [ $dry = 1 ] && args=(cpu 1 32 300)
  timeout "$(remaining)" "$here/bench/streaming.sh" "${args[@]}" | tee "$results/streaming.md"
}

nccl() {
  local gpus=0
  [ $dry = 0 ] && gpus=$(nvidia-smi -L | wc -l)
  if [ "$gpus" -ge 2 ]; then
    timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist.json" -q --gpus all --epochs 2 --runs-dir "$work/ddp" >"$work/ddp.log" 2>&1 \
      || { tail -5 "$work/ddp.log"; return 1; }
    "$python" "$here/bench/gpu_results.py" run "$(ls -d "$work"/ddp/*/)" run="data parallel, $gpus GPUs" | tee -a "$results/nccl.jsonl"
  else
    # One GPU: NCCL's one-rank group is the doctor's nccl check; two CPU ranks over Gloo run the same
    # data-parallel code path end to end.
    timeout "$(remaining)" "$cli" train "$here/configs/fashion-mnist-mlp.json" -q --procs 2 --no-gpu --epochs 1 --set data.limit=6000 \
      --runs-dir "$work/ddp" >"$work/ddp.log" 2>&1 || { tail -5 "$work/ddp.log"; return 1; }
    "$python" "$here/bench/gpu_results.py" run "$(ls -d "$work"/ddp/*/)" run="2 CPU ranks over Gloo (one GPU here)" | tee -a "$results/nccl.jsonl"
  fi
}

# A search's trials spread over the GPUs (sweep --gpus all, two at once): each trial's run says which
# CUDA device it trained on. A dry run (no GPU) checks the refusal, made before any sweep folder.
gpusweep() {
  if [ $dry = 1 ]; then
    if "$cli" sweep "$here/configs/fashion-mnist-mlp.json" --grid training.lr=0.001,0.003 --gpus all --runs-dir "$work/gsweep" 2>"$work/gsweep.log"; then
      echo "sweep --gpus all trained without a GPU"; return 1
    fi
    grep "no CUDA GPU is visible" "$work/gsweep.log" && [ ! -e "$work/gsweep" ]
    return
  fi
  timeout "$(remaining)" "$cli" sweep "$here/configs/fashion-mnist.json" -q --grid training.lr=0.001,0.003 --epochs 1 --set data.limit=12000 \
    --gpus all --parallel 2 --runs-dir "$work/gsweep" >"$work/gsweep.log" 2>&1 || { tail -5 "$work/gsweep.log"; return 1; }
  grep "trains on GPU" "$work/gsweep.log" | tee "$results/gpusweep.md"
  "$python" - "$work"/gsweep/*/*/summary.json <<'PY' | tee -a "$results/gpusweep.md"
import json, sys
devices = [json.load(open(p))["device"] for p in sys.argv[1:]]
print("trial devices:", ", ".join(devices))
sys.exit(0 if len(devices) == 2 and all(d.startswith("cuda") for d in devices) else 1)
PY
}

log "GPU check$([ $dry = 1 ] && echo ", dry run") with $cli, budget $budget s"
environment
if [ $dry = 1 ]; then
  step doctor 500 doctor; step matrix 700 matrix; step demo 250 demo; step finder 350 finder; step accuracy 250 accuracy
  step stream 350 stream; step nccl 250 nccl; step layout 300 layout; step profile 200 profile; step gpusweep 100 gpusweep
else
  step doctor 120 doctor; step matrix 270 matrix; step demo 40 demo; step finder 100 finder; step accuracy 90 accuracy
  step stream 60 stream; step nccl 20 nccl; step layout 90 layout; step profile 30 profile; step gpusweep 40 gpusweep
fi
render
log "done in $(( $(date +%s) - start )) s; summary: $out/summary.md"
"$python" - "$results/steps.jsonl" <<'PY'
import json, sys
bad = [s for s in map(json.loads, open(sys.argv[1])) if s["rc"] not in (0, "skipped")]
for s in bad:
    print(f"step {s['step']} failed (exit code {s['rc']})")
sys.exit(1 if bad else 0)
PY
