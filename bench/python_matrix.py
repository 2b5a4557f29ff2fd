#!/usr/bin/env python3
"""Training samples/s of Lathe's image models written in plain PyTorch, per precision, three ways:
eager, torch.compile, and a PyTorch Lightning Trainer: the references bench/gpu_check.sh sets Lathe
beside. The same data (Fashion-MNIST held on the device as uint8, normalised per batch), model
(reference_models.py), batch, and AdamW (lr 1e-3, weight decay 0.01) as bench/python_reference.py;
fp16 with a GradScaler. Steady state: the mean of the epochs after the first.

One process runs every row, so Python, torch and Lightning are imported once. torch.compile's
graphs are first compiled by worker processes in parallel (--warm-compile), which fill inductor's
on-disk cache; the timed runs here then load them instead of compiling one after another.

Prints one JSON line per row: {"model", "amp", "mode", "samples_per_second", "epochs", "parameters"}
(or "error" when a row could not run).
"""
import argparse
import json
import multiprocessing
import os
import sys
import time
import traceback
import warnings

import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchdata import fashion_mnist_train  # noqa: E402
from reference_models import image_model  # noqa: E402

AMP = {"off": None, "bf16": torch.bfloat16, "fp16": torch.float16}
LIGHTNING_PRECISION = {"off": "32-true", "bf16": "bf16-mixed", "fp16": "16-mixed"}


