// Trainer, before the first step: the run folder, device and precision, data and loaders, the model
// (or its checkpoint when resuming), the batch plan (the finder's batch when asked) and the
// training step with its optimizer. The run itself is in trainer.cpp.

#include "trainer.h"

#include "config/messagejson.h"
#include "config/schema.h"
#include "gradientallreduce.h"
#include "models/modelfactory.h"
#include "run/runrecord.h"
#include "runfinder.h"
#include "resumechanges.h"
#include "runlrfinder.h"
#include "run/lrfinderrecord.h"
#include "tune/lrfinder.h"
#include "util/cudagraph.h"
#include "util/cudainfo.h"
#include "util/cpubudget.h"
#include "util/errors.h"
#include "util/openmpwait.h"
#include "util/shellword.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

#include <cmath>
#include <sched.h>

#include <thread>

namespace lathe::core {

namespace fs = std::filesystem;

void Trainer::prepare()
{
    // Resuming: what the command changes of the run's config, checked on every rank alike before
    // the first collective (a refusal ends them all).
    std::vector<ResumeChange> changes;
    Json recorded;
    Message changed;
    if (m_resuming) {
        std::ifstream in(m_options.resumeDir / runfile::Config, std::ios::binary);
        recorded = Json::parse(in, nullptr, false);
        if (recorded.is_object()) {
            // Compared as today's Lathe reads it: a hand-written config.json's "target": "y" is ["y"]
            // (it was refused as a change of data.target).
            Diagnostics ignored;
            changes = resumeChanges(validateAndFill(recorded, ignored), withAbsolutePaths(m_config));
            changed = checkResumeChanges(changes);
            const Json before = recorded.value("training", Json::object()).value("batch_size", Json());
            m_batchAskedOnResume = !before.is_null() && before != m_config.json.value("training", Json::object()).value("batch_size", Json());
        }
        if (const Message why = missingCheckpoint(m_options.resumeDir, "last", true); !why.empty())
            throw ConfigError(why); // before the data is read, and the folder is left as it is
        // config.json edited by hand after the checkpoint: refused as a changed setting is, before the
        // folder is touched.
        const fs::path checkpoints = m_options.resumeDir / runfile::Checkpoints;
        checkCheckpointConfig(readCheckpointConfig(checkpoints, "last"), withAbsolutePaths(m_config), (checkpoints / "last.pt").string());
    }
    if (!findOnly() && leader()) { // the other ranks of a data-parallel job write nothing
        prepareRunFolder();
        if (!changed.empty())
            decide(LogLevel::Info, changed);
    }
    prepareDevice();
    prepareData();
    replan(m_config.training.batchSize);
    prepareModel();
    prepareBatch();
    prepareStep();
    if (m_runFolder && m_config.output.tensorboard)
        startTensorBoard();
    // Set up from the checkpoint: config.json says how the run trains from here (the report's
    // epochs, a later resume), this session's device and ranks aside. Not before: a resume that
    // fails leaves the run as it was.
    if (m_runFolder && std::any_of(changes.begin(), changes.end(), [](const ResumeChange& c) { return c.kind == ResumeChange::Kind::Recorded; }))
        m_runFolder->writeJson(runfile::Config, withRecordedChanges(recorded, changes));
}

void Trainer::startTensorBoard()
{
    // A resumed run continues the log after the checkpoint's step and the samples device.jsonl has
    // (its records, as `lathe-cli tensorboard` numbers them: not a killed writer's cut-off line).
    std::int64_t samples = 0;
    if (m_resuming) {
        std::ifstream device(m_runFolder->file(runfile::Device), std::ios::binary);
        for (std::string line; std::getline(device, line);)
            samples += Json::accept(line) ? 1 : 0;
    }
    try {
        auto tensorboard = std::make_unique<TensorBoardLog>(m_runFolder->path(), m_resuming ? m_progress.globalStep : -1, m_resuming ? samples : -1);
        if (!m_resuming)
            tensorboard->started(withAbsolutePaths(m_config), std::string());
        m_sink.attach(std::move(tensorboard), m_runFolder->path(), m_resuming ? m_progress.globalStep : 0, samples);
        log(LogLevel::Info, msg("TensorBoard log in %1: tensorboard --logdir %2", (m_runFolder->path() / TensorBoardLog::kFolder).string(),
                                shellWord(foldersOfRuns(m_runFolder->path()).string())));
    } catch (const std::exception& e) {
        const std::string run = shellWord(m_runFolder->path().string());
        log(LogLevel::Warning,
            markTensorBoardLogIncomplete(m_runFolder->path(), e.what())
                ? msg("no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 writes it from the run's records)", std::string(e.what()), run)
                : msg("no TensorBoard log: %1 (once the run has ended, lathe-cli tensorboard %2 --force writes it from the run's records)",
                      std::string(e.what()), run));
    }
}

void Trainer::prepareRunFolder()
{
    if (m_resuming) {
        if (isRunFolder(m_options.resumeDir)) // before anything is written there (else RunFolder::open says what it is not)
            m_folderLock = std::make_unique<FolderLock>(m_options.resumeDir);
        m_runFolder = RunFolder::open(m_options.resumeDir);
        log(LogLevel::Info, msg("resuming run %1", m_runFolder->path().string()));
    } else {
        m_runFolder = RunFolder::create(runsDirectory(m_config, m_options.runsDir), m_config.name);
        m_folderLock = std::make_unique<FolderLock>(m_runFolder->path()); // a resume of it while it trains is refused
        m_runFolder->writeJson(runfile::Config, withAbsolutePaths(m_config));
        log(LogLevel::Info, msg("run folder %1", m_runFolder->path().string()));
    }
    m_progressSink.attach(&*m_runFolder);
}

void Trainer::prepareDevice()
{
    DeviceConfig device = m_config.device;
    if (m_parallel.info() && device.type != "cpu")
        device.id += m_parallel.info()->localRank; // one GPU per rank on this machine, from device.id on
    m_device = chooseDevice(device);
    if (!m_device.note.empty()) // expected with device "auto" on a machine without a GPU; a warning otherwise
        log(m_config.device.type == "auto" ? LogLevel::Info : LogLevel::Warning, m_device.note);
    applyDeviceSettings(m_config.device, m_device.device);
    if (m_runFolder && !m_resuming)
        recordEnvironment();
    m_precision = choosePrecision(m_config.precision, m_device.device);
    decide(LogLevel::Info, msg("device %1; precision %2 (%3)", m_device.description, m_precision.name, m_precision.reason));
    if (m_device.device.is_cpu() && m_precision.mode == PrecisionChoice::Mode::Fp16)
        log(LogLevel::Warning, msg("fp16 on the CPU is slow and rarely supported by its kernels; consider bf16 or off"));
    m_parallel.join(m_device.device, m_config.distributed,
                    [this](LogLevel level, const Message& m) { decide(level, m); });
    prepareThreads();
}

void Trainer::recordEnvironment()
{
    Environment environment = currentEnvironment(m_device.description, m_device.device.is_cuda() ? m_device.device.index() : -1);
    if (const auto& rank = m_parallel.info()) {
        environment.job = Environment::Job{rank->launcher, rank->worldSize, rank->localWorldSize, rank->machines, rank->jobId, rank->nodeList};
        if (rank->launcher != "lathe") {
            // srun or torchrun started the ranks, not the config's counts: the run's config says how
            // many there are, so that a resume elsewhere (lathe-cli train --resume) keeps them.
            Json config = withAbsolutePaths(m_config);
            if (m_device.device.is_cuda())
                config["device"]["gpus"] = rank->worldSize;
            else
                config["distributed"]["procs"] = rank->worldSize;
            m_runFolder->writeJson(runfile::Config, config);
        }
    }
    m_runFolder->writeEnvironment(environment);
}

void Trainer::prepareThreads()
{
    // Every CPU the process may keep busy (affinity, cgroup quota), shared by the ranks on this
    // machine unless a launcher already bound this rank to its own (srun --cpus-per-task).
    const CpuBudget budget = readCpuBudget();
    const int local = m_parallel.ranksOnThisMachine();
    // A search's trials trained at once (lathe-cli sweep --parallel) share them too.
    const int trials = std::max(1, m_options.trialsAtOnce);
    const bool bound = budget.affinity < budget.online;
    m_defaultThreads = local * trials > 1 && !bound ? std::max(1, budget.usable() / (local * trials)) : budget.usable();
    // OMP_NUM_THREADS (PyTorch's own convention; torchrun sets it for its ranks) fixes the count:
    // the process's, which it set and a program embedding Lathe may have changed since.
    if (const char* omp = std::getenv("OMP_NUM_THREADS"); omp && std::atoi(omp) > 0) {
        m_threadsFromEnvironment = true;
        m_defaultThreads = at::get_num_threads();
    }
    at::set_num_threads(m_defaultThreads);
    m_cpuThreads = m_defaultThreads;
    if (m_threadsFromEnvironment) {
        decide(LogLevel::Info, msg("CPU threads: %1 (OMP_NUM_THREADS); OpenMP threads wait: %2", m_defaultThreads, openMpWaitState()));
        return;
    }
    const Message cpus = budget.quota > 0 ? msg("%1 of %2 CPUs by affinity, a CPU quota of %3", budget.affinity, budget.online, decimalText(budget.quota, 1))
                         : bound         ? msg("%1 of %2 CPUs by affinity", budget.affinity, budget.online)
                                         : msg("%1 CPUs", budget.online);
    const Message share = bound          ? cpus
                          : trials > 1 ? msg("%1, shared by the %2 trials of a search training at once", cpus, trials)
                          : local > 1  ? msg("%1, shared by %2 ranks on this machine", cpus, local)
                                       : cpus;
    decide(LogLevel::Info, msg("CPU threads: %1 (%2); OpenMP threads wait: %3", m_defaultThreads, share, openMpWaitState()));
}

void Trainer::startThreadGovernor()
{
    ThreadGovernor::Settings s;
    s.defaultThreads = m_defaultThreads;
    // Fixed where the thread count must not move (bit-reproducible runs), where ranks would measure
    // each other's waits, and on a GPU, where the CPU threads are not the step's.
    s.adaptive = m_device.device.is_cpu() && !m_config.training.deterministic && !m_parallel.active() && !m_threadsFromEnvironment;
    // LibTorch 2.11's channels-last backward of a 1x1 convolution can corrupt memory on one thread
    // (modelloss.h); other convolutions may go down to one.
    s.allowOneThread = !m_modelLoss->channelsLast() || channelsLastSafeOnOneThread(m_model);
    // Parts of a batch, each on one thread (batchparts.h): for built-in models, of kMinPartSamples
    // samples at least (the tiny MLP's parts of 16 took 2.4x its step on one thread: two hand-overs a
    // step cost more than a part computes), and never where one thread is refused (each part runs on
    // one intra-op thread). Quiet, only models without batch norm are measured with them.
    constexpr int kMinPartSamples = 32;
    if (s.adaptive && s.allowOneThread && splittable(m_model, m_config.model.kind != "torchscript")) {
        s.maxBatchParts = static_cast<int>(std::min<std::int64_t>(m_defaultThreads, m_plan.batchSize / kMinPartSamples));
        s.partsWhenQuiet = !hasBatchNorm(m_model);
    }
    m_threadGovernor = std::make_unique<ThreadGovernor>(
        s,
        [this](const ThreadPlan& plan) {
            at::set_num_threads(plan.intraOpThreads());
            m_batchParts.setParts(plan.batchParts());
        },
        [this, load = std::make_shared<CpuLoadSampler>()] {
            // The dashboard's figure: a running mean of about the last second of readings (one a quarter second).
            const double now = load->othersCpus();
            if (now >= 0) {
                const double before = m_othersBusy;
                m_othersBusy = before < 0 ? now : 0.7 * before + 0.3 * now;
            }
            return now;
        },
        [this](const ThreadChoice& c) { threadsChosen(c); });
    m_threadGovernor->start();
    if (!s.adaptive && m_device.device.is_cpu() && !m_threadsFromEnvironment)
        log(LogLevel::Info, m_config.training.deterministic ? msg("CPU threads stay at %1: training.deterministic", m_defaultThreads)
                                                            : msg("CPU threads stay at %1: the ranks share the machine's CPUs", m_defaultThreads));
}

void Trainer::threadsChosen(const ThreadChoice& c)
{
    m_cpuThreads = c.threads;
    m_cpuBatchParts = c.splitBatch ? c.threads : 1;
    if (c.why != ThreadChoice::Why::Start)
        decide(LogLevel::Info, c.describe());
}

std::filesystem::path Trainer::checkpointsDir() const
{
    return m_runFolder ? m_runFolder->checkpoints() : m_options.resumeDir / runfile::Checkpoints;
}

void Trainer::prepareData()
{
    at::manual_seed(m_config.training.seed);
    at::globalContext().setDeterministicAlgorithms(m_config.training.deterministic, /*warn_only=*/true);
    DataLog dataLog([this](LogLevel level, const Message& m) { log(level, m); });
    // A stop ends the reading (ReadingStopped: Trainer::run) of one process; the ranks of a
    // data-parallel job read on and agree on the stop at the first step, as one that read sooner
    // would otherwise wait in a collective for a rank that has gone.
    if (!m_parallel.active())
        dataLog.stopWhen([this] { return m_control.stopRequested.load(); });
    m_data = loadDataset(m_config, dataLog);
    if (m_resuming) // before data.json is written again: the model's outputs are the recorded classes, its inputs the features
        if (const Message changed = checkResumedData(readDataRecord(m_options.resumeDir), m_data.record(), m_options.resumeDir.string());
            !changed.empty() && leader())
            log(LogLevel::Warning, changed);
    if (m_runFolder)
        m_runFolder->writeJson(runfile::Data, m_data.record().toJson());
    decide(LogLevel::Info, msg("samples: train %1, val %2, test %3", m_data.train.size(), m_data.val.size(), m_data.test.size()));
    // A split the config asks for that came out empty (a series whose last rows are gaps, a tiny
    // table), said with what follows from it.
    const DataConfig& asked = m_config.data;
    if (leader() && m_data.val.size() == 0 && (asked.valFraction > 0.0 || !asked.valPath.empty()))
        log(LogLevel::Warning, msg("the validation split came out empty, though %1 asks for one: the best epoch and early stopping are judged by train_loss",
                                   asked.valPath.empty() ? "data.splits.val" : "data.val_path"));
    if (leader() && m_data.test.size() == 0 && (asked.testFraction > 0.0 || !asked.testPath.empty()))
        log(LogLevel::Warning, msg("the test split came out empty, though %1 asks for one: the run gets no test score",
                                   asked.testPath.empty() ? "data.splits.test" : "data.test_path"));
    if (m_data.train.size() < 2) // one sample has no batch statistics, and nothing to learn a rule from
        throw DataError(msg("the training split holds %1 sample(s): training needs 2 at least (data.limit, data.splits)", m_data.train.size()));
    if (m_data.train.size() < 2 * std::int64_t(ranks())) // each rank's batch likewise (one sample each trained a NaN model)
        throw DataError(msg("the training split holds %1 sample(s): %2 ranks need 2 each at least (data.limit, data.splits, or fewer ranks)",
                            m_data.train.size(), ranks()));
    if (m_data.classification) {
        const ClassBalance balance = classBalance(m_data);
        log(LogLevel::Info, msg("classes in the training split: %1", balance.text));
        if (balance.largestShare >= ClassBalance::kDominant)
            log(LogLevel::Warning, msg("class \"%1\" is %2% of the training split: a model that always answers it reaches that accuracy; "
                                       "judge the run by balanced accuracy and macro F1 (evaluation.json, the Evaluation tab)",
                                       balance.largest, static_cast<int>(std::lround(100.0 * balance.largestShare))));
        if (const Message thin = classesMissingFromHeldOut(m_data); !thin.empty() && leader())
            log(LogLevel::Warning, thin);
    }

    const bool cuda = m_device.device.is_cuda();
    auto [freeBytes, totalBytes] = cuda ? cudaFreeMemory(m_device.device.index()) : std::pair<std::int64_t, std::int64_t>{-1, -1};
    if (freeBytes > 0 && totalBytes > 0 && m_config.device.memoryFraction < 1.0) {
        // Free to this run: device.memory_fraction caps what the allocator may hold in all.
        const auto stats = cudaAllocatorStats(static_cast<int>(m_device.device.index()));
        const auto cap = static_cast<std::int64_t>(m_config.device.memoryFraction * static_cast<double>(totalBytes))
                         - (stats ? stats->reserved : 0);
        freeBytes = std::max<std::int64_t>(0, std::min(freeBytes, cap));
    }
    const LoaderPlan plan = planLoader(m_config.loader, m_data, m_device.device, freeBytes);
    decide(LogLevel::Info, msg("loader: %1 (%2)", plan.describe(), plan.reason));
    if (plan.deviceResident) {
        // Batches are gathered where the model runs: nothing crosses PCIe per step.
        for (TensorSplit* s : {&m_data.train, &m_data.val, &m_data.test}) {
            if (s->size() > 0) {
                s->inputs = s->inputs.to(m_device.device);
                s->targets = s->targets.to(m_device.device);
            }
        }
    }
    m_loaders = std::make_unique<SplitLoaders>(m_data, m_device.device, plan);
    // Settings that do not apply to this run: said once, never silently ignored.
    if (m_config.device.memoryFraction < 1.0 && !cuda)
        log(LogLevel::Info, msg("device.memory_fraction applies to GPUs only"));
    if (m_config.loader.gpuResident != "auto" && !cuda)
        log(LogLevel::Info, msg("loader.gpu_resident applies to GPUs only"));
}

void Trainer::replan(int batch)
{
    m_plan = planBatches(m_config.training, m_config.loader, m_data.train.size(), batch, m_options.maxStepsPerEpoch, ranks());
}

// A resumed model forecasts what it was built to forecast (data.forecast is decided when a run
// starts): a checkpoint from before the setting, or from a config that said otherwise, goes on with
// its own forward, and data.json says what the model does.
void Trainer::keepTheCheckpointsForecast()
{
    const bool change = m_model.hasattr("last_index");
    if (m_data.forecast.empty() || change == m_data.forecastChange.on())
        return;
    m_data.forecast = change ? "change" : "level";
    if (!change)
        m_data.forecastChange = {};
    log(LogLevel::Info, change ? msg("the checkpoint's model forecasts the change from the window's last value, as it was built to: the run "
                                     "goes on so (data.forecast applies when a run starts)")
                               : msg("the checkpoint's model forecasts the target's level, as it was built to: the run goes on so "
                                     "(data.forecast applies when a run starts)"));
    if (m_runFolder)
        m_runFolder->writeJson(runfile::Data, m_data.record().toJson());
}

void Trainer::prepareModel()
{
    if (m_resuming) {
        m_checkpoint = std::make_unique<LoadedCheckpoint>(readCheckpoint(checkpointsDir(), "last", m_device.device));
        const LoadedCheckpoint& checkpoint = *m_checkpoint;
        if (!checkpoint.damaged.empty())
            log(LogLevel::Warning, msg("%1: continuing from the checkpoint before it, %2 (epoch %3)", checkpoint.damaged,
                                       checkpoint.file.string(), checkpoint.progress.completedEpochs));
        m_model = checkpoint.model;
        keepTheCheckpointsForecast();
        if (checkpoint.progress.batchSize != m_plan.batchSize) {
            // e.g. halved after running out of memory: the run continues as it was going. Asked for on
            // this command line (--set training.batch_size): a warning, since the setting is not taken.
            if (m_batchAskedOnResume && leader())
                log(LogLevel::Warning, msg("training.batch_size %1 is not taken on a resume: the run continues with its checkpoint's batch %2 (start a "
                                           "new run to train with another batch)",
                                           m_plan.batchSize, checkpoint.progress.batchSize));
            else if (!m_batchAskedOnResume)
                decide(LogLevel::Info, msg("continuing with the checkpoint's batch %1 (the config says %2)", checkpoint.progress.batchSize, m_plan.batchSize));
            replan(checkpoint.progress.batchSize);
        }
        m_progress = checkpoint.progress;
        m_recorded = {m_progress.completedEpochs, m_progress.bestEpoch, m_progress.bestMetrics};
        m_checkpointLoaded = true;
        if (m_progress.ranks != ranks()) {
            // Another number of ranks: each keeps the checkpoint's batch, so the global batch (and the
            // learning rate, by training.lr_scaling) changes, and an epoch it interrupted restarts.
            log(LogLevel::Info, m_progress.epochInProgress
                                    ? msg("the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank; epoch %4 starts again from its beginning",
                                          m_progress.ranks, ranks(), m_plan.batchSize, m_progress.epochInProgress)
                                    : msg("the checkpoint was written by %1 rank(s), this run has %2: batch %3 per rank", m_progress.ranks,
                                          ranks(), m_plan.batchSize));
            m_progress.epochInProgress = 0;
            m_progress.stepInEpoch = 0;
            m_progress.optimizerSteps = static_cast<std::int64_t>(m_progress.completedEpochs) * m_plan.optimizerStepsPerEpoch;
            m_progress.ranks = ranks();
        }
        if (!leader()) // the partial sums are the job's: counted once, by rank 0
            m_progress.partialLossSum = m_progress.partialCorrect = 0.0, m_progress.partialSamples = 0;
        // Epochs recorded after the checkpoint (a crash between the two) are trained again: drop them.
        const int dropped = m_runFolder ? m_runFolder->truncateMetricsAfter(m_progress.completedEpochs) : 0;
        if (dropped > 0)
            log(LogLevel::Info, msg("dropped %1 metrics line(s) newer than the checkpoint", dropped));
    } else {
        ModelConfig model = m_config.model;
        if (!model.file.empty())
            model.file = m_config.resolve(model.file).string();
        ModelShape shape{m_data.inputShape, m_data.outputSize};
        const DataSplits::ChangeForecast& change = m_data.forecastChange;
        if (change.on() && model.kind != "torchscript") { // data.forecast: the head learns the change from the last value
            shape.lastValueFeature = change.feature;
            shape.lastValueShift = change.featureShift;
            shape.lastValueScale = change.featureScale;
        }
        if (!m_data.classification && m_config.data.scaleTarget && model.kind != "torchscript") {
            shape.outputShift = change.on() ? change.changeMean : m_data.targetShift;
            shape.outputScale = change.on() ? change.changeStd : m_data.targetScale;
        }
        m_model = buildModel(model, shape, m_config.training.seed);
        checkModelFits(m_model, {m_data.inputShape, m_data.outputSize},
                       model.kind == "torchscript" ? "the model in " + model.file : "model \"" + model.kind + "\"");
    }
    if (m_runFolder)
        m_runFolder->writeJson(runfile::ModelSummary, modelSummary(m_model, {m_data.inputShape, m_data.outputSize}).toJson());
    m_model.to(m_device.device);
    m_modelLoss = std::make_unique<ModelLoss>(m_model, m_precision, m_device.device, m_data, m_config.training);
    if (const auto& w = m_modelLoss->classWeights(); !w.empty()) {
        std::string text;
        for (std::size_t c = 0; c < w.size(); ++c) {
            char weight[32];
            std::snprintf(weight, sizeof weight, "%.4g", w[c]);
            text += (text.empty() ? "" : ", ") + m_data.classNames.at(c) + " " + weight;
        }
        decide(LogLevel::Info, msg("class weights in the loss (training.class_weights %1): %2", m_config.training.classWeights, text));
    }
    if (m_config.loader.sampler == "balanced" && m_data.classification)
        decide(LogLevel::Info, msg("loader.sampler balanced: every epoch draws %1 training samples with replacement, each class equally often",
                                m_data.train.size()));
    prepareMemoryFormat();
}

// compile.channels_last (modelloss.h, chooseChannelsLast): the convolutions in channels-last order
// where that measured faster, or as forced.
void Trainer::prepareMemoryFormat()
{
    const ChannelsLastChoice choice = chooseChannelsLast(m_model, m_config.compile.channelsLast, m_device.device, m_config.training.deterministic);
    if (choice.notApplied)
        decide(LogLevel::Warning, msg("compile.channels_last true is not applied: %1", choice.why));
    applyChannelsLast(m_model, *m_modelLoss, choice.on);
    const std::optional<bool>& forced = m_config.compile.channelsLast;
    if (choice.convolutions || forced.value_or(false))
        decide(LogLevel::Info, choice.on ? msg("compile.channels_last %1: channels-last memory order (%2)", forced ? (*forced ? "true" : "false") : "auto", choice.why)
                                      : msg("compile.channels_last %1: contiguous memory order (%2)", forced ? (*forced ? "true" : "false") : "auto", choice.why));
}

// The batch: the config's (capped by the data), the checkpoint's (prepareModel), or the finder's.
void Trainer::prepareBatch()
{
    const std::vector<at::Tensor> parameters = parametersOf(m_model);
    if (parameters.empty())
        throw ConfigError(msg("the model has no trainable parameters"));
    if (m_options.findBatchOnly || (m_config.training.autoBatchSize && !m_resuming)) {
        RunFinderContext context{m_config, m_device, m_precision, *m_modelLoss, parameters, m_loaders->of(m_data.train),
                                       m_data.train.size() / ranks(), // a rank's batch is its share at most
                                       m_control, m_sink, m_options.exhaustiveFinder,
                                       [this](int batch) {
                                           return planBatches(m_config.training, m_config.loader, m_data.train.size(), batch, 0, ranks()).lr;
                                       },
                                       [this](const Message& m) { decide(LogLevel::Info, m); },
                                       m_parallel.ranksOnThisMachine()};
        context.consecutiveSamples = m_data.train.table != nullptr;
        context.cudaGraph = cudaGraphAllowed();
        context.ranks = ranks();
        FinderResult found = findRunBatchSize(context);
        if (m_parallel.active()) {
            // Every rank tried; a batch that failed on one fails on all: the smallest choice holds.
            const auto mine = found.chosen;
            found.chosen = static_cast<decltype(found.chosen)>(m_parallel.agreeOnMinimum(mine));
            found.summary = msg("%1; per rank %2 (this rank found %3), global batch %4 over %5 ranks", found.summary, found.chosen, mine,
                                found.chosen * ranks(), ranks());
        }
        if (m_runFolder)
            m_runFolder->writeJson(runfile::Finder, found.toJson());
        m_sink.onBatchFinder(found.record());
        m_finderSummary = found.summary;
        decide(LogLevel::Info, found.summary);
        if (found.prefer == "largest" && found.fastest != found.largest && found.fastest > 0)
            decide(LogLevel::Info, msg("batch-size finder: batch %1 measured the most samples/s; set batch_finder.prefer to \"fastest\" to use it",
                                    found.fastest));
        replan(static_cast<int>(found.chosen));
    }
    // (find-batch ends with the batch: a rate found for it would be thrown away)
    if (m_options.findLrOnly || (m_config.training.autoLr && !m_options.findBatchOnly))
        prepareLearningRate(parameters);
    if (const Message note = m_plan.lrScalingNote(m_config.training); !note.empty())
        decide(LogLevel::Info, note);
    if (const Message note = m_plan.globalBatchNote(m_config.training); !note.empty())
        decide(LogLevel::Warning, note);
}

// training.lr "auto": the learning-rate finder's rate, found for the run's batch (per rank) after the
// batch-size finder, or the checkpoint's. It becomes training.lr for that batch, so lr_scaling applies
// only to the ranks (data parallel), as for a rate the user tuned at that batch.
void Trainer::prepareLearningRate(const std::vector<at::Tensor>& parameters)
{
    TrainingConfig& t = m_config.training;
    const auto adopt = [&](double lr, int batch) {
        t.lr = lr;
        t.baseBatchSize = batch;
        m_progress.foundLr = lr;
        m_progress.foundLrBatch = batch;
        replan(m_plan.batchSize);
    };
    if (m_resuming && !m_options.findLrOnly) {
        if (m_progress.foundLr > 0) {
            decide(LogLevel::Info, msg("training.lr \"auto\": continuing with the checkpoint's rate %1 (found at batch %2)", rateText(m_progress.foundLr),
                                       m_progress.foundLrBatch));
            adopt(m_progress.foundLr, m_progress.foundLrBatch > 0 ? m_progress.foundLrBatch : m_plan.batchSize);
        } else {
            decide(LogLevel::Warning, msg("training.lr \"auto\": the checkpoint holds no rate found (written before the finder); continuing with %1",
                                          rateText(t.lr)));
        }
        return;
    }
    LrFinderContext context{m_config, m_precision, m_device.device, *m_modelLoss, parameters, m_loaders->of(m_data.train),
                            m_data.train.size() / ranks(), m_plan.batchSize, m_plan.optimizerStepsPerEpoch, m_control, [this](const Message& m) { decide(LogLevel::Info, m); }};
    context.consecutiveSamples = m_data.train.table != nullptr;
    m_searchingLr = true;
    LrFinderResult found = findRunLearningRate(context, t.lr);
    m_searchingLr = false;
    if (m_parallel.active()) {
        // Every rank searched on the same batches; a rate any rank found too high is too high for the
        // job: the smallest holds (positive doubles order as their bits do).
        const double mine = found.chosen;
        std::int64_t bits = 0;
        std::memcpy(&bits, &mine, sizeof bits);
        bits = m_parallel.agreeOnMinimum(bits);
        std::memcpy(&found.chosen, &bits, sizeof bits);
        if (found.chosen != mine)
            found.summary = msg("%1; rate %2, the smallest any of the %3 ranks found", found.summary, rateText(found.chosen), ranks());
    }
    if (m_runFolder)
        m_runFolder->writeJson(runfile::LrFinder, lrFinderJson(found));
    m_sink.onLrFinder(found);
    decide(found.found ? LogLevel::Info : LogLevel::Warning, found.summary);
    m_lrFinderSummary = found.summary;
    adopt(found.chosen, m_plan.batchSize);
}

void Trainer::prepareStep()
{
    const auto& t = m_config.training;
    std::unique_ptr<LossScaler> scaler;
    if (m_precision.usesScaler())
        scaler = std::make_unique<LossScaler>(m_config.precision.initialScale, m_config.precision.growthInterval, m_device.device);
    StepOptions options;
    options.gradClip = t.gradClip;
    options.accumulation = t.gradAccumulation;
    options.cudaGraph = cudaGraphAllowed();
    options.deviceStep = m_options.deviceStepWithoutGraph;
    auto optimizer = makeOptimizer(t, parametersOf(m_model), m_plan.lr);
    m_step = std::make_unique<TrainStep>(*m_modelLoss, parametersOf(m_model), std::move(optimizer), std::move(scaler), options,
                                         m_parallel.gradientSync(),
                                         [this](bool warning, const Message& m) { decide(warning ? LogLevel::Warning : LogLevel::Info, m); });
    if (m_runFolder || m_resuming) // the other ranks of a resumed job read rank 0's checkpoint, and write none
        m_checkpointer = std::make_unique<Checkpointer>(checkpointsDir(), m_model, *m_step, m_precision.name, m_config.json);
    if (m_resuming) {
        m_checkpointer->load(*m_checkpoint);
        m_checkpoint.reset(); // the optimizer state is in the step now
        decide(LogLevel::Info, m_progress.epochInProgress ? msg("resumed from the checkpoint after epoch %1 (and %2 steps of epoch %3)",
                                                             m_progress.completedEpochs, m_progress.stepInEpoch, m_progress.epochInProgress)
                                                       : msg("resumed from the checkpoint after epoch %1", m_progress.completedEpochs));
        if (m_progress.completedEpochs >= m_config.training.epochs && !m_progress.epochInProgress)
            log(LogLevel::Info, msg("all %1 epochs were trained already: the test split is scored and the model exported again "
                                    "(--epochs N, more than %1, trains further)",
                                    m_config.training.epochs));
    }
    m_parallel.broadcastModel(m_model, false); // every rank starts from rank 0's weights
    logCudaGraphPlan();
    prepareExecutor();
    EpochLoop::Settings settings;
    settings.batchEventSeconds = m_options.batchEventSeconds;
    settings.simulateOutOfMemoryAbove = m_options.simulateOutOfMemoryAbove;
    settings.communicator = m_parallel.communicator();
    settings.validationSamples = m_data.val.size();
    settings.trial = m_executorChoice.trial();
    settings.applyCandidate = [this](const StepCandidate& c) { applyStepCandidate(c); };
    settings.trialDone = [this] { executorChosen(); };
    if (m_runFolder) {
        m_profiler = std::make_unique<StepProfiler>(
            m_device.device, m_control.profileSteps, m_runFolder->file(runfile::ProfileTraces),
            [this](const ProfileEvent& e) { profiled(e); },
            [this](bool warning, const Message& m) { log(warning ? LogLevel::Warning : LogLevel::Info, m); });
        settings.profiler = m_profiler.get();
        settings.lastEpoch = m_options.stopAfterEpoch > 0 ? std::min(m_options.stopAfterEpoch, m_config.training.epochs) : m_config.training.epochs;
    }
    startThreadGovernor();
    if (m_threadGovernor && m_device.device.is_cpu())
        settings.threads = m_threadGovernor.get();
    m_epochs = std::make_unique<EpochLoop>(m_config, m_data.train, m_loaders->of(m_data.train), *m_modelLoss, *m_step, m_control,
                                           m_sink, settings, [this](LogLevel level, const Message& m) { decide(level, m); });
    m_evaluator = std::make_unique<Evaluator>(*m_modelLoss, *m_loaders, m_data.numClasses,
                                              [this](const Message& m) { decide(LogLevel::Warning, m); }, m_parallel.communicator());
    m_step->setBatchParts(&m_batchParts);
    m_evaluator->setBatchParts(&m_batchParts);
}

bool Trainer::cudaGraphAllowed() const
{
    return m_config.compile.cudaGraph && m_device.device.is_cuda() && cudaGraphsBuilt() && m_config.training.gradAccumulation == 1
           && !m_parallel.active();
}

void Trainer::applyStepCandidate(const StepCandidate& candidate, bool final)
{
    if (final)
        m_step->useGraphExecutor(candidate.optimise, /*final=*/true);
    else
        m_step->useGraphExecutor(candidate.optimise);
    m_step->useCudaGraph(candidate.cudaGraph);
}

void Trainer::prepareExecutor()
{
    if (findOnly()) // no training follows
        return;
    ExecutorChoice::Situation s;
    s.forced = m_config.compile.graphOptimize;
    s.fp32 = m_precision.mode == PrecisionChoice::Mode::Fp32;
    s.cudaGraphAllowed = m_step->usesCudaGraph();
    s.device = m_device.device.is_cuda() ? "cuda" : "cpu";
    s.precision = m_precision.name;
    // Each epoch's last step is not timed (it may be short).
    s.timeableSteps = std::max<std::int64_t>(0, m_plan.stepsPerEpoch - 1) * std::max(0, m_config.training.epochs - m_progress.completedEpochs);
    s.kept = m_progress.executor;
    s.combine = m_parallel.sumOverRanks();
    m_executorChoice.prepare(s);
}

void Trainer::executorChosen()
{
    m_executorChoice.trialDone();
    m_progress.executor = m_executorChoice.record(); // checkpoints carry it: a resumed run keeps the choice
}

void Trainer::logCudaGraphPlan()
{
    if (!m_config.compile.cudaGraph || !m_device.device.is_cuda())
        return;
    Message why;
    if (!cudaGraphsBuilt())
        why = msg("this LibTorch was built without CUDA");
    else if (m_parallel.active())
        why = msg("data parallel: the gradient all-reduce runs between backward and the step, outside the graph");
    else if (m_config.training.gradAccumulation != 1)
        why = msg("training.grad_accumulation is %1 (a graph holds one whole step)", m_config.training.gradAccumulation);
    if (!why.empty())
        decide(LogLevel::Info, msg("compile.cuda_graph: not used: %1", why));
    else
        decide(LogLevel::Info, msg("compile.cuda_graph: full batches of %1 will train through one CUDA graph, captured after 3 warm-up steps",
                                m_plan.batchSize));
}

void Trainer::startMonitor()
{
    if (!m_config.monitor.enabled)
        return;
    // Data parallel: rank 0 records its machine's samples and those the first rank of every other
    // machine posts (jobmonitor.h).
    const int rank = m_parallel.rank();
    const JobMonitor::Role role = JobMonitor::roleOf(rank, m_parallel.hosts());
    if (role == JobMonitor::Role::None || (role == JobMonitor::Role::Collector && !m_runFolder))
        return;
    const bool cuda = m_device.device.is_cuda();
    const int gpu = cuda ? static_cast<int>(m_device.device.index()) : -1;
    MonitorOptions options{m_config.monitor.intervalMs, m_options.nvmlLibrary, gpu};
    const std::string ownHost = m_parallel.hosts().empty() ? std::string() : m_parallel.hosts().front();
    auto onSample = [this, cuda, gpu, ownHost](DeviceSampleEvent s) { // rank 0, on the monitor's thread
        if (!cuda && (s.host.empty() || s.host == ownHost)) {
            s.cpuThreads = m_cpuThreads;
            s.cpuBatchParts = m_cpuBatchParts;
            s.othersBusy = m_othersBusy;
        }
        m_runFolder->appendDeviceSample({s, localTimestamp()});
        for (const auto& g : s.gpus) {
            if (cuda && g.index == gpu && (s.host.empty() || s.host == ownHost))
                m_deviceUsage.add(g.utilisation, g.memoryUsed, g.memoryTotal);
        }
        if (!cuda && (s.host.empty() || s.host == ownHost))
            m_deviceUsage.addCpu(s.processCpuPercent, s.hostCpuPercent);
        m_sink.onDeviceSample(s);
    };
    m_monitor = std::make_unique<JobMonitor>(options, m_parallel.communicator(), m_parallel.hosts(), rank, onSample,
                                             [this](const Message& note) { log(LogLevel::Info, note); });
    m_monitor->start();
}

} // namespace lathe::core
