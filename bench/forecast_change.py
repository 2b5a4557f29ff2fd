#!/usr/bin/env python3
"""Forecasting the level or the change (data.forecast, issue 38 item 3): each forecasting example
config trained to its end (early stopping included) with data.forecast "level" and "change", on the
same seeds, beside persistence ("the next value is the last one") on the same test windows. The score
is the test MAE of the best weights (summary.json), in the target's units; lower is better.

    LATHE_CLI=<a copy of lathe-cli> bench/forecast_change.py [--configs pm25-beijing.json,...]
        [--seeds 1,2,3] [--models cnn1d,transformer] [--modes level,change]

Prints one JSON line per run on stdout, then a Markdown table: per config and model the test MAE of
each mode (mean over the seeds, and each seed), persistence's, and the ratio change / level.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lathe_runs import lathe_run


def read(run, name):
    with open(os.path.join(run, name)) as f:
        return json.load(f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--configs", default="pm25-beijing.json,timeseries-air-quality.json")
    ap.add_argument("--models", default="cnn1d")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--modes", default="level,change")
    args = ap.parse_args()
    seeds = list(map(int, args.seeds.split(",")))
    modes = args.modes.split(",")
    rows = []
    with tempfile.TemporaryDirectory() as runs:
        for config in args.configs.split(","):
            for model in args.models.split(","):
                result = {"config": config, "model": model, "mae": {m: [] for m in modes}, "persistence": None}
                for seed in seeds:
                    for mode in modes:
                        r = lathe_run(config, [f"data.forecast={mode}", f"model.kind={model}"], seed, runs)
                        line = {"config": config, "model": model, "mode": mode, "seed": seed, "error": r.get("error")}
                        if not r.get("error"):
                            final = read(r["run"], "summary.json").get("final", {})
                            forecast = read(r["run"], "data.json").get("forecast", {})
                            line["test_mae"] = final.get("test_mae")
                            line["persistence_test_mae"] = (forecast.get("persistence_test_mae") or [None])[0]
                            result["mae"][mode].append(line["test_mae"])
                            result["persistence"] = line["persistence_test_mae"]
                        print(json.dumps(line), flush=True)
                rows.append(result)
    print()
    print("| config | model | " + " | ".join(f"test MAE, {m} (mean; seeds)" for m in modes) + " | persistence | change / level |")
    print("|---|---|" + "---|" * len(modes) + "---|---|")
    for r in rows:
        cells, means = [], {}
        for m in modes:
            v = [x for x in r["mae"][m] if x is not None]
            means[m] = statistics.mean(v) if v else None
            cells.append(f"{means[m]:.3f}; " + ", ".join(f"{x:.3f}" for x in v) if v else "—")
        ratio = f"{means['change'] / means['level']:.2f}" if means.get("change") and means.get("level") else "—"
        p = f"{r['persistence']:.3f}" if r["persistence"] is not None else "—"
        print(f"| {r['config']} | {r['model']} | " + " | ".join(cells) + f" | {p} | {ratio} |")


if __name__ == "__main__":
    main()
