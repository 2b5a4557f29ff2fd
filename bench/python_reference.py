#!/usr/bin/env python3
"""The Python PyTorch loop that Lathe's training throughput is compared against.

Same data (Fashion-MNIST IDX files, held in memory as uint8, normalised per batch), same model as
configs/fashion-mnist-mlp.json, configs/fashion-mnist.json or (resnet) the latter with model.kind resnet, same optimizer and batch size. Prints
steady-state training samples/s (epochs after the first) as JSON.
"""
import argparse
import json
import time

import torch
import torch.nn as nn

from benchdata import fashion_mnist_train

p = argparse.ArgumentParser()
p.add_argument("--model", choices=["mlp", "cnn2d", "resnet"], default="mlp")
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--batch", type=int, default=256)
p.add_argument("--device", default="cpu")
p.add_argument("--compile", action="store_true", help="torch.compile the model")
p.add_argument("--amp", choices=["off", "bf16", "fp16"], default="off")
a = p.parse_args()


x, y = fashion_mnist_train()
x, y = x[:54000].to(a.device), y[:54000].to(a.device)
mean, std = x.float().div(255).mean(), x.float().div(255).std()

if a.model == "mlp":
    model = nn.Sequential(nn.Flatten(), nn.Linear(784, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Dropout(0.2),
                          nn.Linear(256, 128), nn.BatchNorm1d(128), nn.ReLU(), nn.Dropout(0.2), nn.Linear(128, 10))
elif a.model == "resnet":
    # Lathe's resnet (core/models/modelfactory.cpp) with channels [16, 32], 2 blocks per stage.
    class Block(nn.Module):
        def __init__(self, i, o, stride):
            super().__init__()
            self.conv1, self.bn1 = nn.Conv2d(i, o, 3, stride, 1, bias=False), nn.BatchNorm2d(o)
            self.conv2, self.bn2 = nn.Conv2d(o, o, 3, 1, 1, bias=False), nn.BatchNorm2d(o)
            self.down = (nn.Sequential(nn.Conv2d(i, o, 1, stride, bias=False), nn.BatchNorm2d(o))
                         if stride != 1 or i != o else nn.Identity())

        def forward(self, x):
            out = torch.relu(self.bn1(self.conv1(x)))
            return torch.relu(self.bn2(self.conv2(out)) + self.down(x))

    model = nn.Sequential(nn.Conv2d(1, 16, 3, 1, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(),
                          Block(16, 16, 1), Block(16, 16, 1), Block(16, 32, 2), Block(32, 32, 1),
                          nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.1), nn.Linear(32, 10))
else:
    def stage(i, o):
        return [nn.Conv2d(i, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(),
                nn.Conv2d(o, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2)]
    model = nn.Sequential(*stage(1, 16), *stage(16, 32), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.1),
                          nn.Linear(32, 10))
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
        xb = (x.index_select(0, i).float().div_(255) - mean) / std
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
print(json.dumps({"samples_per_second": sum(steady) / len(steady), "epochs": rates}))
