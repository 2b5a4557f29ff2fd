#!/usr/bin/env python3
"""The library folders of this Python's torch wheel, colon-separated, for LD_LIBRARY_PATH: torch/lib
(LibTorch) and the nvidia-* wheels' lib folders beside it (CUDA runtime, cuBLAS, cuDNN, NCCL). A
lathe-cli built elsewhere against the same torch==2.11.0 wheel runs with these (bench/gpu_pack.sh)."""
import glob
import os

import torch

torch_dir = os.path.dirname(torch.__file__)
site = os.path.dirname(torch_dir)
folders = [os.path.join(torch_dir, "lib")]
folders += sorted(d for d in glob.glob(os.path.join(site, "nvidia", "**", "lib"), recursive=True) if os.path.isdir(d))
# The CUDA toolkit's runtime as a last resort, where a wheel lacks a library (it never shadows the wheel's).
folders += [d for d in ("/usr/local/cuda/lib64",) if os.path.isdir(d)]
print(":".join(folders))
