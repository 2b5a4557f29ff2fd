// Trainer, the run: epochs (each trained by EpochLoop, scored by Evaluator), what happens at the end
// of each (best and last checkpoints, early stopping, the metrics record, advice) and out-of-memory
// recovery. Everything before the first step is in trainersetup.cpp, the end of the run (test
// metrics, the exported model, the summary) in trainerend.cpp.

#include "trainer.h"

#include "util/collective.h"

#include "config/messagejson.h"

#include "metrics/metric.h"
#include "models/modelfactory.h"
#include "run/profilerecord.h"
#include "runfinder.h"
#include "stoplead.h"
#include "util/collective.h"
#include "util/cudainfo.h"
#include "util/errors.h"
#include "util/hostmemory.h"
#include "util/outofmemory.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>
#include <torch/csrc/jit/passes/autocast.h>
#include <torch/csrc/jit/runtime/graph_executor.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <thread>

namespace lathe::core {

namespace fs = std::filesystem;

Trainer::Trainer(const Config& config, EventSink& sink, SessionControl& control, const SessionOptions& options)
    : m_config(config)
    , m_progressSink(sink)
    , m_sink(m_progressSink)
    , m_control(control)
    , m_options(options)
    , m_resuming(!options.resumeDir.empty())
    , m_signalLead(StopLead::fromEnvironment())
    , m_parallel(options.rank, options.gradientSync)
    , m_executorChoice([this](const StepCandidate& c, bool final) { applyStepCandidate(c, final); },
                       [this](LogLevel level, const Message& m) { decide(level, m); })
{
}

Trainer::~Trainer()
{
    if (m_monitor) // its thread writes into the run folder and the meters
        m_monitor->stop();
}

namespace {
void record(RunFolder* folder, EventSink& sink, LogEvent e)
{
    if (folder)
        folder->appendLog({localTimestamp(), e.level, e.rank, e.decision, e.message});
    sink.onLog(e);
}
} // namespace

void Trainer::log(LogLevel level, const Message& message)
{
    LogEvent e = LogEvent::of(level, message);
    e.rank = m_parallel.rank();
    record(m_runFolder ? &*m_runFolder : nullptr, m_sink, std::move(e));
}

void Trainer::decide(LogLevel level, const Message& message)
{
    LogEvent e = LogEvent::of(level, message);
    e.rank = m_parallel.rank();
    e.decision = true;
    record(m_runFolder ? &*m_runFolder : nullptr, m_sink, std::move(e));
}

std::string Trainer::runDirPath() const
{
    return m_runFolder ? m_runFolder->path().string() : std::string();
}

void Trainer::profiled(const ProfileEvent& profile)
{
    appendProfile(*m_runFolder, profile);
    const ProfiledStep& first = profile.steps.front();
    const Message where = profile.trace.empty() ? msg("no trace") : msg("trace %1", profile.trace);
    log(LogLevel::Info, msg("step profiler: %1 steps from step %2 (epoch %3): %4; %5", profile.steps.size(), first.globalStep,
                            first.epoch, profileSummary(profile), where));
    m_sink.onProfile(profile);
}

bool Trainer::improves(const Metrics& metrics, const std::string& metric, double minDelta, double& best) const
{
    std::string key = metric;
    if (!metrics.count(key))
        key = metric::key(metric::Train, metric::Loss); // no validation split
    const double v = metrics.at(key);
    const bool better = metric::improves(key, v, best, minDelta);
    if (better)
        best = v;
    return better;
}

// Data parallel: every rank calls this at the same point (the sums are added over the ranks), and
// rank 0 writes.
void Trainer::saveCheckpoint(const std::string& name, int epoch)
{
    if (!m_checkpointer && !m_parallel.active()) // find-batch writes nothing; other ranks still add up their sums
        return;
    TrainingProgress progress = m_progress;
    progress.completedEpochs = epoch;
    progress.batchSize = m_plan.batchSize;
    progress.ranks = ranks();
    if (progress.epochInProgress > epoch && m_epochs->hasPartial()) {
        // Mid-epoch: carry the running sums so the resumed epoch reports all of its steps.
        m_epochs->storePartial(progress);
        m_parallel.reduceEpochSums(progress);
    } else {
        progress.epochInProgress = 0;
        progress.stepInEpoch = 0;
    }
    if (leader() && m_checkpointer)
        m_checkpointer->save(name, progress);
}

void Trainer::checkStopFitsLead(double stepSeconds, double checkpointSeconds)
{
    if (m_leadChecked || m_signalLead <= 0 || !leader())
        return;
    m_leadChecked = true;
    if (const auto needed = StopLead::neededLead(m_signalLead, stepSeconds, checkpointSeconds))
        log(LogLevel::Warning, msg("a stop takes about %1 s here (a step of %2 s and the checkpoint, %3 s), but this job is warned "
                                   "only %4 s before its time limit: at the limit, the training since the last checkpoint may be lost. "
                                   "Write the job script again with --signal-lead %5 or more",
                                   decimalText(stepSeconds + checkpointSeconds, 1), decimalText(stepSeconds, 2),
                                   decimalText(checkpointSeconds, 1), m_signalLead, *needed));
}

bool Trainer::saveLastIfPossible()
{
    // Data parallel: after a failure the ranks cannot meet to add up their sums; the last checkpoint
    // written together (an epoch's end, a stop) stays as it is.
    // Nor after an epoch's own checkpoint failed: last.pt stays the epoch metrics.jsonl recorded (one
    // written now would hold an epoch never recorded, and a resume would skip its record).
    if (!m_started || m_parallel.active() || m_epochEndUnsaved)
        return false;
    try {
        saveCheckpoint("last", m_progress.completedEpochs);
        return true;
    } catch (const std::exception& e) {
        log(LogLevel::Error, msg("could not save the last checkpoint: %1", exceptionMessage(e)));
        return false;
    }
}

Message Trainer::explainDistributedFailure(const Message& failure) const
{
    const Message lost = m_parallel.lostRanks();
    return lost.empty() ? failure : msg("%1; %2", lost, failure);
}

EfficiencyReadings Trainer::takeEpochEfficiency(double dataWaitPercent)
{
    EfficiencyReadings e;
    e.onGpu = m_device.device.is_cuda();
    e.training = true;
    e.dataWaitPercent = dataWaitPercent;
    e.images = m_data.train.images();
    const DeviceUsageMeter::Usage usage = m_deviceUsage.take();
    e.gpuUtilisationPercent = usage.meanUtilisationPercent;
    e.gpuMemoryFraction = usage.peakMemoryFraction;
    e.cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (!e.onGpu) {
        e.cpuBusyPercent = cpuBusyPercent(usage.meanProcessCpuPercent, e.cores);
        e.hostCpuBusyPercent = usage.meanHostCpuPercent;
        e.cpuThreads = m_cpuThreads;
        e.othersBusy = m_othersBusy;
        e.trialsAtOnce = std::max(1, m_options.trialsAtOnce);
        e.localRanks = m_options.rank ? std::max(1, m_options.rank->localWorldSize) : 1;
    }
    e.precision = m_precision.name;
    if (e.onGpu) {
        const auto info = cudaDeviceInfo(m_device.device.index());
        e.bf16Capable = info && info->bf16Native();
    }
    e.tf32 = m_config.device.tf32;
    e.batchSize = m_plan.batchSize;
    return e;
}

bool Trainer::finishEpoch(int epoch, Metrics& last)
{
    const auto& t = m_config.training;
    TrainingProgress& p = m_progress;
    // Each rank's own pace, before the sums become the job's (and without a checkpoint's share).
    const EpochLoop::Pace own = m_epochs->ownPace(p);
    const std::vector<EpochRecord::Rank> rankStats = m_parallel.paceOfRanks(own.samples, own.seconds, own.dataSeconds);
    m_parallel.reduceEpochSums(p);
    m_parallel.broadcastModel(m_model, true); // batch-norm statistics: rank 0's, on every rank, as Python's DDP does
    const double samples = static_cast<double>(std::max<std::int64_t>(1, p.partialSamples));
    Metrics metrics{{metric::key(metric::Train, metric::Loss), p.partialLossSum / samples}};
    if (m_data.classification)
        metrics[metric::key(metric::Train, metric::Accuracy)] = p.partialCorrect / samples;
    const auto validationStart = std::chrono::steady_clock::now();
    for (const auto& [k, v] : m_evaluator->evaluate(m_data.val, std::string(metric::Val), m_plan.batchSize))
        metrics[k] = v;
    m_epochs->setValidationSeconds(std::chrono::duration<double>(std::chrono::steady_clock::now() - validationStart).count());
    p.completedEpochs = epoch;
    p.epochInProgress = 0;
    p.stepInEpoch = 0;
    const bool improved = improves(metrics, m_config.output.checkpoint.metric, 0.0, p.best);
    if (improved) {
        p.bestMetrics = metrics;
        p.bestEpoch = epoch;
    }

    const double seconds = std::max(1e-9, p.partialSeconds);
    EpochEvent ev{epoch, t.epochs, metrics, m_plan.lrAt(p.optimizerSteps), p.partialSeconds,
                  static_cast<double>(p.partialSamples) / seconds, 100.0 * p.partialDataSeconds / seconds, improved, {}};
    for (const auto& r : rankStats)
        ev.ranks.push_back({r.rank, r.samplesPerSecond, r.dataWaitPercent});
    EpochRecord record{epoch, ev.lr, ev.seconds, ev.samplesPerSecond, ev.dataWaitPercent, localTimestamp(), metrics, {}, {}, rankStats,
                       m_progress.globalStep, improved};
    // What nvidia-smi would have shown over the epoch (training and validation), when NVML answers.
    EfficiencyReadings efficiency = takeEpochEfficiency(ev.dataWaitPercent);
    for (const auto& r : rankStats) {
        efficiency.rankSamplesPerSecond.push_back(r.samplesPerSecond);
        efficiency.rankNames.push_back(msg("rank %1 on %2", r.rank, r.host));
    }
    efficiency.rankSeconds = own.seconds;
    if (efficiency.gpuUtilisationPercent >= 0)
        record.gpuUtilisationPercent = efficiency.gpuUtilisationPercent;
    if (efficiency.gpuMemoryFraction >= 0)
        record.gpuMemoryPeakPercent = 100.0 * efficiency.gpuMemoryFraction;
    last = metrics;

    bool carryOn = true;
    if (t.earlyStopping.enabled) {
        p.epochsWithoutImprovement =
            improves(metrics, t.earlyStopping.metric, t.earlyStopping.minDelta, p.earlyBest) ? 0 : p.epochsWithoutImprovement + 1;
        carryOn = p.epochsWithoutImprovement < t.earlyStopping.patience;
    }
    // Checkpoint first, then record and announce the epoch: an epoch that was reported is never
    // trained again after a crash. Best before last: a kill between the two trains the epoch again
    // from the previous last checkpoint and writes its best again, so best.pt is never behind the
    // "best" that last.pt's progress remembers.
    try {
        if (improved && m_config.output.checkpoint.keepBest)
            saveCheckpoint("best", epoch);
        const auto& every = m_config.output.checkpoint.everyEpochs;
        if (every > 0 && epoch % every == 0) {
            const auto saving = std::chrono::steady_clock::now();
            saveCheckpoint("last", epoch);
            const double stepSeconds = own.samples > 0 ? own.seconds * static_cast<double>(m_plan.batchSize) / own.samples : 0.0;
            checkStopFitsLead(stepSeconds, std::chrono::duration<double>(std::chrono::steady_clock::now() - saving).count());
        }
    } catch (...) {
        m_epochEndUnsaved = true; // the summary keeps the epochs recorded (m_recorded), last.pt the one before
        throw;
    }
    if (m_runFolder)
        m_runFolder->appendEpoch(record);
    m_recorded = {epoch, p.bestEpoch, p.bestMetrics};
    m_sink.epochRecorded(record);
    m_sink.onEpoch(ev);
    for (const auto& finding : m_advice.take(efficiency))
        log(LogLevel::Advice, finding.advice);
    if (!carryOn)
        decide(LogLevel::Info, msg("early stopping: %1 has not improved for %2 epochs", t.earlyStopping.metric, p.epochsWithoutImprovement));
    return carryOn;
}

void Trainer::recoverFromOutOfMemory(int epoch, const std::string& what)
{
    if (m_plan.batchSize <= 1)
        throw MessageError(msg("out of memory even with batch 1: %1", what));
    if (m_parallel.active()) // the other ranks are waiting in a collective with the old batch
        throw MessageError(msg("%1: out of memory with batch %2 per rank (%3); data-parallel runs do not halve the batch on their own: "
                               "set a smaller training.batch_size, or \"auto\" to let the finder choose on every rank",
                               m_parallel.info()->describe(), m_plan.batchSize, what));
    m_step->reset(); // gradients, the CUDA graph and its buffers, then the cache
    m_epochs->clear();
    m_executorChoice.restartTrial(); // a trial still timing times again with the new batch
    const int previous = m_plan.batchSize;
    // The same plan as any other batch: the rule that scaled lr for the configured batch scales it again.
    replan(std::max(1, previous / 2));
    m_progress.optimizerSteps = static_cast<std::int64_t>(epoch - 1) * m_plan.optimizerStepsPerEpoch;
    m_progress.epochInProgress = 0; // restart this epoch
    logCudaGraphPlan();
    decide(LogLevel::Warning, msg("out of memory with batch %1 in epoch %2: freed the cache, continuing with batch %3 and lr %4 (%5 rule); the epoch restarts",
                               previous, epoch, m_plan.batchSize, std::to_string(m_plan.lr), m_config.training.lrScaling));
}

RunFinishedEvent Trainer::run()
{
    // Only the dispatcher casts under autocast; the JIT's own autocast pass would cast twice.
    torch::jit::setAutocastMode(false);
    // The interpreter runs everything on this thread but the full training batches that
    // compile.graph_optimize gives the graph executor (TrainStep::useGraphExecutor); the caller's
    // setting comes back at the end.
    const torch::jit::GraphOptimizerEnabledGuard interpreter(false);
    const auto stoppedBeforeTraining = [this](Message why) {
        RunFinishedEvent stopped;
        stopped.status = RunFinishedEvent::Status::Stopped;
        stopped.exitCode = ExitInterrupted;
        stopped.message = std::move(why);
        stopped.runDir = runDirPath();
        log(LogLevel::Warning, stopped.message);
        return stopped;
    };
    try {
        prepare();
    } catch (const ReadingStopped&) { // the window's Stop or Ctrl-C while a large data set was read
        return stoppedBeforeTraining(msg("stopped while reading the data, before training"));
    } catch (const StoppedBeforeTraining&) {
        return stoppedBeforeTraining(m_searchingLr ? msg("stopped during the learning-rate search, before training")
                                                   : msg("stopped during the batch-size search, before training"));
    }
    if (findOnly()) {
        RunFinishedEvent finished;
        finished.message = m_options.findLrOnly ? m_lrFinderSummary : m_finderSummary;
        finished.batchSize = m_plan.batchSize;
        return finished;
    }
    startMonitor();
    // model.sync_batch_norm: the layers sum their statistics over the ranks from the first training
    // step on (not in the batch-size search, whose trials the ranks need not take in step).
    std::optional<CollectiveScope> collective;
    if (m_parallel.active() && m_config.model.syncBatchNorm && m_config.model.batchNorm) {
        collective.emplace(m_parallel.batchNormSync());
        log(LogLevel::Info, msg("model.sync_batch_norm: batch-norm statistics are those of the whole batch of the %1 ranks (summed in every step)", ranks()));
    }

    const HostMemoryCache hostMemory(m_config.compile.hostMemoryCache);
    if (m_device.device.is_cpu())
        log(LogLevel::Info, msg("host memory: transparent huge pages for tensors of 2 MiB and more %1", hugePagesState()));
    RunFinishedEvent finished;
    finished.runDir = runDirPath();
    const auto& t = m_config.training;
    const int firstEpoch = m_progress.epochInProgress > 0 ? m_progress.epochInProgress : m_progress.completedEpochs + 1;
    RunStartedEvent started{runDirPath(), m_config.name, m_device.description, m_precision.name,
                            m_precision.reason, m_config.model.kind, countParameters(m_model), m_plan.batchSize, t.epochs,
                            firstEpoch, m_plan.stepsPerEpoch, m_data.train.size(), m_data.val.size(), m_data.test.size(), ranks(),
                            m_data.train.images()};
    m_sink.onRunStarted(started);
    decide(LogLevel::Info, ranks() > 1 ? msg("model %1 with %2 parameters; batch %3 per rank × %4 ranks, %5 steps per epoch", m_config.model.kind,
                                          started.parameters, m_plan.batchSize, ranks(), m_plan.stepsPerEpoch)
                                    : msg("model %1 with %2 parameters; batch %3, %4 steps per epoch", m_config.model.kind, started.parameters,
                                          m_plan.batchSize, m_plan.stepsPerEpoch));
    m_started = true;

    Metrics last;
    const auto checkpointNow = [this] {
        saveCheckpoint("last", m_progress.completedEpochs);
        log(LogLevel::Info, msg("checkpoint saved on request"));
    };
    for (int epoch = firstEpoch; epoch <= t.epochs; ++epoch) {
        bool completed = false;
        try {
            completed = m_epochs->run(epoch, m_plan, m_progress, checkpointNow);
        } catch (const std::exception& e) {
            if (!isOutOfMemoryError(e))
                throw;
            recoverFromOutOfMemory(epoch, outOfMemoryText(e));
            --epoch; // the same epoch again, from its start, with the smaller batch
            continue;
        }
        if (!completed) {
            finished.status = RunFinishedEvent::Status::Stopped;
            finished.message = msg("stopped during epoch %1", epoch);
            break;
        }
        if (!finishEpoch(epoch, last))
            break;
        if (m_options.stopAfterEpoch > 0 && epoch >= m_options.stopAfterEpoch && epoch < t.epochs) {
            finished.status = RunFinishedEvent::Status::Stopped;
            finished.message = msg("paused after epoch %1, a rung of the search", epoch);
            m_pausedAtRung = true;
            break;
        }
    }
    finishRun(finished, last);
    m_sink.runEnded(finished);
    return finished;
}

} // namespace lathe::core
