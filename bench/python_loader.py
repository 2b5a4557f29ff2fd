#!/usr/bin/env python3
"""PyTorch's DataLoader on Fashion-MNIST, the way training scripts use it: a map-style Dataset over
the in-memory uint8 images (what torchvision.datasets.FashionMNIST holds) returning a float [1, 28, 28]
tensor in [0, 1] and the label, shuffled batches, worker processes, pinned memory on a GPU. The
consumer moves each batch to the device and sums it, like bench/loader_bench.cpp. Prints JSON lines.
"""
import argparse
import json
import time

import torch
from torch.utils.data import DataLoader, Dataset

from benchdata import fashion_mnist_train

p = argparse.ArgumentParser()
p.add_argument("--batch", type=int, default=256)
p.add_argument("--passes", type=int, default=2)
p.add_argument("--workers", type=int, nargs="+", default=[0, 2])
p.add_argument("--device", default="cpu")
a = p.parse_args()


class FashionMNIST(Dataset):
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.images[i].float().div(255), int(self.labels[i])


images, labels = fashion_mnist_train()
data = FashionMNIST(images, labels)
device = torch.device(a.device)
for workers in a.workers:
    pin = device.type == "cuda"
    loader = DataLoader(data, batch_size=a.batch, shuffle=True, num_workers=workers, pin_memory=pin,
                        persistent_workers=workers > 0, prefetch_factor=2 if workers > 0 else None)
    samples, seconds = 0, 0.0
    for p_ in range(a.passes + 1):  # pass 0 warms up (worker start, page cache)
        start = time.perf_counter()
        n = 0
        checksum = torch.zeros((), device=device)
        for x, y in loader:
            x = x.to(device, non_blocking=pin)
            checksum += x.sum()
            n += len(y)
        if device.type == "cuda":
            torch.cuda.synchronize()
        if p_ > 0:
            seconds += time.perf_counter() - start
            samples += n
    print(json.dumps({"mode": f"Python DataLoader, {workers} workers" + (", pinned" if pin else ""),
                      "batch": a.batch, "samples_per_second": samples / seconds, "device": a.device}), flush=True)
