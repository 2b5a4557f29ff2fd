#pragma once
// Where a run trains: the device asked for, or the CPU with the reason why not, and the process-wide
// LibTorch settings for it (TF32, cuDNN benchmark, the allocator's memory fraction).

#include "config/config.h"

#include <c10/core/Device.h>

#include <string>
#include "util/message.h"

namespace lathe::core {

struct DeviceChoice {
    c10::Device device{c10::kCPU};
    std::string description; // "cpu" or "cuda:0 (NVIDIA H100)"
    Message note;            // why, when it differs from what was asked; empty otherwise
};

// Why CUDA device `id` cannot be used here ("" when it can): no CUDA in this LibTorch, empty
// CUDA_VISIBLE_DEVICES, no driver/GPU, no such device.
Message cudaUnavailableReason(int id); // empty when CUDA device `id` can be used

// Throws std::runtime_error when CUDA is required (fallback_to_cpu false) but unusable.
DeviceChoice chooseDevice(const DeviceConfig& config);

// Sets TF32 and cuDNN benchmark through the LibTorch 2.11 API (process-wide LibTorch settings).
void applyDeviceSettings(const DeviceConfig& config, const c10::Device& device);

} // namespace lathe::core
