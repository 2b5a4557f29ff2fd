#pragma once
// Device and precision decisions (with the reason, for the log and the report) and the dynamic loss
// scaler that fp16 training needs; LibTorch's C++ API has no GradScaler.

#include "config/config.h"

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>

#include <string>
#include <vector>

namespace lathe::core {

struct DeviceChoice {
    c10::Device device{c10::kCPU};
    std::string description; // "cpu" or "cuda:0 (NVIDIA H100)"
    std::string note;        // why, when it differs from what was asked; empty otherwise
};

// Why CUDA device `id` cannot be used here ("" when it can): no CUDA in this LibTorch, empty
// CUDA_VISIBLE_DEVICES, no driver/GPU, no such device.
std::string cudaUnavailableReason(int id);

// Throws std::runtime_error when CUDA is required (fallback_to_cpu false) but unusable.
DeviceChoice chooseDevice(const DeviceConfig& config);

struct PrecisionChoice {
    enum class Mode { Fp32, Bf16, Fp16 } mode = Mode::Fp32;
    std::string name;   // "fp32", "bf16", "fp16 + loss scaling"
    std::string reason; // why
    bool usesScaler() const { return mode == Mode::Fp16; }
};

PrecisionChoice choosePrecision(const PrecisionConfig& config, const c10::Device& device);

// Sets TF32 and cuDNN benchmark through the LibTorch 2.11 API (process-wide LibTorch settings).
void applyDeviceSettings(const DeviceConfig& config, const c10::Device& device);

// Turns the dispatcher's autocast on for this thread (autocast state is thread-local) in the run's
// precision, and restores the previous state when it goes out of scope.
class AutocastScope {
public:
    AutocastScope(const PrecisionChoice& precision, const c10::Device& device);
    ~AutocastScope();
    AutocastScope(const AutocastScope&) = delete;
    AutocastScope& operator=(const AutocastScope&) = delete;

private:
    c10::DeviceType m_type;
    bool m_enabled;
    bool m_previous = false;
};

// Dynamic loss scaling: scale the loss, unscale gradients, skip steps with inf/NaN gradients, grow
// the scale after `growthInterval` clean steps and halve it after an overflow.
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
