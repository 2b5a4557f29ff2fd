#!/usr/bin/env bash
# Everything a session with the lent GPU machine should measure, in two calls of at most 10 minutes
# (device time is 30 minutes a session). Run scripts/device-deps.sh here first and carry .deps.
#
#   bench/gpu_session.sh build     configure + build core and lathe-cli (no Qt), doctor, resume test
#   bench/gpu_session.sh measure   training throughput (CNN, ResNet: Lathe vs Python eager and
#                                  torch.compile, AMP), loader modes, batch-size finder
# Results go to $OUT (the device tool's output folder) or ./gpu-results. Not tried on a GPU yet: no
# GPU was lent to the sessions that wrote it.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${OUT:-$here/gpu-results}
mkdir -p "$out"
cd "$here"
torch_prefix=$(python3 -c 'import torch;print(torch.utils.cmake_prefix_path)')
export CMAKE_PREFIX_PATH="$here/.deps/usr:$torch_prefix"
export PKG_CONFIG_PATH="$here/.deps/usr/lib/x86_64-linux-gnu/pkgconfig"
export LD_LIBRARY_PATH="$here/.deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
export LATHE_BIN="$here/build/gpu/bin" LATHE_CLI="$here/build/gpu/bin/lathe-cli" LATHE_PYTHON=python3
gen=(-G "Unix Makefiles"); command -v ninja >/dev/null && gen=(-G Ninja)
log() { echo "== $*" | tee -a "$out/session.log"; }

case "${1:-}" in
  build)
    log "configure"
    cmake -S . -B build/gpu "${gen[@]}" -DCMAKE_BUILD_TYPE=Release -DLATHE_WITH_QT=OFF -DLATHE_BUILD_TESTS=OFF \
      -DPKG_CONFIG_ARGN=--define-prefix -DCMAKE_CXX_FLAGS="-I$here/.deps/usr/include" >"$out/configure.log" 2>&1 \
      || { tail -40 "$out/configure.log"; exit 1; }
    log "build"
    cmake --build build/gpu -j "$(nproc)" >"$out/build.log" 2>&1 || { grep -m20 -A3 error "$out/build.log"; exit 1; }
    log "doctor"
    build/gpu/bin/lathe-cli doctor | tee "$out/doctor.txt"
    build/gpu/bin/lathe-cli doctor --json >"$out/doctor.json"
    log "demo on the GPU, report"
    build/gpu/bin/lathe-cli train configs/fashion-mnist.json --runs-dir "$out/runs" --epochs 3 | tee "$out/demo.txt"
    build/gpu/bin/lathe-cli report "$out"/runs/* --html-only
    log "auto batch size on the GPU (no out of memory afterwards?)"
    build/gpu/bin/lathe-cli train configs/image-folder.json --runs-dir "$out/runs-auto" --batch-size auto --epochs 2 \
      --set batch_finder.max_batch=1000000 | tee "$out/auto-batch.txt"
    ;;
  measure)
    log "training throughput, fp32 and AMP"
    for model in cnn2d resnet; do
      for amp in off bf16; do bench/train_throughput.sh "$model" 3 cuda "$amp" | tee -a "$out/throughput.md"; done
    done
    log "loader modes"
    bench/loader.sh cuda | tee "$out/loader.md"
    log "batch-size finder against the exact search, 4 GiB budget"
    bench/batch_finder.sh cuda 4096 | tee "$out/finder.md"
    ;;
  *) echo "usage: bench/gpu_session.sh build|measure" >&2; exit 1 ;;
esac
