#!/usr/bin/env python3
"""Time to a test accuracy (issue 38, item 4): the same model and data trained until the Fashion-MNIST
test accuracy reaches a target, by

  lathe      lathe-cli train on the demo config with its defaults and batch_size and lr "auto" (its
             validation set is the test set, so each epoch's val_accuracy is the test accuracy); it
             trains the config's epochs (its schedule decays over them) unless --lathe-epochs says;
  plain      the Python loop a typical user writes: Adam 1e-3, batch 64, no schedule;
  lightning  a PyTorch Lightning Trainer with Tuner.scale_batch_size and Tuner.lr_find first.

Each is timed from its process's start (imports, reading the data, the finders and every evaluation
included) to the end of the first epoch whose test accuracy reaches the target; the run is then
stopped. --time-limit stops a Python run that has not reached it by then (Lightning's tuner alone
can outlast the plain loop's whole run on a CPU); the table counts those. Runs are interleaved (the
order rotates each round). Prints one JSON line per run and a Markdown table of medians.

    bench/time_to_accuracy.py [--model cnn2d|mlp] [--target 0.90] [--rounds 3] [--max-epochs 30] [--lathe-epochs config|N]
                              [--lathe-set KEY=VALUE ...] [--device cpu|cuda] [--tools lathe,plain,lightning]
                              [--time-limit S]
    bench/time_to_accuracy.py --worker plain|lightning ...   (one Python run; used by the above)
"""
import time

T0 = time.time()  # before the imports: a Python user waits for them too

import argparse
import io
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
from contextlib import redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLI = os.environ.get("LATHE_CLI", os.path.join(ROOT, "build", os.environ.get("LATHE_PRESET", "dev"), "bin", "lathe-cli"))
PYTHON = os.environ.get("LATHE_PYTHON", os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                                                     "lathe", "venv-torch-2.11.0", "bin", "python"))
CONFIGS = {"cnn2d": "fashion-mnist.json", "mlp": "fashion-mnist-mlp.json"}
MEAN, STD = 0.2860, 0.3530  # Fashion-MNIST's pixel mean and spread, as a user copies them


def emit(record):
    print(json.dumps(record), flush=True)


