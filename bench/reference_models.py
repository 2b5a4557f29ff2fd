"""Lathe's built-in image models written in plain PyTorch, for the benchmarks that compare Lathe with
Python (python_reference.py, python_matrix.py): the same layers, shapes and parameter counts as
core/models/modelfactory.cpp builds for configs/fashion-mnist-mlp.json, configs/fashion-mnist.json
(cnn2d, channels [16, 32]) and the latter with model.kind resnet (channels [16, 32], 2 blocks per stage).
"""
import torch
import torch.nn as nn


class Block(nn.Module):
    """modelfactory.cpp's residual block: conv-BN-ReLU, conv-BN, plus the (projected) input, ReLU."""

    def __init__(self, i, o, stride):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(i, o, 3, stride, 1, bias=False), nn.BatchNorm2d(o)
        self.conv2, self.bn2 = nn.Conv2d(o, o, 3, 1, 1, bias=False), nn.BatchNorm2d(o)
        self.down = (nn.Sequential(nn.Conv2d(i, o, 1, stride, bias=False), nn.BatchNorm2d(o))
                     if stride != 1 or i != o else nn.Identity())

    def forward(self, x):
        out = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(out)) + self.down(x))


def image_model(kind):
    """The model for 1x28x28 Fashion-MNIST images and 10 classes."""
    if kind == "mlp":
        return nn.Sequential(nn.Flatten(), nn.Linear(784, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Dropout(0.2),
                             nn.Linear(256, 128), nn.BatchNorm1d(128), nn.ReLU(), nn.Dropout(0.2), nn.Linear(128, 10))
    if kind == "resnet":
        return nn.Sequential(nn.Conv2d(1, 16, 3, 1, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(),
                             Block(16, 16, 1), Block(16, 16, 1), Block(16, 32, 2), Block(32, 32, 1),
                             nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.1), nn.Linear(32, 10))
    if kind == "cnn2d":
        def stage(i, o):
            return [nn.Conv2d(i, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(),
                    nn.Conv2d(o, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2)]
        return nn.Sequential(*stage(1, 16), *stage(16, 32), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.1),
                             nn.Linear(32, 10))
    raise ValueError(f"no image model {kind}")
