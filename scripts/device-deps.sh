#!/usr/bin/env bash
# Fetches the small build dependencies that a bare GPU machine (no network, no Qt) lacks, as Debian
# packages unpacked into .deps/ (git-ignored), so they can travel with the working tree.
# Then, on the GPU machine (carry .deps; not yet tried there: no GPU was lent to the session that
# wrote this):
#   export CMAKE_PREFIX_PATH="$PWD/.deps/usr:$(python3 -c 'import torch;print(torch.utils.cmake_prefix_path)')"
#   export PKG_CONFIG_PATH="$PWD/.deps/usr/lib/x86_64-linux-gnu/pkgconfig"
#   export LD_LIBRARY_PATH="$PWD/.deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
#   cmake -S . -B build/gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DLATHE_WITH_QT=OFF \
#         -DPKG_CONFIG_ARGN=--define-prefix -DCMAKE_CXX_FLAGS=-I$PWD/.deps/usr/include && cmake --build build/gpu
#   build/gpu/bin/lathe-cli doctor && bench/train_throughput.sh cnn2d 3 cuda
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps="$here/.deps"
pkgs=(nlohmann-json3-dev libcli11-dev zlib1g-dev libturbojpeg0-dev libturbojpeg0 libpng-dev libpng16-16)
mkdir -p "$deps/debs"
cd "$deps/debs"
apt-get download "${pkgs[@]}"
for f in *.deb; do dpkg-deb -x "$f" "$deps"; done
echo "unpacked into $deps: ${pkgs[*]}"