# ---- one Python run ---------------------------------------------------------------------------
def worker(args):
    import torch
    import torch.nn as nn
    sys.path.insert(0, HERE)
    from benchdata import ROOT as DATA, idx
    from reference_models import image_model

    torch.manual_seed(args.seed)
    x = ((idx(DATA + "train-images-idx3-ubyte.gz").unsqueeze(1).float() / 255) - MEAN) / STD
    y = idx(DATA + "train-labels-idx1-ubyte.gz").long()
    tx = ((idx(DATA + "t10k-images-idx3-ubyte.gz").unsqueeze(1).float() / 255) - MEAN) / STD
    ty = idx(DATA + "t10k-labels-idx1-ubyte.gz").long()
    dev = torch.device(args.device)
    x, y, tx, ty = x.to(dev), y.to(dev), tx.to(dev), ty.to(dev)
    model = image_model(args.model).to(dev)

    def accuracy(m):
        m.eval()
        with torch.no_grad():
            correct = sum((m(tx[i:i + 1000]).argmax(1) == ty[i:i + 1000]).sum().item() for i in range(0, len(tx), 1000))
        m.train()
        return correct / len(tx)

    if args.worker == "plain":
        opt = torch.optim.Adam(model.parameters(), lr=1e-3)
        loss_fn = nn.CrossEntropyLoss()
        for epoch in range(1, args.max_epochs + 1):
            order = torch.randperm(len(x), device=dev)
            for i in range(0, len(x), 64):
                b = order[i:i + 64]
                opt.zero_grad()
                loss_fn(model(x[b]), y[b]).backward()
                opt.step()
            acc = accuracy(model)
            emit({"epoch": epoch, "seconds": time.time() - T0, "test_accuracy": acc})
            if acc >= args.target:
                break
        return

    import pytorch_lightning as pl
    from pytorch_lightning.tuner import Tuner
    from torch.utils.data import DataLoader, TensorDataset

    class Module(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.net = model
            self.lr = 1e-3
            self.batch_size = 64

        def forward(self, v):
            return self.net(v)

        def training_step(self, batch, _):
            v, t = batch
            return nn.functional.cross_entropy(self.net(v), t)

        def validation_step(self, batch, _):
            v, t = batch
            self.log("test_accuracy", (self.net(v).argmax(1) == t).float().mean(), on_epoch=True, prog_bar=False)

        def configure_optimizers(self):
            return torch.optim.Adam(self.parameters(), lr=self.lr)

        def train_dataloader(self):
            return DataLoader(TensorDataset(x, y), batch_size=self.batch_size, shuffle=True)

        def val_dataloader(self):
            return DataLoader(TensorDataset(tx, ty), batch_size=1000)

    class StopAtTarget(pl.Callback):
        def on_validation_epoch_end(self, trainer, module):
            if trainer.sanity_checking:
                return
            acc = float(trainer.callback_metrics["test_accuracy"])
            emit({"epoch": trainer.current_epoch + 1, "seconds": time.time() - T0, "test_accuracy": acc,
                  "batch": module.batch_size, "lr": module.lr})
            if acc >= args.target:
                trainer.should_stop = True

    module = Module()
    # default_root_dir: lr_find's temporary checkpoint goes there, not into the working directory.
    common = dict(accelerator="gpu" if args.device == "cuda" else "cpu", devices=1, logger=False,
                  default_root_dir=tempfile.mkdtemp(prefix="lathe-tta-"), enable_checkpointing=False, enable_progress_bar=False,
                  enable_model_summary=False, num_sanity_val_steps=0)
    tuner = Tuner(pl.Trainer(max_epochs=args.max_epochs, **common))
    tuner.scale_batch_size(module, mode="power")
    finder = tuner.lr_find(module)
    if finder is not None and finder.suggestion() is not None:
        module.lr = finder.suggestion()
    pl.Trainer(max_epochs=args.max_epochs, callbacks=[StopAtTarget()], **common).fit(module)


# ---- one Lathe run ------------------------------------------------------------------------------
def lathe(args, runs):
    data = "/usr/share/datasets/fashion-mnist/"
    device = ["--gpu-id", "0"] if args.device == "cuda" else ["--no-gpu"]
    cmd = [CLI, "train", os.path.join(ROOT, "configs", CONFIGS[args.model]), *device, "--progress", "jsonl", "--runs-dir", runs,
           "--set", "training.lr=auto", "--set", "training.batch_size=auto",
           "--set", f"data.val_path={data}t10k-images-idx3-ubyte.gz", "--set", f"data.val_labels_path={data}t10k-labels-idx1-ubyte.gz",
           "--set", f"training.seed={args.seed}", "--set", "output.export_model=false"]
    if args.lathe_epochs != "config":
        cmd += ["--set", f"training.epochs={args.lathe_epochs}"]
    for s in args.lathe_set:
        cmd += ["--set", s]
    start = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    last = None
    for line in p.stdout:
        e = json.loads(line)
        if e.get("event") == "lr_finder":
            last = {"lr": e.get("chosen")}
        if e.get("event") == "started":
            batch = e.get("batch_size")
        if e.get("event") != "epoch":
            continue
        acc = e["metrics"].get("val_accuracy", 0.0)
        emit({"tool": "lathe", "epoch": e["epoch"], "seconds": e["time"] - start, "test_accuracy": acc,
              "batch": batch, "lr": (last or {}).get("lr")})
        if acc >= args.target:
            p.send_signal(signal.SIGINT)  # stop with a checkpoint, as Ctrl-C does
            break
    for _ in p.stdout:
        pass
    p.wait()
    # How the batch was chosen (the batch finder's timings and rechecks), on stderr beside the table.
    found = sorted((os.path.getmtime(f), f) for f in (os.path.join(runs, d, "batch_finder.json") for d in os.listdir(runs)) if os.path.exists(f))
    if found:
        with open(found[-1][1]) as f:
            record = json.load(f)
        print(json.dumps({"batch_finder": {k: record.get(k) for k in ("chosen", "timed", "rechecks")}}), file=sys.stderr, flush=True)


def run_python(args, tool):
    """One Python run; returns True when --time-limit stopped it (its epochs so far are still emitted)."""
    cmd = [PYTHON, os.path.abspath(__file__), "--worker", tool, "--model", args.model, "--target", str(args.target),
           "--max-epochs", str(args.max_epochs), "--seed", str(args.seed), "--device", args.device]
    try:
        out, stopped = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                      timeout=args.time_limit or None).stdout, False
    except subprocess.TimeoutExpired as e:  # run() has killed it; what it printed is bytes here
        out, stopped = (e.stdout or b"").decode(), True
    for line in out.splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            r["tool"] = tool
            emit(r)
    return stopped


