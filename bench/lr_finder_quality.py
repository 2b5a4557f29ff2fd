#!/usr/bin/env python3
"""The learning-rate finder's quality (issue 38, item 5): on each built-in model and several seeds, the
final validation loss of a run with training.lr "auto" against the best of a 7-point log grid of fixed
rates (1e-4 … 1e-1, half a decade apart), every run the same epochs, data and seed. Beside it, the
"steepest slope" rule of Lightning's and fastai's lr_find read from the same range test (Lathe's
lr_finder.json curve, smoothed as Lightning smooths it), and on the three image models PyTorch
Lightning's own Tuner.lr_find on the same model written in Python (bench/reference_models.py). Each
suggestion is then trained by Lathe, so every column is a validation loss of the same kind.

    bench/lr_finder_quality.py [--models mlp,cnn2d,...] [--seeds 1,2,3] [--no-lightning] [--cache FILE] [--length short|full]
                               [--grid 0.01,0.0316] [--no-steepest] [--finder-set lr_finder.verify_steps=60 ...]
    bench/lr_finder_quality.py --table OUTPUT   (the table again, from a run's printed JSON lines)

--cache keeps the fixed-rate runs' losses and Lightning's suggestions in FILE (JSON) and reuses them,
so a change to the finder is measured again by its own runs only (the fixed rates do not depend on it;
delete the file after a change to training itself).

--length short (the default) cuts each run to a few seconds and reads its last epoch's val_loss;
full trains each example config as shipped, to its end, and reads the val_loss of the weights the run
keeps (its best checkpoint) and, where the config has a test split, those weights' test_loss, in a
second table: the checkpoint was chosen on the validation split, so the kept val_loss is the least of
the run's noisy epochs and favours the noisier runs; the test split saw no choice. Lightning's
suggestion is measured on the short runs only.

--grid trains only these of the grid's rates: a re-check of a finder change against the rates that
were best in an earlier run of the whole grid, at a fraction of the cost. A fixed rate's run repeats
exactly only at the same CPU thread count: the thread governor's choice follows the machine's load,
and a full run's kept val_loss moved by up to 17 % between one and two threads (OMP_NUM_THREADS=N
fixes it), so a rate left out can become the best by that much. --finder-set KEY=VALUE (repeatable)
overrides a setting in the finder's runs only (training.lr "auto"): the grid's runs do not depend on
lr_finder.*, so with --cache a variant of the finder costs its own runs alone. --no-steepest skips
the steepest-slope column's runs.

Prints one JSON line per run and a Markdown table: per model the median over seeds of
val_loss(finder) / min(val_loss(grid)), the worst seed, the rates chosen.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lathe_runs import HERE, LENGTHS, MODELS, PYTHON, ROOT, lathe_run, scored

GRID = [1e-4, 3.16e-4, 1e-3, 3.16e-3, 1e-2, 3.16e-2, 1e-1]

IMAGE = {"mlp", "cnn2d", "resnet"}


def emit(record):
    print(json.dumps(record), flush=True)


CACHE = {}
LENGTH = "short"


FINDER_SETS = []


def train(model, seed, lr, runs):
    """A Lathe run at `lr` (a number or "auto"): its final val_loss, at full length on a config with a
    test split also its kept weights' test_loss, and, for "auto", lr_finder.json. A fixed rate's
    losses come from the cache when it holds them (test_loss under the key + "/test"; a cache written
    before it was recorded trains the run again)."""
    key = f"{model}/{seed}/{lr}" if LENGTH == "short" else f"{LENGTH}/{model}/{seed}/{lr}"
    wants_test = LENGTH == "full"
    if lr != "auto" and key in CACHE and (not wants_test or key + "/test" in CACHE):
        out = {"val_loss": CACHE[key]}
        if wants_test and CACHE[key + "/test"] is not None:
            out["test_loss"] = CACHE[key + "/test"]
        return out
    out = train_run(model, seed, lr, runs)
    if lr != "auto":
        CACHE[key] = out["val_loss"]
        if wants_test:
            CACHE[key + "/test"] = out.get("test_loss")
    return out


def train_run(model, seed, lr, runs):
    config, sets = LENGTHS[LENGTH][model]
    r = lathe_run(config, sets + [f"training.lr={lr}"] + (FINDER_SETS if lr == "auto" else []), seed, runs)
    out = {"val_loss": scored(r, LENGTH).get("val_loss", math.inf)}
    # The test split's loss of the weights the run keeps: the checkpoint was chosen on the validation
    # split, so its val_loss is the least of a noisy epoch sequence (lower the noisier the run), which
    # the test split, seen by nothing that chose, is not. Short runs are scored on their last epoch,
    # not the kept weights, so only full ones report it.
    if LENGTH == "full" and "test_loss" in r.get("test", {}):
        out["test_loss"] = r["test"]["test_loss"]
    finder = os.path.join(r["run"] or "", "lr_finder.json")
    if r["run"] and os.path.exists(finder):
        out["finder"] = json.load(open(finder))
    return out


def steepest(finder, skip_begin=10, skip_end=1, beta=0.98):
    """Lightning's lr_find suggestion on Lathe's range test: the raw losses smoothed as its
    _LRCallback does (exponential, bias-corrected, stopping at a divergence), then the rate where
    np.gradient of the loss is most negative, the first 10 and the last point skipped."""
    lrs, losses, avg, best = [], [], 0.0, math.inf
    for i, p in enumerate(finder.get("points", [])):
        if p.get("loss") is None:
            break
        avg = beta * avg + (1 - beta) * p["loss"]
        smoothed = avg / (1 - beta ** (i + 1))
        lrs.append(p["lr"])
        losses.append(smoothed)
        best = min(best, smoothed)
        if smoothed > 4 * best:
            break
    cut = losses[skip_begin:-skip_end] if skip_end else losses[skip_begin:]
    if len(cut) < 3:
        return None
    grad = [cut[1] - cut[0]] + [(cut[i + 1] - cut[i - 1]) / 2 for i in range(1, len(cut) - 1)] + [cut[-1] - cut[-2]]
    return lrs[skip_begin + min(range(len(grad)), key=grad.__getitem__)]


def lightning_suggestion(model, seed):
    """Tuner.lr_find on the Python twin of an image model, on the same images and batch."""
    key = f"lightning/{model}/{seed}"
    if key not in CACHE:
        CACHE[key] = lightning_run(model, seed)
    return CACHE[key]


def lightning_run(model, seed):
    p = subprocess.run([PYTHON, os.path.abspath(__file__), "--lightning-worker", model, "--seed", str(seed)],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in p.stdout.splitlines():
        if line.startswith("{"):
            return json.loads(line).get("suggestion")
    return None


def lightning_worker(model, seed):
    import torch
    import torch.nn as nn
    import pytorch_lightning as pl
    from pytorch_lightning.tuner import Tuner
    from torch.utils.data import DataLoader, TensorDataset
    sys.path.insert(0, HERE)
    from benchdata import ROOT as DATA, idx
    from reference_models import image_model
    torch.manual_seed(seed)
    config, sets = MODELS[model]
    limit = int(next(s.split("=")[1] for s in sets if s.startswith("data.limit=")))
    cfg = json.load(open(os.path.join(ROOT, "configs", config)))
    batch = cfg["training"]["batch_size"]
    x = (idx(DATA + "train-images-idx3-ubyte.gz")[:limit].unsqueeze(1).float() / 255)
    y = idx(DATA + "train-labels-idx1-ubyte.gz")[:limit].long()
    net = image_model(model)

    class Module(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.net, self.lr = net, 1e-3

        def training_step(self, b, _):
            return nn.functional.cross_entropy(self.net(b[0]), b[1])

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=self.lr, weight_decay=cfg["training"].get("weight_decay", 0.01))

        def train_dataloader(self):
            return DataLoader(TensorDataset(x, y), batch_size=batch, shuffle=True)

    module = Module()
    trainer = pl.Trainer(accelerator="cpu", max_epochs=1, logger=False, default_root_dir=tempfile.mkdtemp(prefix="lathe-lrq-"), enable_checkpointing=False, enable_progress_bar=False,
                         enable_model_summary=False)
    finder = Tuner(trainer).lr_find(module)
    print(json.dumps({"suggestion": finder.suggestion() if finder else None}), flush=True)


def table(rows):
    """The Markdown table: per model the median and worst over seeds of loss(finder) / min(loss(grid)),
    and, less at the mercy of one lucky grid point, the mean over seeds of the finder's loss against
    the mean over seeds of the grid rate best on average."""

    def cell(rs, key):
        v = [r[key] for r in rs if key in r and r[key] is not None and math.isfinite(r[key])]
        if not v:
            return "—"
        return f"{statistics.median(v):.3f} (worst {max(v):.3f})"

    def rates(rs, key):
        v = [r.get(key) for r in rs]
        return ", ".join("—" if x is None else f"{x:.2g}" for x in v)

    def of_means(rs, key, grid_key="grid"):
        v = [r.get(key) for r in rs]
        if any(x is None or not math.isfinite(x) for x in v):
            return "—"
        grid = {lr: statistics.mean(r[grid_key][lr] for r in rs) for lr in rs[0][grid_key]}
        best = min(grid, key=grid.get)
        return f"{statistics.mean(v) / grid[best]:.3f} ({float(best):.2g})"

    print("\n| model | finder ÷ grid best: median (worst) | mean over seeds ÷ best grid rate's mean (that rate) | finder's rates "
          "| grid's best rates | steepest slope ÷ grid best | steepest, of means | steepest rates | Lightning lr_find ÷ grid best "
          "| Lightning's rates |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for model, rs in rows.items():
        print(f"| {model} | {cell(rs, 'finder_over_grid')} | {of_means(rs, 'finder_loss')} | {rates(rs, 'finder_lr')} "
              f"| {rates(rs, 'grid_best_lr')} | {cell(rs, 'steepest_over_grid')} | {of_means(rs, 'steepest_loss')} "
              f"| {rates(rs, 'steepest_lr')} | {cell(rs, 'lightning_over_grid')} | {rates(rs, 'lightning_lr')} |")
    tested = {model: rs for model, rs in rows.items() if all("grid_test" in r for r in rs)}
    if tested:
        print("\nOn the test split (the kept weights' test_loss; the checkpoint was chosen on the validation split):\n")
        print("| model | finder ÷ grid best: median (worst) | mean over seeds ÷ best grid rate's mean (that rate) | grid's best rates |")
        print("|---|---|---|---|")
        for model, rs in tested.items():
            print(f"| {model} | {cell(rs, 'finder_test_over_grid')} | {of_means(rs, 'finder_test_loss', 'grid_test')} "
                  f"| {rates(rs, 'grid_test_best_lr')} |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--no-lightning", action="store_true")
    ap.add_argument("--lightning-worker")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cache")
    ap.add_argument("--grid", help="comma-separated rates of the grid to train (default: all seven)")
    ap.add_argument("--no-steepest", action="store_true")
    ap.add_argument("--finder-set", action="append", default=[], help="KEY=VALUE for the finder's runs only")
    ap.add_argument("--length", choices=sorted(LENGTHS), default="short")
    ap.add_argument("--table", help="print the table of the JSON lines an earlier run printed to this file, and stop")
    args = ap.parse_args()
    if args.table:
        rows = {}
        for line in open(args.table):
            if line.startswith("{"):
                r = json.loads(line)
                rows.setdefault(r["model"], []).append(r)
        table(rows)
        return
    if args.lightning_worker:
        lightning_worker(args.lightning_worker, args.seed)
        return
    global LENGTH
    LENGTH = args.length
    FINDER_SETS.extend(args.finder_set)
    if args.cache and os.path.exists(args.cache):
        CACHE.update(json.load(open(args.cache)))
    grid = GRID
    if args.grid:
        grid = [float(v) for v in args.grid.split(",")]
        unknown = [v for v in grid if v not in GRID]
        if unknown:
            sys.exit(f"--grid: {unknown} not among the grid's rates {GRID}")
    rows = {}
    with tempfile.TemporaryDirectory() as runs:
        for model in args.models.split(","):
            for seed in map(int, args.seeds.split(",")):
                r = {"model": model, "seed": seed, "length": LENGTH, "finder_set": FINDER_SETS}
                auto = train(model, seed, "auto", runs)
                finder = auto.get("finder", {})
                r["finder_lr"] = finder.get("chosen")
                r["finder_loss"] = auto["val_loss"]
                r["grid"] = {str(lr): train(model, seed, lr, runs)["val_loss"] for lr in grid}
                r["grid_best"] = min(r["grid"].values())
                r["grid_best_lr"] = min(grid, key=lambda lr: r["grid"][str(lr)])
                r["finder_over_grid"] = r["finder_loss"] / r["grid_best"]
                if "test_loss" in auto:
                    tests = {str(lr): train(model, seed, lr, runs).get("test_loss") for lr in grid}
                    if all(v is not None for v in tests.values()):
                        r["finder_test_loss"] = auto["test_loss"]
                        r["grid_test"] = tests
                        r["grid_test_best_lr"] = min(grid, key=lambda lr: tests[str(lr)])
                        r["finder_test_over_grid"] = auto["test_loss"] / min(tests.values())
                s = steepest(finder) if finder and not args.no_steepest else None
                r["steepest_lr"] = s
                if s:
                    r["steepest_loss"] = train(model, seed, f"{s:.6g}", runs)["val_loss"]
                    r["steepest_over_grid"] = r["steepest_loss"] / r["grid_best"]
                if model in IMAGE and not args.no_lightning and LENGTH == "short":
                    lt = lightning_suggestion(model, seed)
                    r["lightning_lr"] = lt
                    if lt:
                        r["lightning_loss"] = train(model, seed, f"{lt:.6g}", runs)["val_loss"]
                        r["lightning_over_grid"] = r["lightning_loss"] / r["grid_best"]
                emit(r)
                rows.setdefault(model, []).append(r)
                if args.cache:
                    with open(args.cache + ".tmp", "w") as f:
                        json.dump(CACHE, f, indent=0)
                    os.replace(args.cache + ".tmp", args.cache)

    table(rows)


if __name__ == "__main__":
    main()
