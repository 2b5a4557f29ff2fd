#include "batchplan.h"

#include <algorithm>

namespace lathe::core {

bool BatchPlan::updatesAfter(std::int64_t step, int accumulation) const
{
    return (step + 1) % accumulation == 0 || step + 1 == stepsPerEpoch;
}

std::string BatchPlan::lrScalingNote(const TrainingConfig& t) const
{
    if (lr == t.lr)
        return {};
    return "learning rate " + std::to_string(t.lr) + " scaled to " + std::to_string(lr) + " for batch " + std::to_string(batchSize)
           + " (" + t.lrScaling + " rule, base batch " + std::to_string(t.baseBatchSize) + ")";
}

BatchPlan planBatches(const TrainingConfig& t, const LoaderConfig& loader, std::int64_t trainSamples, int batch,
                      std::int64_t maxStepsPerEpoch)
{
    BatchPlan p;
    const std::int64_t n = std::max<std::int64_t>(1, trainSamples);
    p.batchSize = static_cast<int>(std::clamp<std::int64_t>(batch, 1, n));
    p.stepsPerEpoch = loader.dropLast ? n / p.batchSize : (n + p.batchSize - 1) / p.batchSize;
    if (maxStepsPerEpoch > 0)
        p.stepsPerEpoch = std::min(p.stepsPerEpoch, maxStepsPerEpoch);
    p.optimizerStepsPerEpoch = (p.stepsPerEpoch + t.gradAccumulation - 1) / t.gradAccumulation;
    p.lr = scaleLearningRate(t.lr, t.lrScaling, p.batchSize, t.baseBatchSize);
    p.schedule = LrSchedule(t, p.lr, p.optimizerStepsPerEpoch);
    return p;
}

} // namespace lathe::core
