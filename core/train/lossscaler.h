#pragma once
// Dynamic loss scaling for fp16 training; LibTorch's C++ API has no GradScaler. Built on
// `_amp_foreach_non_finite_check_and_unscale_` and `_amp_update_scale_`, which have CPU kernels too,
// so it is tested without a GPU.

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>

#include <cstdint>
#include <vector>

namespace lathe::core {

// Scale the loss, unscale gradients, skip steps with inf/NaN gradients, grow the scale after
// `growthInterval` clean steps and halve it after an overflow.
class LossScaler {
public:
    LossScaler(double initialScale, int growthInterval, const c10::Device& device, double growthFactor = 2.0,
               double backoffFactor = 0.5);

    at::Tensor scale(const at::Tensor& loss) const;
    // Unscales the gradients in place; returns true when they are all finite (the step may be taken).
    bool unscale(const std::vector<at::Tensor>& parameters);
    // The same without waiting for the device (for a captured step): returns the [1] float tensor
    // that is non-zero when a gradient was inf/NaN, for the fused optimizer to skip the step.
    at::Tensor unscaleOnDevice(const std::vector<at::Tensor>& parameters);
    void countSkippedOnDevice(); // after unscaleOnDevice: adds its verdict to skippedSteps()
    // Adapts the scale after a step (or a skipped step).
    void update();

    double currentScale() const;
    std::int64_t skippedSteps() const; // waits for the device

    // State for checkpoints.
    std::vector<at::Tensor> state() const { return {m_scale, m_growthTracker}; }
    void loadState(const std::vector<at::Tensor>& state);

private:
    at::Tensor m_scale;         // [1] float32 on the device
    at::Tensor m_growthTracker; // [1] int32 on the device
    at::Tensor m_foundInf;      // [1] float32 on the device
    at::Tensor m_skippedOnDevice; // [1] float32: steps skipped by unscaleOnDevice
    double m_growthFactor;
    double m_backoffFactor;
    int m_growthInterval;
    std::int64_t m_skipped = 0;
};

} // namespace lathe::core
