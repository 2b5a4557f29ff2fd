#include "meters.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>

namespace lathe::core {

void AverageValueMeter::reset(const c10::Device& device, double sum, std::int64_t count)
{
    m_sum = at::full({}, sum, at::TensorOptions().dtype(at::kDouble).device(device));
    m_count = count;
}

void AverageValueMeter::add(const at::Tensor& value, std::int64_t weight)
{
    m_sum += value.detach().to(at::kDouble) * static_cast<double>(weight);
    m_count += weight;
}

double AverageValueMeter::sum() const
{
    return m_sum.defined() ? m_sum.item<double>() : 0.0;
}

double AverageValueMeter::value() const
{
    return sum() / static_cast<double>(std::max<std::int64_t>(1, m_count));
}

void HitRateMeter::reset(const c10::Device& device, std::int64_t hits, std::int64_t count)
{
    m_hits = at::full({}, hits, at::TensorOptions().dtype(at::kLong).device(device));
    m_count = count;
}

void HitRateMeter::add(const at::Tensor& hits, std::int64_t samples)
{
    m_hits += hits;
    m_count += samples;
}

std::int64_t HitRateMeter::hits() const
{
    return m_hits.defined() ? m_hits.item<std::int64_t>() : 0;
}

double HitRateMeter::value() const
{
    return static_cast<double>(hits()) / static_cast<double>(std::max<std::int64_t>(1, m_count));
}

at::Tensor correctPredictions(const at::Tensor& logits, const at::Tensor& targets)
{
    return logits.detach().argmax(1).eq(targets).sum();
}

at::Tensor topKHits(const at::Tensor& logits, const at::Tensor& targets, std::int64_t k)
{
    return std::get<1>(logits.detach().topk(k, 1)).eq(targets.unsqueeze(1)).any(1).sum();
}

void RegressionMeter::reset()
{
    m_predictions.clear();
    m_targets.clear();
}

void RegressionMeter::add(const at::Tensor& predictions, const at::Tensor& targets)
{
    m_predictions.push_back(predictions.detach());
    m_targets.push_back(targets.clone());
}

RegressionMeter::Errors RegressionMeter::value() const
{
    if (m_predictions.empty())
        return {};
    const at::Tensor pred = at::cat(m_predictions).to(at::kDouble);
    const at::Tensor target = at::cat(m_targets).to(at::kDouble);
    const at::Tensor err = pred - target;
    Errors e;
    e.mae = err.abs().mean().item<double>();
    e.rmse = std::sqrt(err.pow(2).mean().item<double>());
    const double total = (target - target.mean(0)).pow(2).sum().item<double>();
    e.r2 = total > 0 ? 1.0 - err.pow(2).sum().item<double>() / total : 0.0;
    return e;
}

std::pair<at::Tensor, at::Tensor> RegressionMeter::all() const
{
    if (m_predictions.empty())
        return {at::zeros({0, 1}, at::kDouble), at::zeros({0, 1}, at::kDouble)};
    const at::Tensor pred = at::cat(m_predictions).to(at::kCPU, at::kDouble);
    const at::Tensor target = at::cat(m_targets).to(at::kCPU, at::kDouble).reshape({pred.size(0), -1});
    return {pred.reshape_as(target), target};
}

std::vector<double> RegressionMeter::sums(std::int64_t columns) const
{
    std::vector<double> s(3 + 2 * static_cast<std::size_t>(columns), 0.0);
    if (m_predictions.empty())
        return s;
    const at::Tensor pred = at::cat(m_predictions).to(at::kDouble);
    const at::Tensor target = at::cat(m_targets).to(at::kDouble).reshape({pred.size(0), -1});
    const at::Tensor err = pred.reshape_as(target) - target;
    s[0] = static_cast<double>(err.numel());
    s[1] = err.abs().sum().item<double>();
    s[2] = err.pow(2).sum().item<double>();
    const at::Tensor ySum = target.sum(0).contiguous(), ySq = target.pow(2).sum(0).contiguous();
    for (std::int64_t c = 0; c < std::min(columns, ySum.numel()); ++c) {
        s[3 + 2 * c] = ySum[c].item<double>();
        s[4 + 2 * c] = ySq[c].item<double>();
    }
    return s;
}

RegressionMeter::Errors RegressionMeter::fromSums(const std::vector<double>& s)
{
    Errors e;
    const double values = s.at(0);
    if (values <= 0)
        return e;
    const std::size_t columns = (s.size() - 3) / 2;
    const double rows = values / static_cast<double>(std::max<std::size_t>(1, columns));
    e.mae = s[1] / values;
    e.rmse = std::sqrt(s[2] / values);
    double total = 0.0;
    for (std::size_t c = 0; c < columns; ++c)
        total += s[4 + 2 * c] - s[3 + 2 * c] * s[3 + 2 * c] / rows;
    e.r2 = total > 0 ? 1.0 - s[2] / total : 0.0;
    return e;
}

void DeviceUsageMeter::add(double utilisationPercent, double memoryUsed, double memoryTotal)
{
    std::lock_guard lock(m_mutex);
    if (utilisationPercent >= 0) {
        m_utilisationSum += utilisationPercent;
        ++m_samples;
    }
    if (memoryUsed >= 0 && memoryTotal > 0)
        m_peakMemory = std::max(m_peakMemory, memoryUsed / memoryTotal);
}

void DeviceUsageMeter::addCpu(double processPercentOfOneCore, double hostPercent)
{
    std::lock_guard lock(m_mutex);
    if (processPercentOfOneCore >= 0) {
        m_cpuSum += processPercentOfOneCore;
        ++m_cpuSamples;
    }
    if (hostPercent >= 0) {
        m_hostSum += hostPercent;
        ++m_hostSamples;
    }
}

DeviceUsageMeter::Usage DeviceUsageMeter::take()
{
    std::lock_guard lock(m_mutex);
    Usage u{m_samples > 0 ? m_utilisationSum / m_samples : -1.0, m_peakMemory, m_cpuSamples > 0 ? m_cpuSum / m_cpuSamples : -1.0,
            m_hostSamples > 0 ? m_hostSum / m_hostSamples : -1.0};
    m_utilisationSum = 0.0;
    m_samples = 0;
    m_peakMemory = -1.0;
    m_cpuSum = 0.0;
    m_cpuSamples = 0;
    m_hostSum = 0.0;
    m_hostSamples = 0;
    return u;
}

} // namespace lathe::core
