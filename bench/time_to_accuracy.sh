#!/usr/bin/env bash
# Time to a test accuracy: Lathe (batch_size and lr "auto") against the plain Python loop (Adam 1e-3,
# batch 64) and a PyTorch Lightning Trainer with its batch-size and learning-rate finders, each
# until the Fashion-MNIST test accuracy reaches the target, interleaved (bench/time_to_accuracy.py).
#
#   bench/time_to_accuracy.sh [--model cnn2d|mlp] [--target 0.90] [--rounds 3] [--max-epochs 30] [--lathe-epochs config|N]
#                             [--lathe-set KEY=VALUE] [--tools lathe,plain,lightning] [--time-limit S]
#
# Lathe trains its config's epochs (the schedule decays over them) unless --lathe-epochs says.
#
# The Python side runs in the torch venv scripts/setup.sh made (LATHE_PYTHON names another), which
# holds pytorch-lightning too.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
exec python3 "$here/bench/time_to_accuracy.py" "$@"