def arguments(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--models", nargs="+", default=["cnn2d", "resnet"])
    p.add_argument("--amps", nargs="+", default=["off", "bf16", "fp16"], choices=list(AMP))
    p.add_argument("--modes", nargs="+", default=["eager", "compile", "lightning"], choices=["eager", "compile", "lightning"])
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--limit", type=int, default=54000, help="training images")
    p.add_argument("--batch", type=int, default=256)
    p.add_argument("--device", default="cuda")
    p.add_argument("--compile-backend", default="inductor", help="torch.compile's backend (eager: the plumbing only, for dry runs)")
    p.add_argument("--warm-compile", type=int, default=0, help="worker processes that compile the graphs first (0: none)")
    return p.parse_args(argv)


def synchronize(device):
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def load(a):
    x, y = fashion_mnist_train()
    x, y = x[:a.limit].to(a.device), y[:a.limit].to(a.device)
    scaled = x.float().div(255)
    return x, y, scaled.mean().item(), scaled.std().item()


def plain_loop(a, model_kind, amp, compiled, data, epochs):
    """The training loop of bench/python_reference.py; returns the epochs' samples/s."""
    x, y, mean, std = data
    torch.manual_seed(0)
    model = image_model(model_kind).to(a.device)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    step_model = torch.compile(model, backend=a.compile_backend) if compiled else model
    dtype = AMP[amp]
    scaler = torch.amp.GradScaler(a.device.split(":")[0], enabled=amp == "fp16")
    n, rates = x.shape[0], []
    for epoch in range(epochs):
        order = torch.randperm(n, generator=torch.Generator().manual_seed(epoch)).to(a.device)
        model.train()
        synchronize(a.device)
        t0 = time.perf_counter()
        for s in range(0, n, a.batch):
            i = order[s:s + a.batch]
            xb = (x.index_select(0, i).float().div_(255) - mean) / std
            with torch.autocast(a.device.split(":")[0], dtype=dtype, enabled=dtype is not None):
                loss = nn.functional.cross_entropy(step_model(xb).float(), y.index_select(0, i))
            opt.zero_grad(set_to_none=True)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        loss.item()
        synchronize(a.device)
        rates.append(n / (time.perf_counter() - t0))
    return rates, sum(p.numel() for p in model.parameters())


def lightning_loop(a, model_kind, amp, data, epochs):
    """The same model, data and optimizer in a Lightning Trainer; returns the epochs' samples/s."""
    try:
        import lightning.pytorch as pl
    except ImportError:
        import pytorch_lightning as pl
    from torch.utils.data import DataLoader, Dataset, Sampler

    x, y, mean, std = data
    n = x.shape[0]

    class Batches(Dataset):
        """Whole batches gathered on the device, as Lathe's GPU-resident loader does."""

        def __len__(self):
            return (n + a.batch - 1) // a.batch

        def __getitem__(self, index):
            return x.index_select(0, index), y.index_select(0, index)

    class ShuffledBatches(Sampler):
        def __init__(self):
            self.epoch = 0

        def __len__(self):
            return (n + a.batch - 1) // a.batch

        def __iter__(self):
            order = torch.randperm(n, generator=torch.Generator().manual_seed(self.epoch)).to(a.device)
            self.epoch += 1
            return iter(order.split(a.batch))

    class Module(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.model = image_model(model_kind)

        def training_step(self, batch, _):
            xb, yb = batch
            return nn.functional.cross_entropy(self.model((xb.float().div_(255) - mean) / std).float(), yb)

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=1e-3, weight_decay=0.01)

    class Timer(pl.Callback):
        def __init__(self):
            self.rates = []

        def on_train_epoch_start(self, trainer, module):
            synchronize(a.device)
            self.t0 = time.perf_counter()

        def on_train_epoch_end(self, trainer, module):
            synchronize(a.device)
            self.rates.append(n / (time.perf_counter() - self.t0))

    torch.manual_seed(0)
    timer = Timer()
    trainer = pl.Trainer(accelerator="gpu" if a.device.startswith("cuda") else "cpu", devices=1, precision=LIGHTNING_PRECISION[amp],
                         max_epochs=epochs, logger=False, enable_checkpointing=False, enable_progress_bar=False,
                         enable_model_summary=False, num_sanity_val_steps=0, callbacks=[timer])
    module = Module()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "the dataloader does not have many workers": the batches are on the GPU already
        trainer.fit(module, DataLoader(Batches(), batch_size=None, sampler=ShuffledBatches()))
    return timer.rates, sum(p.numel() for p in module.model.parameters())


def warm(a, model_kind, amp):
    """A worker: compiles the model's training graphs (a full and the last, shorter batch) into inductor's
    cache. A failure here only costs the timed row its head start: it is printed, not raised."""
    try:
        x, y = torch.randint(0, 255, (a.batch + a.limit % a.batch, 1, 28, 28), dtype=torch.uint8), torch.randint(0, 10, (a.batch + a.limit % a.batch,))
        data = (x.to(a.device), y.to(a.device), 0.3, 0.3)
        b = argparse.Namespace(**vars(a))
        b.limit = x.shape[0]
        plain_loop(b, model_kind, amp, True, data, 1)
    except Exception as e:  # noqa: BLE001
        print(f"warm-up compile of {model_kind} {amp} failed: {type(e).__name__}: {e}", file=sys.stderr, flush=True)


def flops_per_sample(model_kind):
    """Floating-point operations of one training sample, forward and backward (PyTorch's FLOP counter,
    which counts the matrix products and convolutions): for the model-FLOP utilisation."""
    from torch.utils.flop_counter import FlopCounterMode
    model = image_model(model_kind)
    x = torch.randn(32, 1, 28, 28)
    with FlopCounterMode(display=False) as counter:
        model(x).sum().backward()
    return counter.get_total_flops() / 32


def main():
    a = arguments()
    rows = [(m, amp) for m in a.models for amp in a.amps]
    for m in a.models:
        print(json.dumps({"model": m, "flops_per_sample": flops_per_sample(m)}), flush=True)
    if "compile" in a.modes and a.warm_compile > 0:
        t0 = time.perf_counter()
        with multiprocessing.get_context("spawn").Pool(min(a.warm_compile, len(rows))) as pool:
            pool.starmap(warm, [(a, m, amp) for m, amp in rows])
        print(json.dumps({"warm_compile_seconds": time.perf_counter() - t0}), flush=True)
    data = load(a)
    for model_kind, amp in rows:
        for mode in a.modes:
            row = {"model": model_kind, "amp": amp, "mode": mode}
            try:
                if mode == "lightning":
                    rates, params = lightning_loop(a, model_kind, amp, data, a.epochs)
                else:
                    rates, params = plain_loop(a, model_kind, amp, mode == "compile", data, a.epochs)
                steady = rates[1:] or rates
                row.update(samples_per_second=sum(steady) / len(steady), epochs=rates, parameters=params)
            except Exception as e:  # one row failing must not lose the others
                row["error"] = f"{type(e).__name__}: {e}".splitlines()[0][:300]
                traceback.print_exc(file=sys.stderr)
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
