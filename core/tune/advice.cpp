#include "advice.h"

#include <algorithm>
#include <cmath>

namespace lathe::core {

namespace {
std::string percent(double v)
{
    return std::to_string(static_cast<int>(std::lround(v))) + "%";
}
} // namespace

std::vector<Advice> efficiencyAdvice(const EpochEfficiency& e)
{
    std::vector<Advice> advice;
    if (e.dataWaitPercent >= 20.0) {
        Message a = msg("%1 of step time waits for data", percent(e.dataWaitPercent));
        if (e.onGpu && e.meanGpuUtilisation >= 0)
            a = msg("GPU busy %1 while %2", percent(e.meanGpuUtilisation), a);
        a = e.onGpu ? msg("%1: keep the data on the GPU (loader.gpu_resident \"on\") or raise loader.workers", a)
                    : msg("%1: raise loader.workers or lower data.image_height/width", a);
        advice.push_back({"data-wait", a});
    } else if (e.onGpu && e.meanGpuUtilisation >= 0 && e.meanGpuUtilisation < 60.0) {
        advice.push_back({"gpu-idle", msg("GPU busy only %1 of the time: the steps are too small to fill it; raise training.batch_size (or \"auto\")",
                                          percent(e.meanGpuUtilisation))});
    }
    if (e.onGpu && e.peakGpuMemoryFraction >= 0 && e.peakGpuMemoryFraction < 0.3)
        advice.push_back({"memory-headroom", msg("%1 of GPU memory used at batch %2: the batch can grow (training.batch_size \"auto\" finds the largest)",
                                                 percent(100.0 * e.peakGpuMemoryFraction), e.batchSize)});
    if (e.onGpu && e.precision == "fp32" && e.bf16Capable)
        advice.push_back({"fp32-on-bf16-gpu", msg("fp32 on a bf16-capable GPU: precision.amp \"auto\" or \"bf16\" trains faster with no loss scaling")});
    if (e.onGpu && e.precision == "fp32" && !e.tf32 && e.bf16Capable)
        advice.push_back({"tf32-off", msg("TF32 is off (device.tf32 false): fp32 matmuls run at a fraction of the tensor cores' speed")});
    if (!e.onGpu && e.precision != "fp32")
        advice.push_back({"reduced-precision-on-cpu", msg("%1 on the CPU is usually slower than fp32 there: precision.amp \"off\"", e.precision)});
    const auto& rates = e.rankSamplesPerSecond;
    if (rates.size() >= 2) {
        // Every step waits for the slowest rank: name it when it lags the typical one by a fifth.
        std::vector<double> sorted = rates;
        std::sort(sorted.begin(), sorted.end());
        const double median = sorted[sorted.size() / 2];
        const auto slowest = static_cast<std::size_t>(std::min_element(rates.begin(), rates.end()) - rates.begin());
        if (median > 0 && rates[slowest] < 0.8 * median) {
            const std::string name = slowest < e.rankNames.size() ? e.rankNames[slowest] : "rank " + std::to_string(slowest);
            advice.push_back({"slow-rank", msg("%1 trains %2 slower than the typical rank, and every step waits for it: check its GPU and host "
                                               "(lathe-cli doctor there; another job, clocks, temperature, data wait)",
                                               name, percent(100.0 * (1.0 - rates[slowest] / median)))});
        }
    }
    return advice;
}

std::vector<Advice> AdviceTracker::take(const EpochEfficiency& e)
{
    std::vector<Advice> fresh;
    for (auto& advice : efficiencyAdvice(e)) {
        if (std::find(m_ids.begin(), m_ids.end(), advice.id) != m_ids.end())
            continue;
        m_ids.push_back(advice.id);
        m_texts.push_back(advice.message.text());
        fresh.push_back(std::move(advice));
    }
    return fresh;
}

} // namespace lathe::core
