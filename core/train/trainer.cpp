// Trainer, the run: epochs (each trained by EpochLoop, scored by Evaluator), what happens at the end
// of each (best and last checkpoints, early stopping, the metrics record, advice), out-of-memory
// recovery, and the end of the run (test metrics, the exported model, the summary). Everything
// before the first step is in trainersetup.cpp.

#include "trainer.h"

#include "util/collective.h"

#include "config/messagejson.h"
#include "deployable.h"

#include "metrics/metric.h"
#include "models/modelfactory.h"
#include "run/profilerecord.h"
#include "runfinder.h"
#include "stoplead.h"
#include "util/atomicfile.h"
#include "util/collective.h"
#include "util/cudainfo.h"
#include "util/errors.h"
#include "util/hostmemory.h"
#include "util/outofmemory.h"
#include "util/shellword.h"

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

namespace {

// The metrics `runDir`'s metrics.jsonl recorded for `epoch`: how a resumed run that had every epoch
// trained already ends (it trains none, and its summary keeps the last epoch's metrics).
Metrics recordedMetrics(const fs::path& runDir, int epoch)
{
    Metrics out;
    std::ifstream in(runDir / runfile::Metrics);
    for (std::string line; std::getline(in, line);) {
        if (const auto record = EpochRecord::fromJson(Json::parse(line, nullptr, false)); record && record->epoch == epoch)
            out = Metrics(record->metrics.begin(), record->metrics.end());
    }
    return out;
}

} // namespace

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
// "best" or "last", the checkpoint's name, as a word of the sentence around it.
// Where the exported model's weights come from: one whole sentence per checkpoint and kind of export.
Message exportedMessage(bool frozen, const std::string& checkpoint, const std::string& file, int epoch)
{
    if (checkpoint == "best")
        return frozen ? msg("exported frozen TorchScript model %1 (the best weights, epoch %2)", file, epoch)
                      : msg("exported TorchScript model %1 (the best weights, epoch %2)", file, epoch);
    return frozen ? msg("exported frozen TorchScript model %1 (the last weights, epoch %2)", file, epoch)
                  : msg("exported TorchScript model %1 (the last weights, epoch %2)", file, epoch);
}
} // namespace

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
    if (!m_started || m_parallel.active())
        return false;
    try {
        saveCheckpoint("last", m_progress.completedEpochs);
        return true;
    } catch (const std::exception& e) {
        log(LogLevel::Error, msg("could not save the last checkpoint: %1", exceptionMessage(e)));
        return false;
    }
}

RunSummary Trainer::summarySoFar(RunStatus status) const
{
    RunSummary summary;
    summary.status = status;
    summary.epochsCompleted = m_progress.completedEpochs;
    summary.bestEpoch = m_progress.bestEpoch;
    summary.device = m_device.description;
    summary.precision = m_precision.name;
    summary.precisionReason = m_precision.reason;
    summary.batchSize = m_plan.batchSize;
    summary.advice = m_advice.given();
    summary.finishedAt = localTimestamp();
    return summary;
}

Message Trainer::explainDistributedFailure(const Message& failure) const
{
    const Message lost = m_parallel.lostRanks();
    return lost.empty() ? failure : msg("%1; %2", lost, failure);
}

void Trainer::recordFailure(int exitCode, const Message& failure)
{
    if (!m_runFolder)
        return;
    RunSummary summary = summarySoFar(RunStatus::Failed);
    summary.failure = failure;
    summary.exitCode = exitCode;
    for (const auto& [k, v] : m_progress.bestMetrics.items())
        summary.bestMetrics[k] = v.get<double>();
    try {
        m_runFolder->writeSummary(summary);
    } catch (const std::exception& e) {
        log(LogLevel::Error, msg("could not write %1: %2", runfile::Summary, exceptionMessage(e)));
    }
}

