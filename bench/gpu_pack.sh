#!/usr/bin/env bash
# Prepares the GPU check on this CPU machine, so that the GPU machine's quarter hour is spent
# measuring, not building: a Qt-free Release lathe-cli and the bench programs, built against the same
# torch==2.11.0 wheel as the GPU machine's Python holds, packed with the libraries that machine may
# lack and Fashion-MNIST into .gpu/ (git-ignored). The binaries carry no rpath: they find LibTorch and
# CUDA's libraries in the wheel of whatever Python runs beside them (bench/wheel_libs.py), the rest in
# .gpu/lib. Checked here in a clean environment (env -i) with only those folders on the library path.
#
#   bench/gpu_pack.sh        then, on the GPU machine (the device tool, carry [".gpu"]):
#                            bench/gpu_check.sh
#
# Needs scripts/setup.sh to have run (the torch wheel's venv, Debian's packages).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
venv=${LATHE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe}/venv-torch-2.11.0
python=$venv/bin/python
[ -s "$venv/.lathe-cmake-prefix" ] || { echo "gpu_pack.sh: run scripts/setup.sh first (no torch wheel in $venv)" >&2; exit 1; }
build=build/gpu-pack
pack=.gpu
say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

say "Configuring a Release build without Qt or rpath ($build)"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLATHE_WITH_QT=OFF -DCMAKE_SKIP_RPATH=ON \
    -DCMAKE_PREFIX_PATH="$(cat "$venv/.lathe-cmake-prefix")" >"$build.configure.log" 2>&1 \
    || { tail -30 "$build.configure.log"; exit 1; }
fi
say "Building lathe-cli and the bench programs"
cmake --build "$build" -j "$(nproc)" --target lathe-cli lathe-bench-loader lathe-bench-jpegs

say "Packing $pack"
rm -rf "$pack"
mkdir -p "$pack/bin" "$pack/lib" "$pack/data/fashion-mnist"
for b in lathe-cli lathe-bench-loader lathe-bench-jpegs; do
  strip -o "$pack/bin/$b" "$build/bin/$b"
done
cp /usr/share/datasets/fashion-mnist/*.gz "$pack/data/fashion-mnist/"
# The libraries the binaries need that neither the torch wheel nor the C library provides (libturbojpeg,
# libpng, zlib): resolved here, where the wheel's folders are on the path like there.
wheel_libs=$("$python" bench/wheel_libs.py)
for b in "$pack"/bin/*; do
  LD_LIBRARY_PATH="$wheel_libs" ldd "$b" | awk '/=> \// {print $1, $3}'
done | sort -u | while read -r name path; do
  case "$path" in
    */site-packages/*) ;;                                            # the wheel's: there too
    */libc.so*|*/libm.so*|*/libdl.so*|*/librt.so*|*/libpthread.so*|*/libutil.so*|*/ld-linux*) ;; # the C library
    */libstdc++.so*|*/libgcc_s.so*) ;;                               # every distribution has them, newer there
    *) cp -L "$path" "$pack/lib/$name" ;;
  esac
done
git rev-parse HEAD >"$pack/COMMIT"
ls -l "$pack/lib"

say "Checking that the packed binaries start in a clean environment"
clean=(env -i HOME="$HOME" PATH=/usr/bin:/bin LD_LIBRARY_PATH="$here/$pack/lib:$wheel_libs")
if "${clean[@]}" ldd "$pack/bin/lathe-cli" | grep "not found"; then
  echo "gpu_pack.sh: a library is missing (above)" >&2
  exit 1
fi
"${clean[@]}" "$pack/bin/lathe-cli" --version
"${clean[@]}" "$pack/bin/lathe-cli" doctor --quick --json >/dev/null
for b in lathe-bench-jpegs lathe-bench-loader; do # without arguments they print their usage: they started
  started=$("${clean[@]}" "$pack/bin/$b" 2>&1 || true)
  [[ "$started" == usage:* ]] || { echo "gpu_pack.sh: $b does not start in a clean environment: $started" >&2; exit 1; }
done

# What travels to the GPU machine: the tracked and untracked-but-not-ignored files, and the pack.
tree_kb=$( (git ls-files -z; git ls-files -z --others --exclude-standard) | python3 -c '
import os, sys
names = [n for n in sys.stdin.buffer.read().split(b"\0") if n]
print(sum(os.path.getsize(n) for n in names if os.path.isfile(n)) // 1024)')
pack_kb=$(du -sk "$pack" | cut -f1)
total_mb=$(( (tree_kb + pack_kb) / 1024 ))
say "Pack $(( pack_kb / 1024 )) MiB + working tree $(( tree_kb / 1024 )) MiB = $total_mb MiB (the device tool carries at most 64 MiB)"
[ "$total_mb" -lt 60 ] || { echo "gpu_pack.sh: too large to carry" >&2; exit 1; }
