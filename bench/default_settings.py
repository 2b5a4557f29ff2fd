#!/usr/bin/env python3
"""Which training defaults win on the built-in models (issue 38, item 3): the schedule (cosine as the
example configs have it, cosine without warm-up, one-cycle), label smoothing for classification, and
the weight decay. One setting changes at a time from each example config (bench/lathe_runs.py: the
six built-in models, short runs), every variant on the same seeds; the score is the final
val_accuracy of a classifier, the final val_loss of the forecaster. A variant "wins" on a model when
it beats the baseline on every seed; a default should change only for a variant that wins on most
models and loses on none.

    bench/default_settings.py [--models mlp,cnn2d,...] [--seeds 1,2,3] [--length short|full]

`--length short` (the default) cuts each run to a few seconds and scores its last epoch; `full`
trains each example config as shipped, to its end, and scores the epoch whose weights the run keeps
(its best checkpoint: what it tests and exports).

Prints one JSON line per run, then a Markdown table: per model and variant the mean difference to
the baseline over the seeds (accuracy points, or relative loss) and how many seeds it won.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lathe_runs import CLASSIFIERS, LENGTHS, MODELS, lathe_run, scored

VARIANTS = {
    "baseline": [],
    "cosine without warm-up": ["training.scheduler.kind=cosine", "training.scheduler.warmup_epochs=0"],
    "one-cycle": ["training.scheduler.kind=onecycle"],
    "label smoothing 0.1": ["training.label_smoothing=0.1"],
    "weight decay 0": ["training.weight_decay=0"],
    "weight decay 0.05": ["training.weight_decay=0.05"],
    "weight decay 0.1": ["training.weight_decay=0.1"],
}


def score(model, metrics):
    """Higher is better: val_accuracy, or minus val_loss."""
    if model in CLASSIFIERS:
        return metrics.get("val_accuracy", 0.0)
    return -metrics.get("val_loss", float("inf"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--length", choices=sorted(LENGTHS), default="short")
    args = ap.parse_args()
    seeds = list(map(int, args.seeds.split(",")))
    variants = args.variants.split(",")
    scores = {}
    with tempfile.TemporaryDirectory() as runs:
        for model in args.models.split(","):
            config, sets = LENGTHS[args.length][model]
            for seed in seeds:
                for variant in variants:
                    if variant == "label smoothing 0.1" and model not in CLASSIFIERS:
                        continue
                    start = time.monotonic()
                    r = lathe_run(config, sets + VARIANTS[variant], seed, runs)
                    seconds = time.monotonic() - start
                    s = score(model, scored(r, args.length))
                    print(json.dumps({"model": model, "length": args.length, "seed": seed, "variant": variant, "score": s,
                                      "val_loss": r["metrics"].get("val_loss"), "val_accuracy": r["metrics"].get("val_accuracy"),
                                      "kept": r.get("kept"), "test": r.get("test"),
                                      "seconds": round(seconds, 1), "error": r.get("error")}), flush=True)
                    scores.setdefault(model, {}).setdefault(variant, {})[seed] = s
    print("\n| model | metric | baseline (mean) | " + " | ".join(v for v in variants if v != "baseline") + " |")
    print("|---|---|---|" + "---|" * (len(variants) - 1))
    for model, by in scores.items():
        base = by.get("baseline", {})
        cells = []
        for v in variants:
            if v == "baseline":
                continue
            if v not in by:
                cells.append("—")
                continue
            diffs = [by[v][s] - base[s] for s in seeds if s in by[v] and s in base]
            wins = sum(d > 0 for d in diffs)
            if model in CLASSIFIERS:
                cells.append(f"{100 * statistics.mean(diffs):+.2f} pts, {wins}/{len(diffs)}")
            else:
                rel = [(by[v][s] - base[s]) / abs(base[s]) for s in seeds if s in by[v] and s in base]
                cells.append(f"{-100 * statistics.mean(rel):+.1f} % loss, {wins}/{len(diffs)}")  # the score is minus the loss
        metric = "val_accuracy" if model in CLASSIFIERS else "val_loss"
        mean = statistics.mean(abs(x) for x in base.values()) if base else float("nan")
        print(f"| {model} | {metric} | {mean:.4f} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
