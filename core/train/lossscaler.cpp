#include "lossscaler.h"

#include <ATen/ATen.h>

#include <stdexcept>

namespace lathe::core {

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
