#pragma once
// Lathe's own TorchScript ops, registered as the library `lathe` (latheops.cpp):
//   lathe::all_reduce_sum(Tensor x, int weight)  synchronised batch norm's sums (syncbatchnorm.cpp)
//   lathe::dropout(Tensor x, float p)            dropout in training, with a fast mask on the CPU (dropout.cpp)
// and the resolver through which TorchScript compiled from C++ names them as `lathe.`.

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/frontend/resolver.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core::layers {

// `torch.` (aten) as usual, and `lathe.` for the ops above.
std::shared_ptr<torch::jit::Resolver> latheResolver();
// The same for another library of ops registered with TORCH_LIBRARY (tests register their own).
std::shared_ptr<torch::jit::Resolver> libraryResolver(const std::string& library);

at::Tensor allReduceSum(const at::Tensor& x, std::int64_t weight);

// Training-time dropout: each element kept with probability 1 - p and scaled by 1 / (1 - p), as
// torch.dropout. On the CPU (float and double) the mask comes from a counter-based generator
// (SplitMix64 of the element's position and a seed drawn from LibTorch's default generator, or from
// the thread's DropoutPart), in
// parallel: several times faster than LibTorch's bernoulli_ here (docs/benchmarks.md), seeded by
// training.seed like everything else, and the same whatever the thread count. Elsewhere (CUDA, other
// dtypes) it is at::dropout. Models call it under `if self.training:`, so a frozen model holds none.
at::Tensor fastDropout(const at::Tensor& x, double p);

// The seeds the parts of one batch share (train/batchparts.h): the k-th lathe::dropout call of each
// part takes the k-th seed, drawn from LibTorch's default CPU generator by whichever part calls
// first — as the whole batch's k-th call would have drawn it. One object per batch.
class SharedDropoutSeeds {
public:
    std::uint64_t seed(std::size_t call);

private:
    std::mutex m_mutex;
    std::vector<std::uint64_t> m_seeds;
};

// While it lives, lathe::dropout on this thread masks the rows [firstRow, firstRow + rows) of a batch
// exactly as the whole batch would mask them (seeds from `seeds`, each element's place counted from
// the part's first element in the whole batch's tensor): a batch trained in parts drops the same
// elements as the whole batch, whichever thread runs first.
class DropoutPart {
public:
    DropoutPart(SharedDropoutSeeds& seeds, std::int64_t firstRow, std::int64_t rows);
    ~DropoutPart();
    DropoutPart(const DropoutPart&) = delete;
    DropoutPart& operator=(const DropoutPart&) = delete;

    // The open part on this thread, or nullptr.
    static DropoutPart* current();
    // For the next lathe::dropout call on `x`: its seed, and the first element's place in the whole
    // batch's tensor when `x` is batch-first (its first dimension the part's rows, outermost in
    // memory); another tensor gets a seed of this part's own and place 0.
    std::pair<std::uint64_t, std::int64_t> next(const at::Tensor& x);

private:
    SharedDropoutSeeds& m_seeds;
    std::int64_t m_firstRow, m_rows;
    std::size_t m_calls = 0;
    DropoutPart* m_previous;
};

} // namespace lathe::core::layers
