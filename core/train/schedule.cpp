#include "schedule.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lathe::core {

LrSchedule::LrSchedule(const TrainingConfig& config, double peakLr, std::int64_t stepsPerEpoch)
    : m_config(config.scheduler)
    , m_peak(peakLr)
    , m_stepsPerEpoch(std::max<std::int64_t>(1, stepsPerEpoch))
    , m_totalSteps(std::max<std::int64_t>(1, stepsPerEpoch * config.epochs))
{
}

double LrSchedule::at(std::int64_t step) const
{
    const double t = static_cast<double>(step);
    const double total = static_cast<double>(m_totalSteps);
    if (m_config.kind == "onecycle") {
        // Up for 30% of training (or the warm-up when given), then cosine annealing to peak/1e4.
        const double up = m_config.warmupEpochs > 0 ? m_config.warmupEpochs * static_cast<double>(m_stepsPerEpoch) : 0.3 * total;
        const double start = m_peak / 25.0, end = m_peak / 1e4;
        if (t < up)
            return start + (m_peak - start) * (1 - std::cos(std::numbers::pi * t / up)) / 2;
        const double p = std::min(1.0, (t - up) / std::max(1.0, total - up));
        return end + (m_peak - end) * (1 + std::cos(std::numbers::pi * p)) / 2;
    }
    const double warmup = m_config.warmupEpochs * static_cast<double>(m_stepsPerEpoch);
    if (warmup > 0 && t < warmup)
        return m_peak * (t + 1) / warmup;
    if (m_config.kind == "step") {
        const auto epoch = step / m_stepsPerEpoch;
        return m_peak * std::pow(m_config.gamma, static_cast<double>(epoch / m_config.stepEpochs));
    }
    if (m_config.kind == "cosine") {
        const double p = std::clamp((t - warmup) / std::max(1.0, total - warmup), 0.0, 1.0);
        return m_config.minLr + (m_peak - m_config.minLr) * (1 + std::cos(std::numbers::pi * p)) / 2;
    }
    return m_peak;
}

std::vector<double> squeezedSchedule(const TrainingConfig& config, double peakLr, std::int64_t stepsPerEpoch, int steps)
{
    const LrSchedule schedule(config, peakLr, stepsPerEpoch);
    const std::int64_t total = std::max<std::int64_t>(1, std::max<std::int64_t>(1, stepsPerEpoch) * config.epochs);
    const std::int64_t n = std::min<std::int64_t>(std::max(1, steps), total);
    std::vector<double> rates;
    rates.reserve(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i)
        rates.push_back(schedule.at(i * total / n));
    return rates;
}

double scaleLearningRate(double lr, const std::string& rule, int batch, int baseBatch)
{
    const double ratio = static_cast<double>(batch) / static_cast<double>(std::max(1, baseBatch));
    if (rule == "linear")
        return lr * ratio;
    if (rule == "sqrt")
        return lr * std::sqrt(ratio);
    return lr;
}

} // namespace lathe::core
