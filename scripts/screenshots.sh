#!/usr/bin/env bash
# Renders the documentation screenshots into docs/screenshots/ with the real application, under
# Xvfb when it is installed (else Qt's offscreen platform): the window training the MLP demo in
# English and in Chinese, and the config form.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
out="$here/docs/screenshots"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" # runs land in $work/runs
export XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work" LANG=C.UTF-8
run() {
  if command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$bin/lathe" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$bin/lathe" "$@"
  fi
}
run "$here/configs/fashion-mnist-mlp.json" --lang en --start --screenshot "$out/main-window.png" --screenshot-delay 20000
run "$here/configs/fashion-mnist-mlp.json" --lang zh_CN --start --screenshot "$out/main-window.zh_CN.png" --screenshot-delay 20000
run "$here/configs/image-folder.json" --lang en --screenshot "$out/config-form.png" --screenshot-delay 3000
echo "wrote $out/main-window.png, main-window.zh_CN.png and config-form.png"