void Trainer::exportModel()
{
    // Raw data in, Lathe's normalisation inside the graph (deployable.h).
    torch::jit::Module exported = deployableModel(m_model, m_data);
    Json meta{{"format", 2}, {"input", rawInputDescription(m_data)}, {"input_shape", m_data.inputShape},
              {"output_size", m_data.outputSize}, {"task", m_data.classification ? "classification" : "regression"},
              {"methods", m_data.classification ? Json{"forward", "predict_proba", "predict", "prepare", "forward_normalised"}
                                                : Json{"forward", "predict", "prepare", "forward_normalised"}}};
    if (m_data.classification)
        meta["classes"] = m_data.classNames;
    else
        meta["targets"] = m_data.targetNames;
    const Json preparation = m_data.inputPreparation();
    meta.update(preparation);
    meta["weights"] = {{"checkpoint", m_testCheckpoint.name}, {"epoch", m_testCheckpoint.epoch}};
    if (m_config.compile.freeze) {
        // Freezing inlines the submodules' methods only with the graph optimiser on: under the
        // interpreter's setting (compile.graph_optimize false or chosen by "auto") it would leave calls
        // to submodules it has removed, and the file would not save ("Couldn't find method: 'forward'").
        const torch::jit::GraphOptimizerEnabledGuard inlining(true);
        std::vector<std::string> methods;
        for (const auto& name : meta.at("methods"))
            methods.push_back(name.get<std::string>());
        exported = torch::jit::freeze(exported, methods);
    }
    const fs::path target = m_runFolder->file(runfile::Model);
    const fs::path tmp = target.string() + ".tmp";
    writeModuleFile(exported, tmp, {{"lathe_model.json", meta.dump(2)}});
    commitFile(tmp, target);
    log(LogLevel::Info, exportedMessage(m_config.compile.freeze, m_testCheckpoint.name, target.string(), m_testCheckpoint.epoch));
}

EfficiencyReadings Trainer::takeEpochEfficiency(double dataWaitPercent)
{
    EfficiencyReadings e;
    e.onGpu = m_device.device.is_cuda();
    e.training = true;
    e.dataWaitPercent = dataWaitPercent;
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
    if (improved && m_config.output.checkpoint.keepBest)
        saveCheckpoint("best", epoch);
    const auto& every = m_config.output.checkpoint.everyEpochs;
    if (every > 0 && epoch % every == 0) {
        const auto saving = std::chrono::steady_clock::now();
        saveCheckpoint("last", epoch);
        const double stepSeconds = own.samples > 0 ? own.seconds * static_cast<double>(m_plan.batchSize) / own.samples : 0.0;
        checkStopFitsLead(stepSeconds, std::chrono::duration<double>(std::chrono::steady_clock::now() - saving).count());
    }
    if (m_runFolder)
        m_runFolder->appendEpoch(record);
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
                            firstEpoch, m_plan.stepsPerEpoch, m_data.train.size(), m_data.val.size(), m_data.test.size(), ranks()};
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

// output.test_checkpoint: the weights that score the test split and are exported. "best" loads the
// best checkpoint's weights into the model (the last checkpoint is already saved); every rank of a
// data-parallel job decides alike (from the progress they share) and gets rank 0's weights.
void Trainer::useTestCheckpoint()
{
    const int last = m_progress.completedEpochs, best = m_progress.bestEpoch;
    // The metric the best epoch was judged by: without a validation split, the training loss (improves()).
    const std::string& asked = m_config.output.checkpoint.metric;
    const std::string metricName = m_progress.bestMetrics.empty() || m_progress.bestMetrics.contains(asked) ? asked
                                   : metric::key(metric::Train, metric::Loss);
    m_testCheckpoint = {"last", last, msg("output.test_checkpoint is \"last\"")};
    if (m_config.output.testCheckpoint == "best") {
        if (!m_config.output.checkpoint.keepBest)
            m_testCheckpoint.reason = msg("output.checkpoint.keep_best is false: no best checkpoint was kept");
        else if (best <= 0)
            m_testCheckpoint.reason = msg("no epoch had a %1 to be best in", metricName);
        else if (best == last)
            m_testCheckpoint = {"best", best, msg("the last epoch is the best in %1", metricName)};
        else
            m_testCheckpoint = {"best", best, msg("epoch %1 is the best in %2", best, metricName)};
    }
    if (m_testCheckpoint.name == "best" && best != last) {
        if (leader()) {
            try {
                const LoadedCheckpoint checkpoint = readCheckpoint(checkpointsDir(), "best", m_device.device);
                copyWeights(checkpoint.model, m_model);
            } catch (const std::exception& e) {
                // The last weights are whole (just saved): score those rather than fail the run.
                log(LogLevel::Warning, msg("cannot read the best checkpoint: %1", exceptionMessage(e)));
                m_testCheckpoint = {"last", last, msg("the best checkpoint could not be read")};
            }
        }
        m_parallel.broadcastModel(m_model, false);
    }
    if (m_data.test.size() > 0)
        log(LogLevel::Info, m_testCheckpoint.name == "best"
                                ? msg("the test split is scored with the best weights, epoch %1 of %2 (%3)", m_testCheckpoint.epoch, last, m_testCheckpoint.reason)
                                : msg("the test split is scored with the last weights, epoch %1 of %2 (%3)", m_testCheckpoint.epoch, last, m_testCheckpoint.reason));
}

