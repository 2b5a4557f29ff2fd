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
#include <stdexcept>
#include <string>
#include <vector>

namespace lathe::core {

namespace {

TrialOutcome runTrial(const RunFinderContext& c, std::int64_t batch, int timedSteps)
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
        // One pass of the loader over timedSteps + 1 batches, as an epoch runs them (the next batch
        // prepared while a step trains); the first step also allocates the optimizer's state and is not
        // timed. Each timed step counts from the end of the one before, its wait for the batch
        // included; the trial's time is their median (a step the system parks does not decide).
        const std::int64_t samples = batch * (timedSteps + 1);
        const at::Tensor wrapped = at::arange(samples, at::kLong).remainder(c.trainSamples);
        c.trainLoader.start(c.consecutiveSamples ? wrapped : at::randperm(c.trainSamples, gen, at::kLong).index_select(0, wrapped), batch);
        std::vector<double> steps;
        auto start = std::chrono::steady_clock::now();
        for (int step = 0; step <= timedSteps; ++step) {
            std::optional<Batch> b = c.trainLoader.next();
            if (!b)
                throw std::logic_error("batch-size finder: the loader ended before step " + std::to_string(step + 1) + " of a trial");
            (void)trialStep(c.model, c.parameters, *optimizer, scaler.get(), *b); // waits for the device
            const auto end = std::chrono::steady_clock::now();
            if (step > 0)
                steps.push_back(std::chrono::duration<double>(end - start).count());
            start = end;
        }
        std::nth_element(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(steps.size() / 2), steps.end());
        const double seconds = steps[steps.size() / 2];
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

// The gradient noise scale's measurement (tune/batchfinder.h GradientNoise) at the run's weights, in
// training mode: per group, `perGroup` gradients of `small` random samples each; their mean squared
// norm is |G_small|², the squared norm of their mean is |G_big|² at small × perGroup. No optimizer
// step: the weights stay as they are. Scaled losses (fp16) are unscaled before the norms.
GradientNoise measureGradientNoise(const RunFinderContext& c, std::int64_t small, int perGroup, int groups)
{
    GradientNoise out;
    if (small < 1 || perGroup < 2 || groups < 1)
        return out;
    std::unique_ptr<LossScaler> scaler;
    if (c.precision.usesScaler())
        scaler = std::make_unique<LossScaler>(c.config.precision.initialScale, c.config.precision.growthInterval, c.device.device);
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(c.config.training.seed ^ 0x6e6f697365ULL); // "noise"
    double smallSum = 0.0, bigSum = 0.0;
    int smallCount = 0, measuredGroups = 0;
    for (int g = 0; g < groups; ++g) {
        const std::int64_t n = small * perGroup;
        c.trainLoader.start(c.consecutiveSamples ? at::arange(static_cast<std::int64_t>(g) * n, static_cast<std::int64_t>(g + 1) * n, at::kLong)
                                                           .remainder(c.trainSamples)
                                                 : at::randperm(c.trainSamples, gen, at::kLong).slice(0, 0, n),
                            small);
        std::vector<at::Tensor> sum;
        int batches = 0;
        while (batches < perGroup) {
            if (c.control.stopRequested)
                throw StoppedBeforeTraining{};
            std::optional<Batch> b = c.trainLoader.next();
            if (!b)
                break;
            const at::Tensor loss = c.model.loss(c.model.forward(c.model.inputs(b->inputs)), b->targets);
            (scaler ? scaler->scale(loss) : loss).backward();
            const bool finite = !scaler || scaler->unscale(c.parameters);
            at::Tensor norm = at::zeros({}, at::TensorOptions().dtype(at::kDouble).device(c.device.device));
            for (std::size_t i = 0; i < c.parameters.size(); ++i) {
                const at::Tensor& grad = c.parameters[i].grad();
                if (!grad.defined())
                    continue;
                const at::Tensor g64 = grad.to(at::kDouble);
                norm += g64.pow(2).sum();
                if (sum.size() <= i)
                    sum.resize(c.parameters.size());
                sum[i] = sum[i].defined() ? sum[i] + g64 : g64.clone();
            }
            for (auto p : c.parameters)
                p.mutable_grad().reset();
            if (!finite) // an fp16 overflow: the measurement is lost, not the scale's fault
                return out;
            smallSum += norm.item<double>();
            ++smallCount;
            ++batches;
        }
        if (batches < 2)
            break;
        double big = 0.0;
        for (const at::Tensor& t : sum) {
            if (t.defined())
                big += (t / static_cast<double>(batches)).pow(2).sum().item<double>();
        }
        bigSum += big;
        ++measuredGroups;
        out.bigBatch = small * batches;
    }
    if (measuredGroups == 0)
        return out;
    out.smallBatch = small;
    out.smallNormSquared = smallSum / smallCount;
    out.bigNormSquared = bigSum / measuredGroups;
    out.groups = measuredGroups;
    emptyCudaCache();
    return out;
}

// batch_finder.prefer "auto": on a GPU the largest batch (memory is what limits, and a full device
// is the fast path); elsewhere the batch that should reach an accuracy soonest (bench/time_to_accuracy.sh).
std::string resolvedPreference(const RunFinderContext& c)
{
    if (c.config.batchFinder.prefer != "auto")
        return c.config.batchFinder.prefer;
    return c.device.device.is_cuda() ? "largest" : "time_to_accuracy";
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
    settings.prefer = resolvedPreference(c);
    settings.ranks = c.ranks;
    settings.maxTrials = f.maxTrials;
    settings.exhaustive = c.exhaustive;
    settings.maxBatch = std::min<std::int64_t>(f.maxBatch, c.trainSamples);
    settings.maxIsSplit = c.trainSamples < f.maxBatch;
    settings.runSamples = static_cast<std::int64_t>(std::max(0, c.config.training.epochs)) * c.trainSamples;
    Message budgetSource;
    settings.budgetBytes = budgetBytes(c, budgetSource);
    c.log(msg("batch-size finder: budget %1 MiB (%2), margin %3%, batches up to %4", settings.budgetBytes >> 20, budgetSource,
              static_cast<int>(f.margin * 100 + 0.5), settings.maxBatch));
    if (f.prefer == "auto" && settings.prefer == "time_to_accuracy")
        c.log(msg("batch-size finder: memory does not limit the batch on a CPU, so the finder aims at the time to an accuracy "
                  "(batch_finder.prefer \"auto\"; \"largest\" takes the largest batch that fits)"));
    if (c.cudaGraph && c.device.device.is_cuda())
        c.log(msg("batch-size finder: full batches will replay as a CUDA graph, whose memory pool stays reserved beside evaluation and "
                  "eager steps, so each trial counts its step's memory twice (compile.cuda_graph false lets the batch grow)"));
    // The trials train the model: its weights, buffers and random state are put back afterwards.
    const ModelSnapshot snapshot(c.model.model());
    c.model.model().train(true);
    int trialNumber = 0;
    const std::int64_t target = static_cast<std::int64_t>(static_cast<double>(settings.budgetBytes) * (1.0 - settings.margin));
    // The noise scale from batches of 32 (fewer when the split is small), 16 to a mean, 4 times.
    const std::int64_t small = std::clamp<std::int64_t>(c.trainSamples / 64, 1, 32);
    const NoiseFn noise = [&c, small] { return measureGradientNoise(c, small, 16, 4); };
    const FinderResult result = findBatchSize(
        settings,
        [&c](std::int64_t b, int timedSteps) {
            if (c.control.stopRequested) // Ctrl-C or Stop between trials
                throw StoppedBeforeTraining{};
            return runTrial(c, b, timedSteps);
        },
        [&](const FinderTrial& t) {
            FinderTrialEvent e{++trialNumber, t.batch, t.phase, t.outcome.peakBytes, target, t.outcome.samplesPerSecond,
                               t.outcome.outOfMemory ? "out of memory" : t.fits ? "ok" : "over budget"};
            c.sink.onFinderTrial(e);
        },
        noise);
    snapshot.restore();
    return result;
}

} // namespace lathe::core
