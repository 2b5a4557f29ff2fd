#include "batchplan.h"

#include <ATen/ATen.h>

#include <algorithm>

namespace lathe::core {

bool BatchPlan::updatesAfter(std::int64_t step, int accumulation) const
{
    return (step + 1) % accumulation == 0 || step + 1 == stepsPerEpoch;
}

Message BatchPlan::lrScalingNote(const TrainingConfig& t) const
{
    if (lr == t.lr)
        return {};
    const Message batch = ranks > 1 ? msg("global batch %1 (%2 ranks × %3)", batchSize * ranks, ranks, batchSize) : msg("batch %1", batchSize);
    if (t.lrScaling == "auto")
        return msg("learning rate %1 scaled to %2 for %3 (training.lr_scaling \"auto\": times the ranks, linear from the per-rank batch)",
                   std::to_string(t.lr), std::to_string(lr), batch);
    return msg("learning rate %1 scaled to %2 for %3 (%4 rule, base batch %5)", std::to_string(t.lr), std::to_string(lr), batch, t.lrScaling,
               t.baseBatchSize);
}

Message BatchPlan::globalBatchNote(const TrainingConfig& t) const
{
    if (ranks <= 1 || t.lrScaling != "none")
        return {};
    const Message advice = batchSize % ranks == 0
                               ? msg("set the batch to %1 per rank, or let the learning rate follow the global batch with "
                                     "training.lr_scaling \"linear\" or \"sqrt\"",
                                     batchSize / ranks)
                               : msg("let the learning rate follow the global batch with training.lr_scaling \"linear\" or \"sqrt\"");
    return msg("global batch %1 (%2 ranks × %3): each step trains on %2× the samples of one process with batch %3, so an epoch takes "
               "1/%2 of the steps, at the same learning rate (training.lr_scaling \"none\"); to train as one process with batch %3 "
               "would, %4",
               batchSize * ranks, ranks, batchSize, advice);
}

BatchPlan planBatches(const TrainingConfig& t, const LoaderConfig& loader, std::int64_t trainSamples, int batch,
                      std::int64_t maxStepsPerEpoch, int ranks)
{
    BatchPlan p;
    p.ranks = std::max(1, ranks);
    const std::int64_t n = std::max<std::int64_t>(p.ranks, trainSamples);
    p.batchSize = static_cast<int>(std::clamp<std::int64_t>(batch, 1, n / p.ranks));
    const std::int64_t global = static_cast<std::int64_t>(p.batchSize) * p.ranks;
    // The last global batch needs two samples for every rank, else it is dropped: over one sample batch
    // normalisation has no variance, and LibTorch would record a NaN running variance (every later
    // output NaN). The order is drawn again each epoch, so no sample is left out for long.
    p.stepsPerEpoch = loader.dropLast || n % global < 2 * p.ranks ? n / global : n / global + 1;
    p.stepsPerEpoch = std::max<std::int64_t>(1, p.stepsPerEpoch);
    if (maxStepsPerEpoch > 0)
        p.stepsPerEpoch = std::min(p.stepsPerEpoch, maxStepsPerEpoch);
    p.optimizerStepsPerEpoch = (p.stepsPerEpoch + t.gradAccumulation - 1) / t.gradAccumulation;
    // "auto": the learning rate was chosen for the configured (per-rank) batch; N ranks take N of those
    // batches in a step, so it grows with them (the linear rule from the per-rank batch).
    p.lr = t.lrScaling == "auto" ? scaleLearningRate(t.lr, "linear", static_cast<int>(global), p.batchSize)
                                 : scaleLearningRate(t.lr, t.lrScaling, static_cast<int>(global), t.baseBatchSize);
    p.schedule = LrSchedule(t, p.lr, p.optimizerStepsPerEpoch);
    return p;
}

at::Tensor epochShard(const at::Tensor& order, const BatchPlan& plan, int rank, int ranks)
{
    const std::int64_t n = order.numel();
    const std::int64_t b = plan.batchSize;
    const std::int64_t global = b * ranks;
    const std::int64_t used = std::min(n, plan.stepsPerEpoch * global);
    if (ranks <= 1)
        return order.slice(0, 0, used);
    const std::int64_t fullSteps = used / global;
    // Full steps: [steps, ranks, batch] → this rank's [steps, batch].
    at::Tensor mine = order.slice(0, 0, fullSteps * global).view({fullSteps, ranks, b}).select(1, rank).reshape(-1);
    const std::int64_t rest = used - fullSteps * global;
    if (rest == 0)
        return mine;
    const std::int64_t share = rest / ranks, extra = rest % ranks; // the first `extra` ranks take one more
    const std::int64_t begin = fullSteps * global + rank * share + std::min<std::int64_t>(rank, extra);
    const std::int64_t count = share + (rank < extra ? 1 : 0);
    return at::cat({mine, order.slice(0, begin, begin + count)});
}

} // namespace lathe::core
