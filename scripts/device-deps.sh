#!/usr/bin/env bash
# Fetches what a bare GPU machine (no network, no Qt) lacks, as Debian packages unpacked into
# .deps/ (git-ignored), so they can travel with the working tree: the small build dependencies and
# the Fashion-MNIST data of the demo and the benchmarks (dataset-fashion-mnist, 30 MB).
# Then build core and lathe-cli on the GPU server with .deps beside the tree (docs/user-guide.md, "A
# GPU server without network"), with these paths, and link the dataset where the example configs look:
#   export CMAKE_PREFIX_PATH="$PWD/.deps/usr:$(python3 -c 'import torch;print(torch.utils.cmake_prefix_path)')"
#   export PKG_CONFIG_PATH="$PWD/.deps/usr/lib/x86_64-linux-gnu/pkgconfig"
#   export LD_LIBRARY_PATH="$PWD/.deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}"
#   export PATH="$PWD/.deps/usr/bin:$PATH"   # protoc, for the TensorBoard log's messages
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps="$here/.deps"
pkgs=(nlohmann-json3-dev libcli11-dev zlib1g-dev libturbojpeg0-dev libturbojpeg0 libpng-dev libpng16-16 libgloo-dev
      libprotobuf-dev libprotobuf32 libprotobuf-lite32 protobuf-compiler libprotoc32 libisal-dev libisal2
      dataset-fashion-mnist)
debs=$(mktemp -d) # outside .deps: the carried folders must stay under the device tool's 64 MiB
trap 'rm -rf "$debs"' EXIT
(cd "$debs" && apt-get download "${pkgs[@]}")
rm -rf "$deps"
mkdir -p "$deps"
for f in "$debs"/*.deb; do dpkg-deb -x "$f" "$deps"; done
rm -rf "$deps/usr/share/doc" "$deps/usr/share/man"
# Debian's .pc files name /usr outright (libturbojpeg.pc even for libdir and includedir): make them
# relative to where they lie, so pkg-config finds the unpacked copies wherever the tree travels.
for pc in "$deps"/usr/lib/x86_64-linux-gnu/pkgconfig/*.pc; do
  sed -i -e 's|^prefix=/usr$|prefix=${pcfiledir}/../../..|' -e 's|^\([a-z_]*\)=/usr$|\1=${prefix}|' \
    -e 's|^\([a-z_]*\)=/usr/|\1=${prefix}/|' "$pc"
done
echo "unpacked into $deps ($(du -sh "$deps" | cut -f1)): ${pkgs[*]}"