def describe(tool, record):
    """The batch and learning rate a run trained with."""
    if tool == "plain":
        return "64, 0.001"
    lr = record.get("lr")
    return f"{record.get('batch')}, {lr:.3g}" if isinstance(lr, (int, float)) else f"{record.get('batch')}, ?"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker", choices=["plain", "lightning"])
    ap.add_argument("--model", choices=sorted(CONFIGS), default="cnn2d")
    ap.add_argument("--target", type=float, default=0.90)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--max-epochs", type=int, default=30)
    ap.add_argument("--lathe-epochs", default="config", help="Lathe's training.epochs: the config's (its schedule) or a number")
    ap.add_argument("--lathe-set", action="append", default=[], help="another --set for Lathe (KEY=VALUE)")
    ap.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tools", default="lathe,plain,lightning")
    ap.add_argument("--time-limit", type=float, default=0,
                    help="stop a Python run after this many seconds (0: none); Lightning's tuner can take longer than the loop's whole run")
    args = ap.parse_args()
    if args.worker:
        worker(args)
        return
    tools = args.tools.split(",")
    results = {t: [] for t in tools}
    with tempfile.TemporaryDirectory() as runs:
        for r in range(args.rounds):
            order = tools[r % len(tools):] + tools[:r % len(tools)]
            for tool in order:
                buf = io.StringIO()
                with redirect_stdout(buf):
                    stopped = lathe(args, runs) if tool == "lathe" else run_python(args, tool)
                epochs = [json.loads(l) for l in buf.getvalue().splitlines()]
                for e in epochs:
                    print(json.dumps(dict(e, round=r + 1)), flush=True)
                reached = next((e for e in epochs if e["test_accuracy"] >= args.target), None)
                results[tool].append((reached, epochs[-1] if epochs else None, bool(stopped)))
    print(f"\n{args.model} on {args.device}, target test accuracy {args.target}, {args.rounds} round(s), Python at most {args.max_epochs} "
          f"epochs, Lathe {args.lathe_epochs} epochs{''.join(' --set ' + s for s in args.lathe_set)}\n")
    print("| trainer | reached | median s to target | runs (s) | median epochs | batch, lr | best test accuracy |")
    print("|---|---|---|---|---|---|---|")
    for tool in tools:
        rows = results[tool]
        hit = [x for x, _, _ in rows if x]
        secs = [round(x["seconds"]) for x in hit]
        last = [l for _, l, _ in rows if l]
        stopped = sum(s for _, _, s in rows)
        cut = f" ({stopped} stopped at the {args.time_limit:g} s limit)" if stopped else ""
        setting = "; ".join(sorted({describe(tool, l) for l in last}))
        print(f"| {tool} | {len(hit)}/{len(rows)}{cut} | {statistics.median(secs) if secs else '—'} | {', '.join(map(str, secs)) or '—'} "
              f"| {statistics.median([x['epoch'] for x in hit]) if hit else '—'} | {setting} "
              f"| {max((l['test_accuracy'] for l in last), default=0):.4f} |")


if __name__ == "__main__":
    main()