// The test split's metrics (added to the run's final metrics) and, in one process, evaluation.json.
void Trainer::scoreTestSplit(RunFinishedEvent& finished)
{
    if (m_data.test.size() == 0)
        return;
    const std::string split(metric::Test);
    if (m_parallel.active()) {
        for (const auto& [k, v] : m_evaluator->evaluate(m_data.test, split, m_plan.batchSize))
            finished.finalMetrics[k] = v;
        if (leader())
            log(LogLevel::Info, msg("a data-parallel run scores the test split in shares and writes no evaluation.json; "
                                    "lathe-cli evaluate %1 writes it",
                                    m_runFolder ? shellWord(m_runFolder->path().string()) : std::string("RUN_DIR")));
        return;
    }
    Evaluation evaluation = m_evaluator->evaluateDetailed(m_data.test, split, m_plan.batchSize,
                                                          m_data.classification ? m_data.classNames : m_data.targetNames);
    evaluation.addPersistence(m_data.persistenceTestMae);
    for (const auto& [k, v] : evaluation.metrics)
        finished.finalMetrics[k] = v;
    if (m_runFolder) {
        EvaluationRecord source;
        source.split = split;
        source.checkpoint = m_testCheckpoint.name;
        source.epoch = m_testCheckpoint.epoch;
        source.reason = m_testCheckpoint.reason;
        m_runFolder->writeJson(runfile::Evaluation, evaluation.record(std::move(source)).toJson());
    }
}

void Trainer::finishRun(RunFinishedEvent& finished, const Metrics& last)
{
    saveCheckpoint("last", m_progress.completedEpochs);
    finished.checkpointSaved = true;
    finished.batchSize = m_plan.batchSize;
    finished.finalMetrics = last.empty() && m_resuming ? recordedMetrics(m_options.resumeDir, m_progress.completedEpochs) : last;
    for (const auto& [k, v] : m_progress.bestMetrics.items())
        finished.bestMetrics[k] = v.get<double>();
    const bool stopped = finished.status == RunFinishedEvent::Status::Stopped;
    if (stopped) {
        finished.exitCode = ExitInterrupted;
        if (m_runFolder && m_pausedAtRung)
            log(LogLevel::Info, msg("%1; checkpoint saved: the search continues from it if the trial goes on", finished.message));
        else if (m_runFolder)
            log(LogLevel::Warning, msg("%1; checkpoint saved to %2 (continue with: lathe-cli train --resume %3)", finished.message,
                                       (m_runFolder->checkpoints() / "last.pt").string(), shellWord(m_runFolder->path().string())));
    } else {
        useTestCheckpoint();
        // The model first: a test split that cannot be read (a streamed image damaged past its first
        // bytes) fails the run, but leaves the model its epochs trained.
        if (m_config.output.exportModel && m_runFolder)
            exportModel();
        scoreTestSplit(finished);
    }
    if (LossScaler* scaler = m_step->scaler(); scaler && scaler->skippedSteps() > 0)
        decide(LogLevel::Info, msg("loss scaler skipped %1 step(s) with inf/NaN gradients", scaler->skippedSteps()));
    RunSummary summary = summarySoFar(stopped ? RunStatus::Stopped : RunStatus::Completed);
    summary.finalMetrics = finished.finalMetrics;
    summary.bestMetrics = finished.bestMetrics;
    if (!stopped) {
        summary.testCheckpoint = m_testCheckpoint.name;
        summary.testCheckpointEpoch = m_testCheckpoint.epoch;
        summary.testCheckpointReason = m_testCheckpoint.reason;
    }
    summary.executor = m_executorChoice.record();
    summary.executor.channelsLast = m_modelLoss->channelsLast();
    summary.executor.cudaGraph = m_step->usesCudaGraph(); // false too when the step could not be captured
    if (m_runFolder)
        m_runFolder->writeSummary(summary);
    if (m_monitor)
        m_monitor->stop();
}

} // namespace lathe::core
