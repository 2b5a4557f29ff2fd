#!/usr/bin/env bash
# Sets up everything Lathe needs, builds it, and optionally runs the demo or the test suite.
#
#   scripts/setup.sh            install what is missing, configure and build
#   scripts/setup.sh --demo     ... then open the GUI on the demo config (headless training without a display)
#   scripts/setup.sh --test     ... then run the whole test suite through CTest
#
# Idempotent: a second run with everything present only checks and rebuilds what changed.
# Environment:
#   LATHE_LIBTORCH      use this LibTorch (a folder with share/cmake/Torch) instead of the torch wheel
#   LATHE_CACHE         per-user cache shared by all clones (default: ${XDG_CACHE_HOME:-~/.cache}/lathe)
#   LATHE_PRESET        CMake preset to build (default: dev)
#   LATHE_SKIP_APT=1    do not install distribution packages
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
mode=build
case "${1:-}" in
  --demo) mode=demo; shift ;;
  --test) mode=test; shift ;;
  ""|--build) ;;
  -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
  *) echo "setup.sh: unknown option '$1' (use --demo, --test or nothing)" >&2; exit 1 ;;
esac

TORCH_VERSION=2.11.0
LIGHTNING_VERSION=2.6.6
TENSORBOARD_VERSION=2.21.0
cache=${LATHE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lathe}
venv="$cache/venv-torch-$TORCH_VERSION"
preset=${LATHE_PRESET:-dev}

say()  { printf '\033[1m==> %s\033[0m\n' "$*"; }
fail() { printf '\033[31msetup.sh: %s\033[0m\n' "$*" >&2; exit 1; }

# ---- 1. distribution packages ------------------------------------------------------------------
packages=(build-essential cmake ninja-build ccache pkg-config git
          qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          linguist-qt6 qt6-translations-l10n libgl-dev
          nlohmann-json3-dev libcli11-dev libturbojpeg0-dev libpng-dev zlib1g-dev libgloo-dev
          libprotobuf-dev protobuf-compiler libisal-dev
          fonts-wqy-microhei desktop-file-utils dataset-fashion-mnist xvfb xauth python3 python3-venv)
# The test suite starts a private one-node Slurm (tests/tst_slurmcluster.cpp, scripts/slurm-testbed.sh).
[ "$mode" = test ] && packages+=(slurm-wlm munge)
if [ "${LATHE_SKIP_APT:-0}" != 1 ]; then
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    command -v apt-get >/dev/null || fail "apt-get not found: install these packages by hand: ${missing[*]}"
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    say "Installing distribution packages: ${missing[*]}"
    $sudo apt-get update -qq || fail "apt-get update failed: no network, or a broken package source (see above)"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" \
      || fail "apt-get install failed (no network? no disk space? see the messages above)"
  fi
fi

# ---- 2. LibTorch ------------------------------------------------------------------------------------
torch_prefix=""
if [ -n "${LATHE_LIBTORCH:-}" ]; then
  [ -e "$LATHE_LIBTORCH/share/cmake/Torch/TorchConfig.cmake" ] \
    || fail "LATHE_LIBTORCH=$LATHE_LIBTORCH has no share/cmake/Torch/TorchConfig.cmake"
  torch_prefix="$LATHE_LIBTORCH/share/cmake"
