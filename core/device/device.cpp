#include "device.h"

#include "util/cudainfo.h"

#include <ATen/Context.h>
#include <ATen/detail/CUDAHooksInterface.h>
#include <torch/cuda.h>

#include <cstdlib>
#include <stdexcept>

namespace lathe::core {

Message cudaUnavailableReason(int id)
{
    bool cudaBuild = true;
    try {
        cudaBuild = at::detail::getCUDAHooks().versionCUDART() > 0;
    } catch (const std::exception&) {
        cudaBuild = false; // the CUDA hooks of a CPU-only LibTorch throw
    }
    const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
    if (!cudaBuild)
        return msg("this LibTorch was built without CUDA");
    if (visible && std::string(visible).empty())
        return msg("CUDA_VISIBLE_DEVICES is empty");
    if (!torch::cuda::is_available())
        return msg("no usable CUDA device (no NVIDIA driver or no GPU)");
    if (id >= static_cast<int>(torch::cuda::device_count()))
        return msg("device.id %1 does not exist (%2 visible CUDA device(s))", id, torch::cuda::device_count());
    return {};
}

DeviceChoice chooseDevice(const DeviceConfig& config)
{
    DeviceChoice choice;
    choice.description = "cpu";
    if (config.type == "cpu")
        return choice;

    const Message why = cudaUnavailableReason(config.id);
    if (why.empty()) {
        choice.device = c10::Device(c10::kCUDA, static_cast<c10::DeviceIndex>(config.id));
        choice.description = "cuda:" + std::to_string(config.id);
        if (const auto info = cudaDeviceInfo(config.id))
            choice.description += " (" + info->name + ", compute " + std::to_string(info->major) + "."
                                  + std::to_string(info->minor) + ")";
        return choice;
    }
    if (config.type == "auto") {
        choice.note = msg("using the CPU: %1", why);
        return choice;
    }
    if (!config.fallbackToCpu)
        throw MessageError(msg("device.type is \"cuda\" but %1 (set device.fallback_to_cpu to train on the CPU)", why));
    choice.note = msg("CUDA was requested but %1; falling back to the CPU (device.fallback_to_cpu)", why);
    return choice;
}

void applyDeviceSettings(const DeviceConfig& config, const c10::Device& device)
{
    auto& ctx = at::globalContext();
    if (device.is_cuda()) {
        if (config.memoryFraction < 1.0)
            setCudaMemoryFraction(device.index(), config.memoryFraction);
        const auto tf32 = config.tf32 ? at::Float32Precision::TF32 : at::Float32Precision::IEEE;
        ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::MATMUL, tf32);
        ctx.setFloat32Precision(at::Float32Backend::CUDA, at::Float32Op::CONV, tf32);
        ctx.setBenchmarkCuDNN(config.cudnnBenchmark);
    }
}

} // namespace lathe::core
