#pragma once
// Lathe's own TorchScript ops, registered as the library `lathe` (latheops.cpp):
//   lathe::all_reduce_sum(Tensor x, int weight)  synchronised batch norm's sums (syncbatchnorm.cpp)
//   lathe::dropout(Tensor x, float p)            dropout in training, with a fast mask on the CPU (dropout.cpp)
//   lathe::parts_batch_norm(...)                 batch norm over the parts of a batch trained at once (batchpart.h)
// and the resolver through which TorchScript compiled from C++ names them as `lathe.`.

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/frontend/resolver.h>

#include <cstdint>
#include <memory>
#include <string>

namespace lathe::core::layers {

// `torch.` (aten) as usual, and `lathe.` for the ops above.
std::shared_ptr<torch::jit::Resolver> latheResolver();
// The same for another library of ops registered with TORCH_LIBRARY (tests register their own).
std::shared_ptr<torch::jit::Resolver> libraryResolver(const std::string& library);

at::Tensor allReduceSum(const at::Tensor& x, std::int64_t weight);

// Training-time dropout: each element kept with probability 1 - p and scaled by 1 / (1 - p), as
// torch.dropout. On the CPU (float and double) the mask comes from a counter-based generator
// (SplitMix64 of the element's position and a seed drawn from LibTorch's default generator, or from
// the part of a batch the thread trains: batchpart.h), in
// parallel: several times faster than LibTorch's bernoulli_ here (docs/benchmarks.md), seeded by
// training.seed like everything else, and the same whatever the thread count. Elsewhere (CUDA, other
// dtypes) it is at::dropout. Models call it under `if self.training:`, so a frozen model holds none.
at::Tensor fastDropout(const at::Tensor& x, double p);
// A seed drawn from LibTorch's default CPU generator, as fastDropout draws one per call (the parts of
// a batch share them out: batchpart.h).
std::uint64_t drawCpuSeed();
// SplitMix64's mix: a well-spread 64-bit word from any other (a seed derived from a seed).
std::uint64_t mixBits(std::uint64_t x);

} // namespace lathe::core::layers