elif [ -n "${CMAKE_PREFIX_PATH:-}" ] && ls ${CMAKE_PREFIX_PATH//:/ } 2>/dev/null | grep -q '^Torch$'; then
  say "Using the LibTorch found on CMAKE_PREFIX_PATH"
else
  if [ ! -f "$venv/.lathe-ready" ]; then
    say "Installing LibTorch from the torch==$TORCH_VERSION wheel into $venv (about 5 GB, once per user)"
    mkdir -p "$cache" || fail "cannot create $cache"
    avail_kb=$(df -Pk "$cache" | awk 'NR==2 {print $4}')
    [ "${avail_kb:-0}" -gt $((8 * 1024 * 1024)) ] || fail "less than 8 GB free in $cache: free some disk space or set LATHE_CACHE"
    python3 -m venv "$venv" || fail "python3 -m venv failed: install python3-venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "torch==$TORCH_VERSION" \
      || fail "pip could not install torch==$TORCH_VERSION (no network? no disk? see above). Or set LATHE_LIBTORCH to your own LibTorch."
    touch "$venv/.lathe-ready"
  fi
  # PyTorch Lightning, the same version as on the GPU machine: the GPU check compares Lathe with a
  # Lightning Trainer, and its dry run (a test) runs that comparison's plumbing here.
  if [ ! -f "$venv/.lathe-lightning" ]; then
    say "Installing pytorch-lightning==$LIGHTNING_VERSION into $venv (for the GPU check's comparison)"
    "$venv/bin/pip" install -q --disable-pip-version-check "pytorch-lightning==$LIGHTNING_VERSION" \
      || fail "pip could not install pytorch-lightning==$LIGHTNING_VERSION (no network? see above)"
    touch "$venv/.lathe-lightning"
  fi
  # TensorBoard, whose own event reader checks the logs Lathe writes (tests/tensorboard_readback.py)
  # and which shows them: `$venv/bin/tensorboard --logdir runs/`.
  if [ ! -f "$venv/.lathe-tensorboard" ]; then
    say "Installing tensorboard==$TENSORBOARD_VERSION into $venv (it reads and shows the runs' tb/ logs)"
    "$venv/bin/pip" install -q --disable-pip-version-check "tensorboard==$TENSORBOARD_VERSION" \
      || fail "pip could not install tensorboard==$TENSORBOARD_VERSION (no network? see above)"
    touch "$venv/.lathe-tensorboard"
  fi
  # Importing torch takes seconds: remember where its CMake files are.
  if [ ! -s "$venv/.lathe-cmake-prefix" ]; then
    "$venv/bin/python" -c 'import torch.utils; print(torch.utils.cmake_prefix_path)' > "$venv/.lathe-cmake-prefix" 2>/dev/null \
      || { rm -f "$venv/.lathe-cmake-prefix"; fail "the torch wheel in $venv is broken: delete that folder and run again"; }
  fi
  torch_prefix=$(cat "$venv/.lathe-cmake-prefix")
fi

# ---- 3. CUDA toolkit (LibTorch's CMake files need it at configure time) ----------------------------
if [ -z "${CUDAToolkit_ROOT:-}" ] && [ ! -x /usr/local/cuda/bin/nvcc ] && ! command -v nvcc >/dev/null; then
  fail "no CUDA toolkit found: the torch wheel's LibTorch is a CUDA 13.0 build and its CMake files need the
CUDA toolkit 13.0 at configure time (no GPU needed). Install NVIDIA's cuda-toolkit-13-0 package into
/usr/local/cuda, or set CUDAToolkit_ROOT, or set LATHE_LIBTORCH to a CPU-only LibTorch."
fi

# ---- 4. configure and build -------------------------------------------------------------------------
export LATHE_TORCH_PREFIX="$torch_prefix"
if [ ! -f "build/$preset/build.ninja" ]; then
  say "Configuring (preset $preset)"
  cmake --preset "$preset" >/dev/null || { cmake --preset "$preset"; fail "CMake configuration failed (see above)"; }
fi
say "Building"
cmake --build --preset "$preset" -j "$(nproc)" || fail "the build failed (see the compiler messages above)"

# ---- 5. what was asked ----------------------------------------------------------------------------
bin="$here/build/$preset/bin"
demo="$here/configs/fashion-mnist.json"
case "$mode" in
  demo)
    if { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; } && [ -x "$bin/lathe" ]; then
      say "Opening Lathe on $demo"
      exec "$bin/lathe" "$demo"
    fi
    say "No display: training the demo headless ($demo)"
    exec "$bin/lathe-cli" train "$demo"
    ;;
  test)
    [ -x "$bin/lathe" ] || fail "the test suite needs the Qt build (QtTest); preset $preset built without Qt"
    say "Running the test suite"
    # The export test loads model.pt with the torch wheel's Python; with the wheel set up here it
    # must run: its Python missing is a failure, not a skip.
    if [ -z "${LATHE_LIBTORCH:-}" ]; then export LATHE_REQUIRE_PYTHON=1; fi
    exec ctest --test-dir "build/$preset" --output-on-failure -j "$(nproc)"
    ;;
  *)
    say "Built: $bin/lathe-cli$( [ -x "$bin/lathe" ] && echo " and $bin/lathe")"
    ;;
esac
