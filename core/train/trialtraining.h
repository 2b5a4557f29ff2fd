#pragma once
// Training that does not count: the finders' trials (the batch-size finder's steps at one batch, the
// learning-rate finder's range test and verification). A snapshot of what a trial changes — the
// model's weights and buffers (batch-norm statistics), the CPU and CUDA random states (dropout draws
// from them) — to put back afterwards, so that a run whose batch or rate was found trains exactly as
// one given it; and one plain step.

#include "data/loader.h"
#include "modelloss.h"

#include <ATen/core/Tensor.h>
#include <torch/optim/optimizer.h>

#include <vector>

namespace lathe::core {

class LossScaler;

class ModelSnapshot {
public:
    // Copies the model's parameters and buffers into host memory (on the GPU they would count in every
    // trial's memory peak) and the random states.
    explicit ModelSnapshot(torch::jit::Module& model);
    // Puts them back (any number of times).
    void restore() const;

private:
    std::vector<at::Tensor> m_live, m_saved;
    at::Tensor m_cpuRng;
    std::vector<at::Tensor> m_cudaRng;
};

// One training step on `batch`: forward under the run's autocast, the loss (scaled when `scaler` is
// given), backward, the gradients clipped to `gradClip` (0: not), the optimizer's step (skipped when a
// scaled gradient is not finite), gradients cleared. Returns the loss, which waits for the device.
double trialStep(const ModelLoss& model, const std::vector<at::Tensor>& parameters, torch::optim::Optimizer& optimizer, LossScaler* scaler,
                 const Batch& batch, double gradClip = 0.0);

} // namespace lathe::core
