#!/usr/bin/env bash
# Renders the documentation screenshots into docs/screenshots/ with the real application on Qt's
# offscreen platform (no display needed): the window on a config, after training it.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
out="$here/docs/screenshots"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" # runs land in $work/runs
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work"
"$bin/lathe" "$here/configs/fashion-mnist-mlp.json" --start --screenshot "$out/main-window.png" --screenshot-delay 20000
echo "wrote $out/main-window.png"
