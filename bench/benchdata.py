"""Fashion-MNIST from the Debian package dataset-fashion-mnist, as the Python benchmarks read it."""
import gzip
import os
import struct

import torch

# Debian's dataset-fashion-mnist; LATHE_FASHION_MNIST names another folder of the same four files.
ROOT = os.environ.get("LATHE_FASHION_MNIST", "/usr/share/datasets/fashion-mnist").rstrip("/") + "/"


def idx(path):
    """An IDX file (gzipped) as a uint8 tensor of its stored shape."""
    with gzip.open(path, "rb") as f:
        data = f.read()
    n = data[3]
    dims = struct.unpack(">" + "I" * n, data[4:4 + 4 * n])
    return torch.frombuffer(bytearray(data[4 + 4 * n:]), dtype=torch.uint8).reshape(dims)


def fashion_mnist_train():
    """Training images [60000, 1, 28, 28] uint8 and labels [60000] int64."""
    return idx(ROOT + "train-images-idx3-ubyte.gz").unsqueeze(1), idx(ROOT + "train-labels-idx1-ubyte.gz").long()
