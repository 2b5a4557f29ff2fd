#!/usr/bin/env python3
"""The Python PyTorch loop that Lathe's training throughput is compared against.

Images: the same data (Fashion-MNIST IDX files, held in memory as uint8, normalised per batch) and
the same model as configs/fashion-mnist-mlp.json, configs/fashion-mnist.json or (resnet) the latter
with model.kind resnet. Sequences (cnn1d, transformer, cnn_transformer): the models of
configs/sensors-*.json (core/models/modelfactory.cpp, layers.cpp), on in-memory float32 windows of
the same shape and count as Lathe's (--windows, --window, --features, --classes; their values do not
change the speed). Same optimizer and batch size. Prints steady-state training samples/s (epochs
after the first) and the model's parameter count as JSON, so that the caller can check that both
sides train the same model.
"""
import argparse
import json
import time

import torch
import torch.nn as nn

from benchdata import fashion_mnist_train
from reference_models import image_model

p = argparse.ArgumentParser()
p.add_argument("--model", choices=["mlp", "cnn2d", "resnet", "cnn1d", "transformer", "cnn_transformer"], default="mlp")
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--batch", type=int, default=256)
p.add_argument("--device", default="cpu")
p.add_argument("--compile", action="store_true", help="torch.compile the model")
p.add_argument("--amp", choices=["off", "bf16", "fp16"], default="off")
p.add_argument("--limit", type=int, default=54000, help="images: training samples")
p.add_argument("--windows", type=int, default=6000, help="sequences: training windows")
p.add_argument("--window", type=int, default=64)
p.add_argument("--features", type=int, default=4)
p.add_argument("--classes", type=int, default=4)
a = p.parse_args()
torch.manual_seed(0)
sequences = a.model in ("cnn1d", "transformer", "cnn_transformer")

if sequences:
    x = torch.randn(a.windows, a.window, a.features, device=a.device)
    y = torch.randint(0, a.classes, (a.windows,), device=a.device)
else:
    x, y = fashion_mnist_train()
    x, y = x[:a.limit].to(a.device), y[:a.limit].to(a.device)
    mean, std = x.float().div(255).mean(), x.float().div(255).std()


class EncoderLayer(nn.Module):
    """core/models/layers.cpp encoderLayer: pre-norm, fused qkv, scaled_dot_product_attention, GELU."""

    def __init__(self, d, heads, ff, dropout):
        super().__init__()
        self.heads, self.p = heads, dropout
        self.ln1, self.qkv, self.proj = nn.LayerNorm(d), nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.ln2, self.ff1, self.ff2 = nn.LayerNorm(d), nn.Linear(d, ff), nn.Linear(ff, d)

    def forward(self, x):
        b, t, d = x.shape
        qkv = self.qkv(self.ln1(x)).view(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        p = self.p if self.training else 0.0
        a = nn.functional.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2], None, p, False)
        x = x + nn.functional.dropout(self.proj(a.transpose(1, 2).reshape(b, t, d)), p, self.training)
        return x + nn.functional.dropout(self.ff2(nn.functional.gelu(self.ff1(self.ln2(x)))), p, self.training)


def conv1d_stages(i, channels, k, pool):
    """convStages of modelfactory.cpp for sequences: [Conv1d (with bias) → BN → ReLU] × 2 per stage."""
    layers, t = [], a.window
    for o in channels:
        for _ in range(2):
            layers += [nn.Conv1d(i, o, k, padding=k // 2), nn.BatchNorm1d(o), nn.ReLU()]
            i, t = o, t + 2 * (k // 2) - k + 1
        if pool and t >= 2:
            layers.append(nn.MaxPool1d(2))
            t //= 2
    return layers, i


class Transpose(nn.Module):
    def forward(self, x):
        return x.transpose(1, 2)


class Transformer(nn.Module):
    """buildTransformer: optional conv front end, embedding + learned positions, encoder layers, mean, LayerNorm, head."""

    def __init__(self, front, width, d=64, heads=4, layers=2, ff=128, dropout=0.1):
        super().__init__()
        self.front = front
        self.embed = nn.Linear(width, d)
        self.position = nn.Parameter(torch.randn(a.window, d) * 0.02)
        self.layers = nn.Sequential(*[EncoderLayer(d, heads, ff, dropout) for _ in range(layers)])
        self.norm, self.head = nn.LayerNorm(d), nn.Linear(d, a.classes)

    def forward(self, x):
        x = self.layers(self.embed(self.front(x)) + self.position)
        return self.head(self.norm(x.mean(1)))


class Mean(nn.Module):
    def forward(self, x):
        return x.mean(2)


if a.model == "cnn1d":
    # configs/sensors-transformer.json with model.kind cnn1d: the default channels [32, 64], kernel 3.
    stages, width = conv1d_stages(a.features, [32, 64], 3, True)
    model = nn.Sequential(Transpose(), *stages, Mean(), nn.Dropout(0.1), nn.Linear(width, a.classes))
elif a.model == "transformer":
    model = Transformer(nn.Identity(), a.features)
elif a.model == "cnn_transformer":
    # configs/sensors-cnn-transformer.json: channels [32], kernel 5, no pooling.
    stages, width = conv1d_stages(a.features, [32], 5, False)
    model = Transformer(nn.Sequential(Transpose(), *stages, Transpose()), width)
else:
    model = image_model(a.model)
model = model.to(a.device)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
step_model = torch.compile(model) if a.compile else model
dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}.get(a.amp)
scaler = torch.amp.GradScaler(a.device, enabled=a.amp == "fp16")

rates = []
n = x.shape[0]
for epoch in range(a.epochs):
    g = torch.Generator().manual_seed(epoch)
    order = torch.randperm(n, generator=g).to(a.device)
    model.train()
    if a.device.startswith("cuda"):
        torch.cuda.synchronize()
    t0 = time.perf_counter()
    for s in range(0, n, a.batch):
        i = order[s:s + a.batch]
        xb = x.index_select(0, i) if sequences else (x.index_select(0, i).float().div_(255) - mean) / std
        yb = y.index_select(0, i)
        with torch.autocast(a.device.split(":")[0], dtype=dtype, enabled=dtype is not None):
            loss = nn.functional.cross_entropy(step_model(xb).float(), yb)
        opt.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
    loss.item()
    if a.device.startswith("cuda"):
        torch.cuda.synchronize()
    rates.append(n / (time.perf_counter() - t0))
steady = rates[1:] or rates
print(json.dumps({"samples_per_second": sum(steady) / len(steady), "epochs": rates,
                  "parameters": sum(p.numel() for p in model.parameters())}))
