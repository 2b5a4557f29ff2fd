#!/usr/bin/env python3
"""How well the ETA lathe-cli shows (the status bar's too) foretells a run's end.

Runs `lathe-cli train CONFIG` on a pseudo-terminal (the progress line is printed only to one),
records every progress line's ETA with the time it appeared, and prints, at a few points of the run,
the ETA shown against the time the run actually still took (to its last line: the test split and the
export included, which the ETA leaves out). The first epoch's ETA estimates the validations from the
training pace (core/train/epochloop.h kValidationShare); later ones use the last validation's time.

    bench/eta_accuracy.py [CONFIG] [EPOCHS]     # default: configs/fashion-mnist.json, 3
"""
import os
import pty
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.environ.get("LATHE_CLI", os.path.join(ROOT, "build", "dev", "bin", "lathe-cli"))


def main():
    config = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "configs", "fashion-mnist.json")
    epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    runs = os.path.join("/tmp", f"lathe-eta-{os.getpid()}")
    cmd = [CLI, "train", config, "--set", f"training.epochs={epochs}", "--runs-dir", runs]
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(cmd[0], cmd)
    start, rows = time.time(), []
    line = re.compile(rb"epoch (\d+)/\d+ \[[= ]*\] (\d+)/(\d+).*?ETA (\d+):(\d+)(?::(\d+))?")
    while True:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        now = time.time() - start
        for m in line.finditer(data):
            parts = [int(x) for x in m.groups()[3:] if x is not None]
            seconds = parts[0] * 60 + parts[1] if len(parts) == 2 else parts[0] * 3600 + parts[1] * 60 + parts[2]
            rows.append((now, int(m.group(1)), int(m.group(2)), int(m.group(3)), seconds))
    _, status = os.waitpid(pid, 0)
    end = time.time() - start
    if status != 0 or not rows:
        sys.exit(f"the run failed or printed no progress (status {status})")
    print(f"{config}, {epochs} epochs: {end:.1f} s in all, {len(rows)} progress lines")
    print(f"{'at s':>6} {'epoch':>5} {'step':>9} {'ETA s':>6} {'left s':>7} {'ETA/left':>8}")
    picks = []
    for epoch in range(1, epochs + 1):
        ofEpoch = [r for r in rows if r[1] == epoch]
        for share in (0.1, 0.5, 0.9):
            target = [r for r in ofEpoch if r[2] >= share * r[3]]
            if target:
                picks.append(target[0])
    for at, epoch, step, steps, eta in picks:
        left = end - at
        print(f"{at:6.1f} {epoch:5d} {step:4d}/{steps:<4d} {eta:6d} {left:7.1f} {eta / left:8.2f}")


if __name__ == "__main__":
    main()
