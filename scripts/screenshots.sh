#!/usr/bin/env bash
# Renders the documentation screenshots into docs/screenshots/ with the real application, under
# Xvfb when it is installed (with openbox as the window manager when that is installed too; else
# Qt's offscreen platform): the window training the demo CNN in English and in Chinese on four
# screen sizes (1024x700, 1366x768, 1600x1000, 1920x1080; the window takes 90% of the screen, at most
# 1680x1000), the step profile, a finished run's Evaluation and Data tabs (`lathe RUN --tab …`) at
# 1024x700 and 1366x768, a forecast's Evaluation tab, a sweep's comparison (`lathe SWEEP_FOLDER`),
# and the config form (both languages).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
out="$here/docs/screenshots"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" # runs land in $work/runs
export XDG_RUNTIME_DIR="$work" LANG=C.UTF-8
run() { # screen size, then lathe's arguments; a fresh settings folder each time (no saved window geometry)
  local size=$1
  shift
  rm -rf "$work/config"
  export XDG_CONFIG_HOME="$work/config"
  if command -v xvfb-run >/dev/null && command -v openbox >/dev/null; then
    # A window manager as users have one: it places the window and keeps it on the screen.
    xvfb-run -a -s "-screen 0 ${size}x24" sh -c 'openbox >/dev/null 2>&1 & wm=$!; sleep 1; "$@"; rc=$?; kill $wm; exit $rc' lathe "$bin/lathe" "$@"
  elif command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 ${size}x24" "$bin/lathe" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$bin/lathe" "$@"
  fi
}
demo="$here/configs/fashion-mnist.json"
# A finished run with a test split, for the Evaluation and Data tabs.
"$bin/lathe-cli" train "$demo" -q --epochs 2 --set data.limit=6000 --runs-dir "$work/finished" >/dev/null
finished=$(ls -d "$work"/finished/*/ | head -1)
# A finished forecast (the PM2.5 example as shipped) for the regression Evaluation tab, and a sweep of
# the sensor data's three models for the Sweep tab's comparison (`lathe SWEEP_FOLDER`).
"$bin/lathe-cli" train "$here/configs/pm25-beijing.json" -q --runs-dir "$work/forecast" >/dev/null
forecast=$(ls -d "$work"/forecast/*/ | head -1)
"$bin/lathe-cli" sweep "$here/configs/sensors-transformer.json" --models cnn1d transformer cnn_transformer --epochs 6 -q \
  --runs-dir "$work/sweep" >/dev/null
sweep=$(ls -d "$work"/sweep/*/ | head -1)
for lang in en zh_CN; do
  suffix=$([ "$lang" = en ] && echo "" || echo ".zh_CN")
  # Mid-run, in the third epoch: the dashboard and every chart have something to show.
  run 1600x1000 "$demo" --lang "$lang" --start --screenshot "$out/main-window$suffix.png" --screenshot-delay 25000
  run 1024x700 "$demo" --lang "$lang" --start --screenshot "$out/main-window-1024x700$suffix.png" --screenshot-delay 25000
  run 1366x768 "$demo" --lang "$lang" --start --screenshot "$out/main-window-1366x768$suffix.png" --screenshot-delay 25000
  run 1920x1080 "$demo" --lang "$lang" --start --screenshot "$out/main-window-1920x1080$suffix.png" --screenshot-delay 25000
  # The step profile of ten steps; the window shows its tab when it arrives.
  run 1600x1000 "$demo" --lang "$lang" --start --profile-steps 10 --screenshot "$out/step-profile$suffix.png" --screenshot-delay 20000
  for size in 1024x700 1366x768; do
    run $size "$finished" --lang "$lang" --tab evaluation --screenshot "$out/evaluation-$size$suffix.png" --screenshot-delay 3000
  done
  run 1366x768 "$finished" --lang "$lang" --tab data --screenshot "$out/data-summary$suffix.png" --screenshot-delay 3000
  run 1366x768 "$forecast" --lang "$lang" --tab evaluation --screenshot "$out/evaluation-regression$suffix.png" --screenshot-delay 3000
  run 1400x900 "$sweep" --lang "$lang" --screenshot "$out/comparison$suffix.png" --screenshot-delay 3000
done
run 1600x1000 "$here/configs/image-folder.json" --lang en --screenshot "$out/config-form.png" --screenshot-delay 3000
run 1600x1000 "$here/configs/image-folder.json" --lang zh_CN --screenshot "$out/config-form.zh_CN.png" --screenshot-delay 3000
echo "wrote the screenshots into $out"
