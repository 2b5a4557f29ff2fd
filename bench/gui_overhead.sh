#!/usr/bin/env bash
# Training throughput with the GUI open against headless lathe-cli, same config, in one run, as a
# ratio (target: the GUI keeps at least 97%). Steady state: mean samples/s of the epochs after the
# first. The GUI runs under Xvfb (or offscreen) with every chart live; the CPU time of the window's
# own thread after the first epoch is given as a share of a core (clock ticks of 10 ms from /proc).
# Not a test: it measures.
#
#   bench/gui_overhead.sh [config: configs/fashion-mnist-mlp.json] [epochs: 6] [rounds: 2]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
config=${1:-$here/configs/fashion-mnist-mlp.json}
epochs=${2:-6}
rounds=${3:-2}
bin=${LATHE_BIN:-$here/build/${LATHE_PRESET:-dev}/bin}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work"
tmpconfig="$work/config.json"
python3 - "$config" "$epochs" "$tmpconfig" <<'PY'
import json, os, sys
src, epochs, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
c = json.load(open(src))
c.setdefault("training", {})["epochs"] = epochs
c.setdefault("output", {})["export_model"] = False
base = os.path.dirname(os.path.abspath(src))
d = c["data"]
for k in ("path", "labels_path", "val_path", "val_labels_path", "test_path", "test_labels_path"):
    v = d.get(k)
    if isinstance(v, str) and v and not os.path.isabs(v):
        d[k] = os.path.join(base, v)
    elif isinstance(v, list):
        d[k] = [x if os.path.isabs(x) else os.path.join(base, x) for x in v]
json.dump(c, open(out, "w"))
PY
rate() { python3 -c 'import json,sys; r=[json.loads(l)["samples_per_second"] for l in open(sys.argv[1])][1:]; print(sum(r)/len(r))' "$1"/*/metrics.jsonl; }
gui() {
  if command -v xvfb-run >/dev/null; then xvfb-run -a -s "-screen 0 1600x1000x24" "$bin/lathe" "$@"
  else QT_QPA_PLATFORM=offscreen "$bin/lathe" "$@"; fi
}
for r in $(seq "$rounds"); do # alternate, so drift on a shared machine hits both
  (cd "$work" && mkdir -p "cli$r" && "$bin/lathe-cli" train "$tmpconfig" -q --runs-dir "$work/cli$r" >/dev/null 2>&1)
  mkdir -p "$work/gui$r"
  (cd "$work/gui$r" && gui "$tmpconfig" --start --exit-when-finished >/dev/null 2>&1) &
  # The window's own thread: its CPU time from the end of the first epoch to the end of the run.
  pid=""; for _ in $(seq 100); do pid=$(pgrep -n -x lathe || true); [ -n "$pid" ] && break; sleep 0.1; done
  t0=""; c0=""; t1=""; c1=""
  # Bash builtins only, twice a second: the watcher must not take the cores it measures.
  while [ -n "$pid" ] && { read -r -a stat < "/proc/$pid/task/$pid/stat"; } 2>/dev/null; do
    ticks=$((stat[13] + stat[14]))
    now=$EPOCHREALTIME
    if [ -z "$t0" ] && compgen -G "$work/gui$r/runs/*/metrics.jsonl" >/dev/null; then t0=$now; c0=$ticks; fi
    t1=$now; c1=$ticks
    read -r -t 0.5 <> <(:) || true
  done
  wait
  c=$(rate "$work/cli$r"); g=$(rate "$work/gui$r/runs")
  thread=$(python3 -c "t0, c0, t1, c1 = '$t0', '$c0', '$t1', '$c1'
print(f', GUI thread {100 * (float(c1) - float(c0)) / 100 / (float(t1) - float(t0)):.1f}% of a core' if t0 and float(t1) > float(t0) else '')")
  python3 -c "print(f'round $r: headless {float($c):.0f} samples/s, GUI {float($g):.0f} samples/s, GUI/headless {float($g)/float($c):.3f}$thread')"
  echo "$c $g" >> "$work/rounds"
done
# One process to the next varies by ±10% on a shared VM: the median of the rounds' ratios and the
# ratio of the mean rates say more than any one round.
python3 - "$work/rounds" <<'PY'
import statistics, sys
rows = [tuple(map(float, line.split())) for line in open(sys.argv[1])]
h = statistics.mean(c for c, g in rows)
g = statistics.mean(g for c, g in rows)
print(f"{len(rows)} rounds: median GUI/headless {statistics.median(g2 / c2 for c2, g2 in rows):.3f}, "
      f"mean rates {g:.0f} / {h:.0f} = {g / h:.3f}")
PY
