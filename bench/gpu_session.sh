#!/usr/bin/env bash
# Everything a session with the lent GPU machine should check and measure, in calls of at most
# 10 minutes each (device time is 30 minutes a session; the machine stays warm only 30 s between
# calls, so issue them back to back). Run scripts/device-deps.sh here first and carry .deps (build
# dependencies and Fashion-MNIST). Each step builds first when build/gpu is missing or stale.
#
#   bench/gpu_session.sh build       configure + build core, lathe-cli, bench programs (no Qt); doctor
#   bench/gpu_session.sh check       the demo on the GPU + report, CUDA graph capture (fp16, SGD, fp32),
#                                    batch_size auto, Ctrl-C + resume, data parallel (NCCL on 2+ GPUs)
#   bench/gpu_session.sh throughput  training samples/s, CNN and ResNet, fp32 / bf16 / fp16: Lathe vs
#                                    Python eager and torch.compile; Lathe's GPU utilisation;
#                                    channels-last against contiguous (compile.channels_last)
#   bench/gpu_session.sh data        loader modes, JPEG folder streamed into the ResNet, finder
#
# Everything printed also goes to $OUT/<step>.md ($OUT: the device tool's output folder, else
# ./gpu-results); runs are kept under /tmp/lathe-gpu and only a few files are copied to $OUT (the
# tool brings back at most 8). Not tried on a GPU yet: no GPU was lent to the sessions that wrote it.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
step=${1:-}
case "$step" in build | check | throughput | data) ;; *) echo "usage: bench/gpu_session.sh build|check|throughput|data" >&2; exit 1 ;; esac
out=${OUT:-$here/gpu-results}
work=/tmp/lathe-gpu
mkdir -p "$out" "$work"
cd "$here"
exec > >(tee -a "$out/$step.md") 2>&1

torch_prefix=$(python3 -c 'import torch;print(torch.utils.cmake_prefix_path)')
export CMAKE_PREFIX_PATH="$here/.deps/usr:$torch_prefix"
export PKG_CONFIG_PATH="$here/.deps/usr/lib/x86_64-linux-gnu/pkgconfig"
export LD_LIBRARY_PATH="$here/.deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export LATHE_BIN="$here/build/gpu/bin" LATHE_CLI="$here/build/gpu/bin/lathe-cli" LATHE_PYTHON=python3
export LATHE_BENCH_DATA=$work/bench-data
cli=$LATHE_CLI
log() { echo; echo "== $(date +%T) $*"; }
# The example configs read Fashion-MNIST where Debian's dataset-fashion-mnist puts it.
fashion=/usr/share/datasets/fashion-mnist
if [ ! -e "$fashion" ] && [ -d "$here/.deps$fashion" ]; then
  mkdir -p "$(dirname "$fashion")" && ln -s "$here/.deps$fashion" "$fashion"
fi

log "build ($(nproc) cores)"
gen=(-G "Unix Makefiles"); command -v ninja >/dev/null && gen=(-G Ninja)
if [ ! -f build/gpu/CMakeCache.txt ]; then
  cmake -S . -B build/gpu "${gen[@]}" -DCMAKE_BUILD_TYPE=Release -DLATHE_WITH_QT=OFF -DLATHE_BUILD_TESTS=OFF \
    -DCMAKE_CXX_FLAGS="-I$here/.deps/usr/include" >"$work/configure.log" 2>&1 \
    || { tail -40 "$work/configure.log"; exit 1; }
fi
cmake --build build/gpu -j "$(nproc)" >"$work/build.log" 2>&1 || { grep -m20 -A3 error "$work/build.log"; exit 1; }
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,power.limit --format=csv

