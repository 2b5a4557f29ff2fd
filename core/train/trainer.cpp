// Trainer, part 2: the training loop, evaluation, checkpoints and export. Setup (device, data,
// model, optimizer, batch size) is in trainersetup.cpp.

#include "trainer.h"

#include "models/modelfactory.h"
#include "util/cudainfo.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/passes/autocast.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <chrono>
#include <cmath>

namespace lathe::core {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

Trainer::Trainer(const Config& config, EventSink& sink, SessionControl& control, const SessionOptions& options)
    : m_config(config)
    , m_sink(sink)
    , m_control(control)
    , m_options(options)
{
}

Trainer::~Trainer() = default;

void Trainer::log(LogLevel level, const std::string& text)
{
    if (m_runDir)
        m_runDir->appendLog(logLevelName(level), text);
    m_sink.onLog({level, text});
}

std::string Trainer::runDirPath() const
{
    return m_runDir ? m_runDir->path().string() : std::string();
}

at::Tensor Trainer::modelInputs(const at::Tensor& raw, const AugmentParams* augment, std::int64_t augmentSeed)
{
    if (raw.scalar_type() != at::kByte)
        return raw;
    at::Tensor x = raw.to(at::kFloat).div_(255.0);
    if (augment && augment->any()) {
        // Seeded per step, so a resumed run augments its remaining steps exactly as an unbroken one.
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(static_cast<std::uint64_t>(augmentSeed));
        x = augmentBatch(x, *augment, gen);
    }
    return x.sub_(m_imageMean).div_(m_imageStd);
}

BatchLoader& Trainer::loaderFor(const TensorSplit& split)
{
    const int i = &split == &m_data.train ? 0 : &split == &m_data.val ? 1 : 2;
    if (!m_loaders[i])
        m_loaders[i] = std::make_unique<BatchLoader>(split, m_device.device, m_loaderPlan);
    return *m_loaders[i];
}

at::Tensor Trainer::forward(const at::Tensor& inputs)
{
    AutocastScope autocast(m_precision, m_device.device);
    return m_model.forward({inputs}).toTensor();
}

at::Tensor Trainer::lossOf(const at::Tensor& outputs, const at::Tensor& targets) const
{
    const at::Tensor out = outputs.to(at::kFloat);
    if (m_data.classification)
        return at::cross_entropy_loss(out, targets, {}, at::Reduction::Mean, -100, m_config.training.labelSmoothing);
    return at::mse_loss(out, targets);
}

void Trainer::setLearningRate(double lr)
{
    for (auto& group : m_optimizer->param_groups())
        group.options().set_lr(lr);
}

void Trainer::optimizerStep()
{
    syncOptimizerToHost();
    m_deviceStepsCurrent = false;
    bool finite = true;
    if (m_scaler)
        finite = m_scaler->unscale(m_parameters);
    if (finite && m_config.training.gradClip > 0.0)
        torch::nn::utils::clip_grad_norm_(m_parameters, m_config.training.gradClip);
    if (finite)
        m_optimizer->step();
    if (m_scaler)
        m_scaler->update();
    m_optimizer->zero_grad(true);
    ++m_progress.optimizerSteps;
    setLearningRate(m_schedule->at(m_progress.optimizerSteps));
}

bool Trainer::handleControls()
{
    if (m_control.checkpointRequested.exchange(false)) {
        saveCheckpoint("last", m_progress.completedEpochs);
        log(LogLevel::Info, "checkpoint saved on request");
    }
    return m_control.waitWhilePaused();
}

bool Trainer::trainEpoch(int epoch)
{
    m_model.train(true);
    const TensorSplit& train = m_data.train;
    const std::int64_t n = train.size();
    // A generator per epoch, seeded from the run seed: the order is the same whether or not the run
    // was interrupted and resumed.
    at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(m_config.training.seed * 1000003ULL + static_cast<std::uint64_t>(epoch));
    const at::Tensor order = m_config.loader.shuffle ? at::randperm(n, gen, at::kLong) : at::arange(n, at::kLong);
    const int accumulation = m_config.training.gradAccumulation;
    TrainingProgress& p = m_progress;
    const bool images = train.images();
    const std::string preset = presetForEpoch(m_config.augmentation, epoch);
    const AugmentParams augment = resolveAugmentation(m_config.augmentation, preset);
    const bool configured = m_config.augmentation.preset != "none" || !m_config.augmentation.schedule.empty() || augment.any();
    if (images && configured && preset != m_augmentPreset) {
        log(LogLevel::Info, "augmentation from epoch " + std::to_string(epoch) + " (training split only): " + preset + " — "
                                + augment.describe());
        m_augmentPreset = preset;
    }
    const bool continuing = p.epochInProgress == epoch;
    if (!continuing) {
        p.epochInProgress = epoch;
        p.stepInEpoch = 0;
        p.partialLossSum = p.partialCorrect = p.partialDataSeconds = p.partialSeconds = 0.0;
        p.partialSamples = 0;
    }
    m_lossSum = at::full({}, p.partialLossSum, at::TensorOptions().dtype(at::kDouble).device(m_device.device));
    m_correct = at::full({}, static_cast<std::int64_t>(p.partialCorrect), at::TensorOptions().dtype(at::kLong).device(m_device.device));
    auto segmentStart = Clock::now();
    auto lastEvent = segmentStart;
    std::int64_t sinceEvent = 0;
    auto closeSegment = [&] {
        p.partialSeconds += secondsSince(segmentStart);
        segmentStart = Clock::now();
    };

    BatchLoader& loader = loaderFor(train);
    loader.start(order.slice(0, 0, std::min(n, m_stepsPerEpoch * m_batchSize)), m_batchSize, p.stepInEpoch);
    for (std::int64_t step = p.stepInEpoch; step < m_stepsPerEpoch; ++step) {
        if (m_control.checkpointRequested || m_control.stopRequested || m_control.paused) {
            closeSegment(); // checkpoints written here carry the epoch's time so far
            const bool go = handleControls();
            segmentStart = Clock::now();
            if (!go)
                return false;
        }
        const auto fetchStart = Clock::now();
        std::optional<Batch> batch = loader.next();
        // Data wait: the time the step waited for its batch. Scaling, augmentation and normalisation
        // after it are device work of the step, like the forward pass.
        p.partialDataSeconds += secondsSince(fetchStart);
        if (!batch)
            throw std::logic_error("the loader ended before step " + std::to_string(step + 1) + " of " + std::to_string(m_stepsPerEpoch));
        const std::int64_t augmentSeed =
            static_cast<std::int64_t>(m_config.training.seed % 100000) * 1000003 + static_cast<std::int64_t>(epoch) * 100003 + step;
        const at::Tensor x = modelInputs(batch->inputs, images ? &augment : nullptr, augmentSeed);
        const at::Tensor y = batch->targets;

        if (m_options.simulateOutOfMemoryAbove > 0 && batch->size() > m_options.simulateOutOfMemoryAbove)
            TORCH_CHECK_WITH(OutOfMemoryError, false, "simulated out of memory for batch ", batch->size());
        const std::int64_t b = batch->size();
        at::Tensor loss;
        if (useDeviceStep(b)) {
            loss = deviceStep(x, y);
            if (m_data.classification)
                m_correct += m_stepCorrect;
        } else {
            const at::Tensor out = forward(x);
            loss = lossOf(out, y);
            const at::Tensor scaled = m_scaler ? m_scaler->scale(loss / accumulation) : loss / accumulation;
            scaled.backward();
            if ((step + 1) % accumulation == 0 || step + 1 == m_stepsPerEpoch)
                optimizerStep();
            if (m_data.classification)
                m_correct += out.detach().argmax(1).eq(y).sum();
        }
        m_lossSum += loss.detach().to(at::kDouble) * static_cast<double>(b);
        p.partialSamples += b;
        p.stepInEpoch = step + 1;
        sinceEvent += b;
        ++p.globalStep;

        const bool last = step + 1 == m_stepsPerEpoch;
        if (last || secondsSince(lastEvent) >= m_options.batchEventSeconds) {
            const double lossValue = loss.item<double>();
            if (!std::isfinite(lossValue) && !m_scaler)
                throw NonFiniteLossError("the training loss became " + std::to_string(lossValue) + " at epoch "
                                         + std::to_string(epoch) + ", step " + std::to_string(step + 1)
                                         + "; lower training.lr or enable gradient clipping");
            const double elapsed = secondsSince(lastEvent);
            m_sink.onBatch({epoch, step + 1, p.globalStep, m_stepsPerEpoch, lossValue, m_schedule->at(p.optimizerSteps),
                            elapsed > 0 ? static_cast<double>(sinceEvent) / elapsed : 0.0});
            lastEvent = Clock::now();
            sinceEvent = 0;
        }
    }
    closeSegment();
    p.partialLossSum = m_lossSum.item<double>();
    p.partialCorrect = static_cast<double>(m_correct.item<std::int64_t>());
    return true;
}

Trainer::Metrics Trainer::evaluate(const TensorSplit& split, const std::string& prefix)
{
    if (split.size() == 0)
        return {};
    // At least 256 for speed; if that runs out of memory (a batch found for training at the limit),
    // the training batch, which fits (evaluation keeps no activations for backward).
    std::int64_t batch = std::max<std::int64_t>(m_batchSize, 256);
    for (;;) {
        try {
            return evaluateWith(split, prefix, batch);
        } catch (const c10::Error& e) {
            if (!isOutOfMemoryError(e) || batch <= m_batchSize)
                throw;
            emptyCudaCache();
            log(LogLevel::Warning, "out of memory evaluating " + prefix + " with batch " + std::to_string(batch)
                                       + "; evaluating with the training batch " + std::to_string(m_batchSize));
            batch = m_batchSize;
        }
    }
}

Trainer::Metrics Trainer::evaluateWith(const TensorSplit& split, const std::string& prefix, std::int64_t batch)
{
    Metrics m;
    at::NoGradGuard noGrad;
    m_model.train(false);
    const std::int64_t n = split.size();
    double lossSum = 0.0;
    std::int64_t correct = 0, top5 = 0;
    std::vector<at::Tensor> predictions;
    BatchLoader& loader = loaderFor(split);
    loader.start(at::arange(n, at::kLong), batch);
    std::vector<at::Tensor> targets;
    while (std::optional<Batch> b = loader.next()) {
        const at::Tensor out = forward(modelInputs(b->inputs)).to(at::kFloat);
        const at::Tensor& y = b->targets;
        lossSum += lossOf(out, y).item<double>() * static_cast<double>(b->size());
        if (m_data.classification) {
            correct += out.argmax(1).eq(y).sum().item<std::int64_t>();
            if (m_data.numClasses > 5)
                top5 += std::get<1>(out.topk(5, 1)).eq(y.unsqueeze(1)).any(1).sum().item<std::int64_t>();
        } else {
            predictions.push_back(out);
            targets.push_back(y.clone()); // the loader may reuse y's memory for the next batch
        }
    }
    m[prefix + "_loss"] = lossSum / static_cast<double>(n);
    if (m_data.classification) {
        m[prefix + "_accuracy"] = static_cast<double>(correct) / static_cast<double>(n);
        if (m_data.numClasses > 5)
            m[prefix + "_top5"] = static_cast<double>(top5) / static_cast<double>(n);
    } else {
        const at::Tensor pred = at::cat(predictions).to(at::kDouble);
        const at::Tensor target = at::cat(targets).to(at::kDouble);
        const at::Tensor err = pred - target;
        m[prefix + "_mae"] = err.abs().mean().item<double>();
        m[prefix + "_rmse"] = std::sqrt(err.pow(2).mean().item<double>());
        const double total = (target - target.mean(0)).pow(2).sum().item<double>();
        m[prefix + "_r2"] = total > 0 ? 1.0 - err.pow(2).sum().item<double>() / total : 0.0;
    }
    return m;
}

bool Trainer::isImprovement(const Metrics& metrics, const std::string& metric, double minDelta, double& best) const
{
    std::string key = metric;
    if (!metrics.count(key))
        key = "train_loss"; // no validation split
    const double v = metrics.at(key);
    const bool higherIsBetter = key == "val_accuracy" || key == "val_r2";
    const bool better = std::isnan(best) || (higherIsBetter ? v > best + minDelta : v < best - minDelta);
    if (better)
        best = v;
    return better;
}

void Trainer::saveCheckpoint(const std::string& name, int epoch)
{
    if (!m_runDir || !m_optimizer)
        return;
    syncOptimizerToHost();
    TrainingProgress progress = m_progress;
    progress.completedEpochs = epoch;
    if (progress.epochInProgress > epoch && m_lossSum.defined()) {
        // Mid-epoch: carry the running sums so the resumed epoch reports all of its steps.
        progress.partialLossSum = m_lossSum.item<double>();
        progress.partialCorrect = static_cast<double>(m_correct.item<std::int64_t>());
    } else {
        progress.epochInProgress = 0;
        progress.stepInEpoch = 0;
    }
    writeCheckpoint(m_runDir->path() / "checkpoints", name, m_model, *m_optimizer, m_scaler.get(), progress,
                    {m_precision.name, m_scaler ? m_scaler->currentScale() : 1.0, m_config.json});
}

bool Trainer::saveLastIfPossible()
{
    if (!m_started)
        return false;
    try {
        saveCheckpoint("last", m_progress.completedEpochs);
        return true;
    } catch (const std::exception& e) {
        log(LogLevel::Error, std::string("could not save the last checkpoint: ") + e.what());
        return false;
    }
}

void Trainer::exportModel()
{
    torch::jit::Module exported = m_model.clone();
    exported.to(c10::Device(c10::kCPU));
    exported.eval();
    Json meta{{"input_shape", m_data.inputShape}, {"output_size", m_data.outputSize}, {"task", m_data.classification ? "classification" : "regression"}};
    if (m_data.classification)
        meta["classes"] = m_data.classNames;
    const Json preparation = m_data.inputPreparation();
    meta.update(preparation);
    if (m_config.compile.freeze)
        exported = torch::jit::freeze(exported);
    const fs::path target = m_runDir->file("model.pt");
    exported.save(target.string() + ".tmp", {{"lathe_model.json", meta.dump(2)}});
    fs::rename(target.string() + ".tmp", target);
    log(LogLevel::Info, std::string("exported ") + (m_config.compile.freeze ? "frozen " : "") + "TorchScript model " + target.string());
}

bool Trainer::finishEpoch(int epoch, Metrics& last)
{
    const auto& t = m_config.training;
    TrainingProgress& p = m_progress;
    const double samples = static_cast<double>(std::max<std::int64_t>(1, p.partialSamples));
    Metrics metrics{{"train_loss", p.partialLossSum / samples}};
    if (m_data.classification)
        metrics["train_accuracy"] = p.partialCorrect / samples;
    for (const auto& [k, v] : evaluate(m_data.val, "val"))
        metrics[k] = v;
    p.completedEpochs = epoch;
    p.epochInProgress = 0;
    p.stepInEpoch = 0;
    const bool improved = isImprovement(metrics, m_config.output.checkpoint.metric, 0.0, p.best);
    if (improved)
        p.bestMetrics = metrics;

    const double seconds = std::max(1e-9, p.partialSeconds);
    EpochEvent ev{epoch, t.epochs, metrics, m_schedule->at(p.optimizerSteps), p.partialSeconds,
                  static_cast<double>(p.partialSamples) / seconds, 100.0 * p.partialDataSeconds / seconds, improved};
    Json record{{"epoch", epoch}, {"lr", ev.lr}, {"epoch_seconds", ev.seconds}, {"samples_per_second", ev.samplesPerSecond},
                {"data_wait_percent", ev.dataWaitPercent}, {"time", localTimestamp()}};
    for (const auto& [k, v] : metrics)
        record[k] = v;
    // What nvidia-smi would have shown over the epoch (training and validation), when NVML answers.
    const EpochEfficiency efficiency = takeEpochEfficiency(ev.dataWaitPercent);
    if (efficiency.meanGpuUtilisation >= 0)
        record["gpu_utilisation_percent"] = efficiency.meanGpuUtilisation;
    if (efficiency.peakGpuMemoryFraction >= 0)
        record["gpu_memory_peak_percent"] = 100.0 * efficiency.peakGpuMemoryFraction;
    last = metrics;

    bool carryOn = true;
    if (t.earlyStopping.enabled) {
        p.epochsWithoutImprovement = isImprovement(metrics, t.earlyStopping.metric, t.earlyStopping.minDelta, p.earlyBest)
                                         ? 0
                                         : p.epochsWithoutImprovement + 1;
        carryOn = p.epochsWithoutImprovement < t.earlyStopping.patience;
    }
    // Checkpoint first, then record and announce the epoch: an epoch that was reported is never
    // trained again after a crash.
    const auto& every = m_config.output.checkpoint.everyEpochs;
    if (every > 0 && epoch % every == 0)
        saveCheckpoint("last", epoch);
    if (improved && m_config.output.checkpoint.keepBest)
        saveCheckpoint("best", epoch);
    m_runDir->appendMetrics(record);
    m_sink.onEpoch(ev);
    giveAdvice(efficiency);
    if (!carryOn)
        log(LogLevel::Info, "early stopping: " + t.earlyStopping.metric + " has not improved for "
                                + std::to_string(p.epochsWithoutImprovement) + " epochs");
    return carryOn;
}

RunFinishedEvent Trainer::run()
{
    // Only the dispatcher casts under autocast; the JIT's own autocast pass would cast twice.
    torch::jit::setAutocastMode(false);
    m_resuming = !m_options.resumeDir.empty();
    try {
        prepare();
    } catch (const StoppedBeforeTraining&) {
        RunFinishedEvent stopped;
        stopped.status = RunFinishedEvent::Status::Stopped;
        stopped.exitCode = ExitInterrupted;
        stopped.message = "stopped during the batch-size search, before training";
        stopped.runDir = runDirPath();
        log(LogLevel::Warning, stopped.message);
        return stopped;
    }
    // The graph executor's autodiff builds backward graphs from fp32 formulas and does not follow the
    // dispatcher's autocast casts: under AMP its backward mixes bf16/fp16 and fp32 operands and
    // fails (seen with LibTorch 2.11 on linear layers). Mixed precision therefore trains through
    // the interpreter with eager autograd; freezing for evaluation and export is unaffected.
    const bool optimiseGraph = m_config.compile.graphOptimize && m_precision.mode == PrecisionChoice::Mode::Fp32;
    if (m_config.compile.graphOptimize && !optimiseGraph)
        log(LogLevel::Info, "compile.graph_optimize applies to fp32 training only: under " + m_precision.name
                                + " the TorchScript autodiff cannot follow autocast, so training runs through the interpreter");
    torch::jit::GraphOptimizerEnabledGuard optimizer(optimiseGraph);
    if (m_options.findBatchOnly) {
        RunFinishedEvent finished;
        finished.message = m_finderSummary;
        finished.batchSize = m_batchSize;
        return finished;
    }
    startMonitor();

    RunFinishedEvent finished;
    finished.runDir = m_runDir->path().string();
    const auto& t = m_config.training;
    const int firstEpoch = m_progress.epochInProgress > 0 ? m_progress.epochInProgress : m_progress.completedEpochs + 1;
    RunStartedEvent started{m_runDir->path().string(), m_config.name, m_device.description, m_precision.name,
                            m_precision.reason, m_config.model.kind, countParameters(m_model), m_batchSize, t.epochs,
                            firstEpoch, m_stepsPerEpoch, m_data.train.size(), m_data.val.size(), m_data.test.size()};
    m_sink.onRunStarted(started);
    log(LogLevel::Info, "model " + m_config.model.kind + " with " + std::to_string(started.parameters) + " parameters; batch "
                            + std::to_string(m_batchSize) + ", " + std::to_string(m_stepsPerEpoch) + " steps per epoch");
    setLearningRate(m_schedule->at(m_progress.optimizerSteps));
    m_started = true;

    Metrics last;
    for (int epoch = firstEpoch; epoch <= t.epochs; ++epoch) {
        bool completed = false;
        try {
            completed = trainEpoch(epoch);
        } catch (const c10::Error& e) {
            if (!isOutOfMemoryError(e))
                throw;
            recoverFromOutOfMemory(epoch, e.what_without_backtrace());
            --epoch; // the same epoch again, from its start, with the smaller batch
            continue;
        }
        if (!completed) {
            finished.status = RunFinishedEvent::Status::Stopped;
            finished.message = "stopped during epoch " + std::to_string(epoch);
            break;
        }
        if (!finishEpoch(epoch, last))
            break;
    }

    saveCheckpoint("last", m_progress.completedEpochs);
    finished.checkpointSaved = true;
    finished.batchSize = m_batchSize;
    finished.finalMetrics = last;
    for (const auto& [k, v] : m_progress.bestMetrics.items())
        finished.bestMetrics[k] = v.get<double>();
    if (finished.status == RunFinishedEvent::Status::Stopped) {
        finished.exitCode = ExitInterrupted;
        log(LogLevel::Warning, finished.message + "; checkpoint saved to " + (m_runDir->path() / "checkpoints/last.pt").string()
                                   + " (continue with: lathe-cli train --resume " + m_runDir->path().string() + ")");
    } else {
        for (const auto& [k, v] : evaluate(m_data.test, "test"))
            finished.finalMetrics[k] = v;
        if (m_config.output.exportModel)
            exportModel();
    }
    if (m_scaler && m_scaler->skippedSteps() > 0)
        log(LogLevel::Info, "loss scaler skipped " + std::to_string(m_scaler->skippedSteps()) + " step(s) with inf/NaN gradients");
    Json summary{{"status", finished.status == RunFinishedEvent::Status::Completed ? "completed" : "stopped"},
                 {"epochs_completed", m_progress.completedEpochs}, {"final", finished.finalMetrics}, {"best", finished.bestMetrics},
                 {"device", m_device.description}, {"precision", m_precision.name}, {"precision_reason", m_precision.reason},
                 {"batch_size", m_batchSize}, {"advice", m_adviceGiven}, {"finished_at", localTimestamp()}};
    m_runDir->writeJson("summary.json", summary);
    if (m_monitor)
        m_monitor->stop();
    return finished;
}

} // namespace lathe::core
