#include "runfinder.h"

#include "data/loader.h"
#include "lossscaler.h"
#include "trialtraining.h"
#include "util/cpumemory.h"
#include "util/cudainfo.h"
#include "util/hostmemory.h"
#include "util/outofmemory.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <c10/util/Exception.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <algorithm>
#include <chrono>
#include <optional>

namespace lathe::core {

namespace {

TrialOutcome runTrial(const RunFinderContext& c, std::int64_t batch)
{
    TrialOutcome out;
    const bool cuda = c.device.device.is_cuda();
    const int index = cuda ? static_cast<int>(c.device.device.index()) : -1;
    std::optional<CpuAllocationCounter> counter; // CPU: the trial's tensors, counted
    std::int64_t baseline = 0;
    try {
        if (cuda) {
            resetCudaPeakMemory(index);
            const auto stats = cudaAllocatorStats(index);
            baseline = stats ? stats->reserved : 0;
        } else {
            counter.emplace();
        }
        // Real steps on the run's model with a fresh optimizer (and loss scaler); the caller puts the
        // weights back afterwards.
        auto optimizer = makeOptimizer(c.config.training, c.parameters, c.lrFor(static_cast<int>(batch)));
        std::unique_ptr<LossScaler> scaler;
        if (c.precision.usesScaler())
            scaler = std::make_unique<LossScaler>(c.config.precision.initialScale, c.config.precision.growthInterval, c.device.device);
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(c.config.training.seed + static_cast<std::uint64_t>(batch));
        double seconds = 0.0;
        for (int step = 0; step < 2; ++step) { // the first step also allocates the optimizer's state
            c.trainLoader.start(c.consecutiveSamples ? at::arange(batch, at::kLong) : at::randperm(c.trainSamples, gen, at::kLong).slice(0, 0, batch),
                                batch);
            std::optional<Batch> b = c.trainLoader.next();
            const auto start = std::chrono::steady_clock::now();
            (void)trialStep(c.model, c.parameters, *optimizer, scaler.get(), *b); // waits for the device
            seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        out.samplesPerSecond = static_cast<double>(batch) / std::max(seconds, 1e-9);
        if (cuda) {
            // Reserved, not allocated: memory runs out when the allocator's segments plus a new one
            // exceed the device, and the budget (free + reserved) is counted the same way.
            const auto stats = cudaAllocatorStats(index);
            out.peakBytes = stats ? stats->reservedPeak : -1;
            if (c.cudaGraph && out.peakBytes > 0)
                out.peakBytes = graphStepPeak(out.peakBytes, baseline);
        } else {
            out.peakBytes = counter->peak();
        }
    } catch (const std::exception& e) {
        if (!isOutOfMemoryError(e))
            throw;
        out.outOfMemory = true;
        out.peakBytes = -1;
    }
    // A trial cut short by out-of-memory skipped zero_grad: its gradients would be added into the
    // next trial (and the first training step) and hold memory the cache cannot give back.
    for (auto p : c.parameters)
        p.mutable_grad().reset();
    emptyCudaCache(); // what the trial freed goes back, so the next trial starts clean
    return out;
}

// How much memory the run may use: batch_finder.memory_budget_mb, else what the device offers.
std::int64_t budgetBytes(const RunFinderContext& c, Message& source)
{
    const auto& f = c.config.batchFinder;
    if (f.memoryBudgetMb > 0) {
        source = Message::plain("batch_finder.memory_budget_mb");
        return static_cast<std::int64_t>(f.memoryBudgetMb) << 20;
    }
    if (c.device.device.is_cuda()) {
        // What this process could hold: free device memory plus what its allocator already has,
        // within device.memory_fraction of the device.
        const int index = static_cast<int>(c.device.device.index());
        const auto [freeBytes, totalBytes] = cudaFreeMemory(index);
        const auto stats = cudaAllocatorStats(index);
        source = msg("free GPU memory");
        return std::min(freeBytes + (stats ? stats->reserved : 0),
                        static_cast<std::int64_t>(c.config.device.memoryFraction * static_cast<double>(totalBytes)));
    }
    // The trial's own tensors are counted (util/cpumemory.h) against what the host has free.
    const std::int64_t available = availableHostMemory();
    if (available <= 0)
        throw MessageError(msg("batch-size finder: cannot read the available host memory (/proc/meminfo); set "
                               "batch_finder.memory_budget_mb or training.batch_size to a number"));
    if (c.localRanks > 1) { // CPU ranks of one machine share its memory
        source = msg("available host memory / %1 ranks on this machine", c.localRanks);
        return available / c.localRanks;
    }
    source = msg("available host memory");
    return available;
}

} // namespace

std::int64_t graphStepPeak(std::int64_t peak, std::int64_t baseline)
{
    return peak + std::max<std::int64_t>(0, peak - baseline);
}

std::unique_ptr<torch::optim::Optimizer> makeOptimizer(const TrainingConfig& t, const std::vector<at::Tensor>& parameters, double lr)
{
    if (t.optimizer == "sgd")
        return std::make_unique<torch::optim::SGD>(
            parameters, torch::optim::SGDOptions(lr).momentum(t.momentum).nesterov(t.nesterov).weight_decay(t.weightDecay));
    return std::make_unique<torch::optim::AdamW>(parameters, torch::optim::AdamWOptions(lr).weight_decay(t.weightDecay));
}

FinderResult findRunBatchSize(const RunFinderContext& c)
{
    const auto& f = c.config.batchFinder;
    FinderSettings settings;
    settings.margin = f.margin;
    settings.rounding = f.round;
    settings.prefer = f.prefer;
    settings.maxTrials = f.maxTrials;
    settings.exhaustive = c.exhaustive;
    settings.maxBatch = std::min<std::int64_t>(f.maxBatch, c.trainSamples);
    Message budgetSource;
    settings.budgetBytes = budgetBytes(c, budgetSource);
    c.log(msg("batch-size finder: budget %1 MiB (%2), margin %3%, batches up to %4", settings.budgetBytes >> 20, budgetSource,
              static_cast<int>(f.margin * 100 + 0.5), settings.maxBatch));
    if (c.cudaGraph && c.device.device.is_cuda())
        c.log(msg("batch-size finder: full batches will replay as a CUDA graph, whose memory pool stays reserved beside evaluation and "
                  "eager steps, so each trial counts its step's memory twice (compile.cuda_graph false lets the batch grow)"));
    // The trials train the model: its weights, buffers and random state are put back afterwards.
    const ModelSnapshot snapshot(c.model.model());
    c.model.model().train(true);
    int trialNumber = 0;
    const std::int64_t target = static_cast<std::int64_t>(static_cast<double>(settings.budgetBytes) * (1.0 - settings.margin));
    const FinderResult result = findBatchSize(
        settings,
        [&c](std::int64_t b) {
            if (c.control.stopRequested) // Ctrl-C or Stop between trials
                throw StoppedBeforeTraining{};
            return runTrial(c, b);
        },
        [&](const FinderTrial& t) {
            FinderTrialEvent e{++trialNumber, t.batch, t.phase, t.outcome.peakBytes, target, t.outcome.samplesPerSecond,
                               t.outcome.outOfMemory ? "out of memory" : t.fits ? "ok" : "over budget"};
            c.sink.onFinderTrial(e);
        });
    snapshot.restore();
    return result;
}

} // namespace lathe::core