case "$step" in
  build)
    log "doctor"
    $cli doctor
    $cli doctor --json >"$out/doctor.json"
    ;;
  check)
    log "the demo on the GPU (3 epochs), report"
    rm -rf "$work/demo"
    $cli train configs/fashion-mnist.json --runs-dir "$work/demo" --epochs 3
    $cli report "$work"/demo/* --html-only && cp "$work"/demo/*/report.html "$out/demo-report.html"
    cp "$work"/demo/*/device.jsonl "$out/demo-device.jsonl"
    log "CUDA graph of the training step: fp16 + loss scaler, SGD, fp32 (graph executor), no graph; 2 epochs each"
    for args in "--amp fp16" "--set training.optimizer=sgd" "--amp off" "--set compile.cuda_graph=false"; do
      echo "-- $args"
      # shellcheck disable=SC2086
      $cli train configs/fashion-mnist.json --runs-dir "$work/graphs" --epochs 2 $args 2>&1 \
        | grep -E "cuda_graph|CUDA graph|^epoch|Finished|error|warning"
    done
    log "batch_size auto on the GPU: the finder, then 2 epochs at the batch found (no out of memory?)"
    rm -rf "$work/auto"
    # A ResNet wide enough (channels 64, 128: about 3 MB a sample in fp32) that GPU memory, not the
    # 54,000 training images, bounds the batch.
    $cli train configs/fashion-mnist.json --runs-dir "$work/auto" --batch-size auto --epochs 2 --set model.kind=resnet \
      --set 'model.channels=[64,128]' --set batch_finder.max_batch=1000000
    cp "$work"/auto/*/batch_finder.json "$out/auto-batch_finder.json"
    log "resume on the GPU: Ctrl-C during epoch 2 of 3, then --resume, against 3 uninterrupted epochs"
    rm -rf "$work/resume" "$work/straight"
    $cli train configs/fashion-mnist.json --runs-dir "$work/resume" --epochs 3 -q & pid=$!
    until [ -s "$work"/resume/*/metrics.jsonl ] 2>/dev/null || ! kill -0 $pid 2>/dev/null; do sleep 0.1; done
    sleep 0.3
    kill -INT $pid
    wait $pid
    $cli train --resume "$work"/resume/* 2>&1 | grep -E "resumed|Finished"
    $cli train configs/fashion-mnist.json --runs-dir "$work/straight" --epochs 3 2>&1 | grep Finished
    gpus=$(nvidia-smi -L | wc -l)
    if [ "$gpus" -ge 2 ]; then
      log "data parallel over $gpus GPUs (NCCL): 2 epochs, then scaling 1..$gpus"
      $cli train configs/fashion-mnist.json --runs-dir "$work/ddp" --epochs 2 --gpus all 2>&1 \
        | grep -E "data parallel|cuda_graph|^epoch|Finished|error|warning"
      bench/scaling.sh configs/fashion-mnist.json "$gpus" gpu 3 2 "$cli"
    else
      log "data parallel: one GPU, so 2 CPU ranks (Gloo) as a smoke test; NCCL needs 2+ GPUs"
      $cli train configs/fashion-mnist-mlp.json --runs-dir "$work/ddp" --epochs 2 --procs 2 --no-gpu 2>&1 \
        | grep -E "data parallel|^epoch|Finished|error|warning"
    fi
    ;;
  throughput)
    log "training throughput, fp32 and AMP (5 epochs: the last 4 are the steady state)"
    for model in cnn2d resnet; do
      for amp in off bf16 fp16; do bench/train_throughput.sh "$model" 5 cuda "$amp"; done
    done
    # compile.channels_last "auto" is off on a GPU until this says whether it pays there.
    log "channels-last against contiguous on the GPU (compile.channels_last), bf16 and fp32, 2 rounds"
    for amp in bf16 off; do
      ROUNDS=2 bench/ab_setting.sh configs/fashion-mnist.json compile.channels_last "true false" 3 --set device.type=cuda \
        --set precision.amp="$amp" --set model.kind=resnet --set model.blocks_per_stage=2 --set data.limit=12800
    done
    ;;
  data)
    log "loader modes"
    bench/loader.sh cuda
    log "JPEG folder streamed into the small ResNet"
    bench/streaming.sh cuda 3 64
    log "batch-size finder against the exact search, 4 GiB budget"
    bench/batch_finder.sh cuda 4096
    ;;
esac
log "done"
