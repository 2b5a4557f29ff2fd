#include "batchplan.h"

#include <ATen/ATen.h>

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
    const std::string batch = ranks > 1 ? "global batch " + std::to_string(batchSize * ranks) + " (" + std::to_string(ranks)
                                              + " ranks × " + std::to_string(batchSize) + ")"
                                        : "batch " + std::to_string(batchSize);
    if (t.lrScaling == "auto")
        return "learning rate " + std::to_string(t.lr) + " scaled to " + std::to_string(lr) + " for " + batch
               + " (training.lr_scaling \"auto\": times the ranks, linear from the per-rank batch)";
    return "learning rate " + std::to_string(t.lr) + " scaled to " + std::to_string(lr) + " for " + batch + " (" + t.lrScaling
           + " rule, base batch " + std::to_string(t.baseBatchSize) + ")";
}

std::string BatchPlan::globalBatchNote(const TrainingConfig& t) const
{
    if (ranks <= 1 || t.lrScaling != "none")
        return {};
    const std::string r = std::to_string(ranks), b = std::to_string(batchSize);
    std::string note = "global batch " + std::to_string(batchSize * ranks) + " (" + r + " ranks × " + b + "): each step trains on " + r
                       + "× the samples of one process with batch " + b + ", so an epoch takes 1/" + r
                       + " of the steps, at the same learning rate (training.lr_scaling \"none\"); to train as one process with batch " + b
                       + " would, ";
    if (batchSize % ranks == 0)
        note += "set the batch to " + std::to_string(batchSize / ranks) + " per rank, or ";
    return note + "let the learning rate follow the global batch with training.lr_scaling \"linear\" or \"sqrt\"";
}

BatchPlan planBatches(const TrainingConfig& t, const LoaderConfig& loader, std::int64_t trainSamples, int batch,
                      std::int64_t maxStepsPerEpoch, int ranks)
{
    BatchPlan p;
    p.ranks = std::max(1, ranks);
    const std::int64_t n = std::max<std::int64_t>(p.ranks, trainSamples);
    p.batchSize = static_cast<int>(std::clamp<std::int64_t>(batch, 1, n / p.ranks));
    const std::int64_t global = static_cast<std::int64_t>(p.batchSize) * p.ranks;
    // The last global batch needs a sample for every rank, else it is dropped.
    p.stepsPerEpoch = loader.dropLast || n % global < p.ranks ? n / global : n / global + 1;
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
