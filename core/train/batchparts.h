#pragma once
// A CPU batch computed in parts at once, each part on a thread of its own with one intra-op thread
// (issue 34). LibTorch's intra-op threads meet at the end of every operator, so on a machine whose
// other programs take turns on the cores, each operator waits for whichever of its threads the
// scheduler has parked; parts of a batch meet once a step. On the 2-core VM (2026-12-02,
// bench/batch_parts.sh) the sensor Transformer's step in two parts took 0.86 of two intra-op
// threads' quiet, 0.60 beside two busy loops and 0.40 beside four; the fashion-MNIST MLP's, with
// its batch norm, never beat the faster of one and two threads. So nothing assumes it wins: the
// thread governor (threadgovernor.h) measures it against the other counts; the training step
// (trainstep.h) and the evaluator use it.
//
// Batch normalisation reads the whole batch's statistics: the parts run a copy of the model whose
// batch norm adds theirs at a meeting per layer, forward and backward (models/batchpart.h
// partsRunner), so a step in parts trains like the whole batch, to rounding. `splittable` says which
// models can.

#include "util/threadteam.h"

#include <ATen/core/Tensor.h>
#include <torch/csrc/jit/api/module.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace lathe::core {

class ModelLoss;

class BatchParts {
public:
    // Parts per batch: 1 is off (the whole batch on this thread's intra-op threads).
    void setParts(int parts) { m_parts = parts < 1 ? 1 : parts; }
    int parts() const { return m_parts; }
    // How many parts a batch of `n` samples takes: parts(), at most one sample each.
    int partsOf(std::int64_t n) const;
    // The first sample of each part of `n` samples and, last, n: parts as equal as they can be, the
    // first ones one sample larger.
    std::vector<std::int64_t> bounds(std::int64_t n) const;

    // Runs part(i, begin, end) for the partsOf(n) parts of n samples at once: part 0 on this thread,
    // the others on the team's threads, each with this thread's LibTorch state (grad mode, autocast,
    // the graph executor's flag), one intra-op thread and its models/batchpart.h scope (dropout's
    // seeds, batch norm's meetings). Rethrows the exception of the part that failed first (not of
    // those its failure left waiting at a meeting).
    void run(std::int64_t n, const std::function<void(int part, std::int64_t begin, std::int64_t end)>& part);

private:
    int m_parts = 1;
    ThreadTeam m_team;
};

// The model's outputs for a batch of inputs (ModelLoss::forward), its parts computed at once when
// `parts` has more than one (the evaluator's batches: no gradients, no dropout), then joined in order.
at::Tensor forwardInParts(const ModelLoss& model, const at::Tensor& inputs, BatchParts* parts);

// Whether a model's training may be cut into parts of a batch: a built-in model (`builtIn`; a user's
// TorchScript may look at the whole batch) without data parallelism's synchronised batch norm.
bool splittable(const torch::jit::Module& model, bool builtIn);
// Whether the model normalises batches (running statistics anywhere in it): its parts meet at each
// such layer, forward and backward.
bool hasBatchNorm(const torch::jit::Module& model);

} // namespace lathe::core
