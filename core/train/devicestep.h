#pragma once
// A training step that never waits for the GPU, so that it can be captured in a CUDA graph:
// AdamW/SGD through LibTorch's fused multi-tensor kernels (`_fused_adamw_`, `_fused_sgd_`) with the
// learning rate and the step counts held in device tensors, and gradient clipping without reading the
// norm back. It works on the state tensors of the run's torch::optim optimizer, so checkpoints are the
// same whichever path trained; the step counts go back into that state with `storeSteps`.
// The same code runs on CPU tensors (LibTorch has CPU fused kernels), which is how it is tested.

#include <ATen/core/Tensor.h>
#include <torch/optim/optimizer.h>

#include <vector>

namespace lathe::core {

class DeviceOptimizer {
public:
    // `optimizer` is the run's torch::optim::AdamW or SGD (single parameter group); `parameters` its
    // parameters, in order. Throws std::invalid_argument for another optimizer.
    DeviceOptimizer(torch::optim::Optimizer& optimizer, std::vector<at::Tensor> parameters, const c10::Device& device);

    void setLearningRate(double lr); // queued on the device, no wait
    // Copies the optimizer state's step counts into the device tensors (after ordinary steps or a
    // checkpoint load), creating any missing state as torch::optim would on its first step.
    void loadSteps();
    // Writes the device step counts back into the optimizer state (waits for the device).
    void storeSteps();
    // One optimizer step over the parameters that have gradients. `foundInf` (a [1] float tensor, or
    // undefined): when it holds a non-zero value the kernels leave parameters, moments and step counts
    // unchanged, as a loss scaler's skipped step requires.
    void step(const at::Tensor& foundInf);

private:
    torch::optim::Optimizer& m_optimizer;
    std::vector<at::Tensor> m_parameters;
    bool m_adamw = true;
    double m_beta1 = 0.9, m_beta2 = 0.999, m_eps = 1e-8, m_weightDecay = 0.0;
    double m_momentum = 0.0, m_dampening = 0.0;
    bool m_nesterov = false;
    at::Tensor m_lr;                 // 0-dim float32 on the device
    std::vector<at::Tensor> m_steps; // AdamW: 0-dim float32 step count per parameter, on the device
    bool m_firstStep = false;        // SGD with momentum: the buffers are still to be initialised
};

// Whether DeviceOptimizer takes this optimizer: AdamW without amsgrad, or SGD, in one parameter group.
bool fusedStepSupported(const torch::optim::Optimizer& optimizer);

// One step of the optimizer over the parameters that have gradients, at its parameter group's rate:
// on CPU tensors through the fused kernels where fusedStepSupported, else torch::optim's own step.
// torch::optim's AdamW takes about 20 small operations per parameter tensor, each a pass over it; the
// fused kernel one (the fashion-MNIST MLP, 235,914 parameters, on the 2-core VM: 1.16× the samples/s
// on one thread, 1.39× on two; models with few parameters within the noise; docs/benchmarks.md). It works on torch::optim's own state (moments, momentum buffers,
// the step counts kept on the host), created only for the parameters stepped, as torch::optim does,
// so that state is current after every step (checkpoints, the finders' snapshots) and either step
// may follow the other: the two train alike, to rounding. The kernels walk a parameter, its gradient
// and its state as flat arrays, so a gradient or state laid out otherwise than its parameter (a
// transposed gradient, a contiguous one of a channels-last weight, moments from a checkpoint written
// in another layout) is copied into the parameter's layout first; a parameter that is not dense takes
// torch::optim's step.
// GPU tensors keep torch::optim's step here (the GPU's fused step is the CUDA graph's, above, whose
// step counts stay on the device).
void optimizerStep(torch::optim::Optimizer& optimizer, const std::vector<at::Tensor>& parameters);

// Scales the gradients so that their global L2 norm is at most `maxNorm`, as
// torch::nn::utils::clip_grad_norm_ does, without reading the norm back to the host.
void clipGradNormOnDevice(const std::vector<at::Tensor>& grads, double maxNorm);

} // namespace lathe::core
