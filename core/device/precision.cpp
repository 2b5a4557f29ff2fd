#include "precision.h"

#include "util/cudainfo.h"

#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/autocast_mode.h>
#include <ATen/detail/CUDAHooksInterface.h>
#include <torch/cuda.h>

#include <cstdlib>

namespace lathe::core {

std::string cudaUnavailableReason(int id)
{
    bool cudaBuild = true;
    try {
        cudaBuild = at::detail::getCUDAHooks().versionCUDART() > 0;
    } catch (const std::exception&) {
        cudaBuild = false; // the CUDA hooks of a CPU-only LibTorch throw
    }
    const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
    if (!cudaBuild)
        return "this LibTorch was built without CUDA";
    if (visible && std::string(visible).empty())
        return "CUDA_VISIBLE_DEVICES is empty";
    if (!torch::cuda::is_available())
        return "no usable CUDA device (no NVIDIA driver or no GPU)";
    if (id >= static_cast<int>(torch::cuda::device_count()))
        return "device.id " + std::to_string(id) + " does not exist (" + std::to_string(torch::cuda::device_count())
               + " visible CUDA device(s))";
    return {};
}

DeviceChoice chooseDevice(const DeviceConfig& config)
{
    DeviceChoice choice;
    choice.description = "cpu";
    if (config.type == "cpu")
        return choice;

    const std::string why = cudaUnavailableReason(config.id);
    if (why.empty()) {
        choice.device = c10::Device(c10::kCUDA, static_cast<c10::DeviceIndex>(config.id));
        choice.description = "cuda:" + std::to_string(config.id);
        if (const auto info = cudaDeviceInfo(config.id))
            choice.description += " (" + info->name + ", compute " + std::to_string(info->major) + "."
                                  + std::to_string(info->minor) + ")";
        return choice;
    }
    if (config.type == "auto") {
        choice.note = "using the CPU: " + why;
        return choice;
    }
    if (!config.fallbackToCpu)
        throw std::runtime_error("device.type is \"cuda\" but " + why + " (set device.fallback_to_cpu to train on the CPU)");
    choice.note = "CUDA was requested but " + why + "; falling back to the CPU (device.fallback_to_cpu)";
    return choice;
}

PrecisionChoice choosePrecision(const PrecisionConfig& config, const c10::Device& device)
{
    using Mode = PrecisionChoice::Mode;
    PrecisionChoice p;
    const bool cuda = device.is_cuda();
    bool bf16Native = false;
    if (cuda) {
        // Compute capability 8.0 (Ampere) and newer have bf16 tensor cores.
        const auto info = cudaDeviceInfo(device.index());
        bf16Native = info && info->bf16Native();
    }
    if (config.amp == "off") {
        p = {Mode::Fp32, "fp32", "precision.amp is \"off\""};
    } else if (config.amp == "bf16") {
        p = {Mode::Bf16, "bf16", "precision.amp is \"bf16\""};
    } else if (config.amp == "fp16") {
        p = {Mode::Fp16, "fp16 + loss scaling", "precision.amp is \"fp16\""};
    } else if (!cuda) {
        p = {Mode::Fp32, "fp32", "amp auto: on the CPU reduced precision is usually slower than fp32"};
    } else if (bf16Native) {
        p = {Mode::Bf16, "bf16", "amp auto: this GPU supports bf16, which needs no loss scaling"};
    } else {
        p = {Mode::Fp16, "fp16 + loss scaling", "amp auto: this GPU lacks fast bf16, so fp16 with loss scaling"};
    }
    return p;
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

AutocastScope::AutocastScope(const PrecisionChoice& p, const c10::Device& device)
    : m_type(device.type())
    , m_enabled(p.mode != PrecisionChoice::Mode::Fp32)
{
    if (!m_enabled)
        return;
    m_previous = at::autocast::is_autocast_enabled(m_type);
    at::autocast::set_autocast_dtype(m_type, p.mode == PrecisionChoice::Mode::Bf16 ? at::kBFloat16 : at::kHalf);
    at::autocast::set_autocast_enabled(m_type, true);
}

AutocastScope::~AutocastScope()
{
    if (!m_enabled)
        return;
    at::autocast::set_autocast_enabled(m_type, m_previous);
    at::autocast::clear_cache();
}

LossScaler::LossScaler(double initialScale, int growthInterval, const c10::Device& device, double growthFactor,
                       double backoffFactor)
    : m_scale(at::full({1}, initialScale, at::TensorOptions().dtype(at::kFloat).device(device)))
    , m_growthTracker(at::zeros({1}, at::TensorOptions().dtype(at::kInt).device(device)))
    , m_foundInf(at::zeros({1}, at::TensorOptions().dtype(at::kFloat).device(device)))
    , m_skippedOnDevice(at::zeros({1}, at::TensorOptions().dtype(at::kFloat).device(device)))
    , m_growthFactor(growthFactor)
    , m_backoffFactor(backoffFactor)
    , m_growthInterval(growthInterval)
{
}

at::Tensor LossScaler::scale(const at::Tensor& loss) const
{
    return loss * m_scale.to(loss.scalar_type());
}

at::Tensor LossScaler::unscaleOnDevice(const std::vector<at::Tensor>& parameters)
{
    m_foundInf.zero_();
    std::vector<at::Tensor> grads;
    for (const auto& p : parameters) {
        if (p.grad().defined())
            grads.push_back(p.grad());
    }
    const at::Tensor invScale = m_scale.to(at::kDouble).reciprocal().to(at::kFloat);
    if (!grads.empty())
        at::_amp_foreach_non_finite_check_and_unscale_(grads, m_foundInf, invScale);
    return m_foundInf;
}

bool LossScaler::unscale(const std::vector<at::Tensor>& parameters)
{
    const bool finite = unscaleOnDevice(parameters).item<float>() == 0.0f;
    if (!finite)
        ++m_skipped;
    return finite;
}

void LossScaler::countSkippedOnDevice()
{
    m_skippedOnDevice.add_(m_foundInf.ne(0.0f));
}

std::int64_t LossScaler::skippedSteps() const
{
    return m_skipped + static_cast<std::int64_t>(m_skippedOnDevice.item<float>());
}

void LossScaler::update()
{
    at::_amp_update_scale_(m_scale, m_growthTracker, m_foundInf, m_growthFactor, m_backoffFactor, m_growthInterval);
}

double LossScaler::currentScale() const
{
    return m_scale.item<double>();
}

void LossScaler::loadState(const std::vector<at::Tensor>& state)
{
    if (state.size() != 2)
        throw std::runtime_error("loss scaler state: expected 2 tensors");
    m_scale.copy_(state[0]);
    m_growthTracker.copy_(state[1]);
}

} // namespace lathe::core
