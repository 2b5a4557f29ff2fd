// Trainer, part 1: everything before the first step: run folder, device and precision, data,
// model and optimizer (or their checkpoint when resuming), and the batch size, including the
// out-of-memory fallback that changes it. The training loop is in trainer.cpp.

#include "trainer.h"

#include "models/modelfactory.h"
#include "tune/advice.h"
#include "util/cudainfo.h"
#include "util/devicecopy.h"
#include "util/errors.h"
#include "util/cpumemory.h"
#include "util/hostmemory.h"
#include "util/version.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <c10/util/Exception.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <thread>

#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("model name", 0) == 0 && line.find(':') != std::string::npos)
            return line.substr(line.find(':') + 2);
    }
    return "unknown CPU";
}

// What the run ran on, for the report (which may be made later, elsewhere).
Json environmentInfo(const DeviceChoice& device)
{
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    const std::int64_t memory = availableHostMemory();
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    double totalKb = 0;
    meminfo >> key >> totalKb; // "MemTotal: N kB"
    Json e = {{"lathe", versionText()}, {"host", host}, {"cpu", cpuModel()}, {"cores", std::thread::hardware_concurrency()},
              {"memory_gib", std::round(totalKb / 1048576.0 * 10) / 10}, {"memory_available_at_start_gib", memory / 1073741824.0},
              {"device", {{"description", device.description}, {"index", device.device.is_cuda() ? device.device.index() : -1}}},
              {"started_at", localTimestamp()}};
    if (device.device.is_cuda()) {
        if (const auto info = cudaDeviceInfo(device.device.index()))
            e["gpu"] = {{"name", info->name}, {"capability", std::to_string(info->major) + "." + std::to_string(info->minor)},
                        {"memory_gib", std::round(static_cast<double>(info->totalMemory) / 1073741824.0 * 10) / 10}};
    }
    return e;
}

} // namespace

void Trainer::prepareRunDir()
{
    if (!m_options.resumeDir.empty()) {
        m_runDir = RunDir::open(m_options.resumeDir);
        log(LogLevel::Info, "resuming run " + m_runDir->path().string());
        return;
    }
    fs::path runs = m_options.runsDir;
    if (runs.empty())
        runs = m_config.output.runsDir.empty() ? fs::current_path() / "runs" : m_config.resolve(m_config.output.runsDir);
    m_runDir = RunDir::create(runs, m_config.name);
    m_runDir->writeJson("config.json", withAbsolutePaths(m_config));
    log(LogLevel::Info, "run folder " + m_runDir->path().string());
}

void Trainer::logSettingsNotInEffect()
{
    // Settings that do not apply to this run: said once, never silently ignored.
    const auto& c = m_config;
    if (c.device.memoryFraction < 1.0 && !m_device.device.is_cuda())
        log(LogLevel::Info, "device.memory_fraction applies to GPUs only");
    if (c.loader.gpuResident != "auto" && !m_device.device.is_cuda())
        log(LogLevel::Info, "loader.gpu_resident applies to GPUs only");
}

void Trainer::prepareLoaders()
{
    auto [freeBytes, totalBytes] = m_device.device.is_cuda() ? cudaFreeMemory(m_device.device.index())
                                                             : std::pair<std::int64_t, std::int64_t>{-1, -1};
    if (freeBytes > 0 && totalBytes > 0 && m_config.device.memoryFraction < 1.0) {
        // Free to this run: device.memory_fraction caps what the allocator may hold in all.
        const auto stats = cudaAllocatorStats(static_cast<int>(m_device.device.index()));
        const auto cap = static_cast<std::int64_t>(m_config.device.memoryFraction * static_cast<double>(totalBytes))
                         - (stats ? stats->reserved : 0);
        freeBytes = std::max<std::int64_t>(0, std::min(freeBytes, cap));
    }
    m_loaderPlan = planLoader(m_config.loader, m_data, m_device.device, freeBytes);
    log(LogLevel::Info, "loader: " + m_loaderPlan.describe() + " (" + m_loaderPlan.reason + ")");
    if (m_loaderPlan.deviceResident) {
        // Batches are gathered where the model runs: nothing crosses PCIe per step.
        for (TensorSplit* s : {&m_data.train, &m_data.val, &m_data.test}) {
            if (s->size() > 0) {
                s->inputs = s->inputs.to(m_device.device);
                s->targets = s->targets.to(m_device.device);
            }
        }
    }
    logSettingsNotInEffect();
}

void Trainer::prepare()
{
    if (!m_options.findBatchOnly)
        prepareRunDir();
    m_device = chooseDevice(m_config.device);
    if (!m_device.note.empty()) // expected with device "auto" on a machine without a GPU; a warning otherwise
        log(m_config.device.type == "auto" ? LogLevel::Info : LogLevel::Warning, m_device.note);
    applyDeviceSettings(m_config.device, m_device.device);
    if (m_runDir && !m_resuming)
        m_runDir->writeJson("environment.json", environmentInfo(m_device));
    m_precision = choosePrecision(m_config.precision, m_device.device);
    log(LogLevel::Info, "device " + m_device.description + "; precision " + m_precision.name + " (" + m_precision.reason + ")");
    if (m_device.device.is_cpu() && m_precision.mode == PrecisionChoice::Mode::Fp16)
        log(LogLevel::Warning, "fp16 on the CPU is slow and rarely supported by its kernels; consider bf16 or off");

    at::manual_seed(m_config.training.seed);
    at::globalContext().setDeterministicAlgorithms(m_config.training.deterministic, /*warn_only=*/true);
    m_data = loadDataset(m_config, [this](const std::string& s) { log(LogLevel::Info, s); });
    if (m_runDir)
        m_runDir->writeJson("data.json", m_data.describe());
    log(LogLevel::Info, "samples: train " + std::to_string(m_data.train.size()) + ", val " + std::to_string(m_data.val.size())
                            + ", test " + std::to_string(m_data.test.size()));

    prepareLoaders();
    if (!m_data.imageNormalisation.mean.empty()) {
        const auto opts = at::TensorOptions().dtype(at::kFloat).device(m_device.device);
        const auto c = static_cast<std::int64_t>(m_data.imageNormalisation.mean.size());
        m_imageMean = at::tensor(m_data.imageNormalisation.mean, at::kDouble).to(opts).view({1, c, 1, 1});
        m_imageStd = at::tensor(m_data.imageNormalisation.std, at::kDouble).to(opts).view({1, c, 1, 1});
    }

    m_batchSize = m_config.training.batchSize;
    setBatchSize(static_cast<int>(std::min<std::int64_t>(m_batchSize, m_data.train.size())));
    prepareModelAndOptimizer();
}

void Trainer::prepareModelAndOptimizer()
{
    const auto& t = m_config.training;
    if (m_resuming) {
        LoadedCheckpoint checkpoint = readCheckpointModel(m_runDir->path() / "checkpoints", "last", m_device.device);
        m_model = checkpoint.model;
        if (checkpoint.progress.batchSize != m_batchSize) {
            // e.g. halved after running out of memory: the run continues as it was going.
            log(LogLevel::Info, "continuing with the checkpoint's batch " + std::to_string(checkpoint.progress.batchSize)
                                    + " (the config says " + std::to_string(m_batchSize) + ")");
            setBatchSize(checkpoint.progress.batchSize);
        }
        m_progress = checkpoint.progress;
        // Epochs recorded after the checkpoint (a crash between the two) are trained again: drop them.
        const int dropped = m_runDir->truncateMetricsAfter(m_progress.completedEpochs);
        if (dropped > 0)
            log(LogLevel::Info, "dropped " + std::to_string(dropped) + " metrics line(s) newer than the checkpoint");
    } else {
        ModelConfig model = m_config.model;
        if (!model.file.empty())
            model.file = m_config.resolve(model.file).string();
        m_model = buildModel(model, {m_data.inputShape, m_data.outputSize}, t.seed);
        checkModelFits(m_model, {m_data.inputShape, m_data.outputSize},
                       model.kind == "torchscript" ? "the model in " + model.file : "model \"" + model.kind + "\"");
    }
    m_model.to(m_device.device);
    m_parameters.clear();
    for (const auto& p : m_model.parameters())
        m_parameters.push_back(p);
    if (m_parameters.empty())
        throw ConfigError("the model has no trainable parameters");
    if (m_options.findBatchOnly || (m_config.training.autoBatchSize && !m_resuming)) {
        const FinderResult found = runBatchFinder();
        setBatchSize(static_cast<int>(found.chosen));
    }

    m_lr = scaleLearningRate(t.lr, t.lrScaling, m_batchSize, t.baseBatchSize);
    if (m_lr != t.lr)
        log(LogLevel::Info, "learning rate " + std::to_string(t.lr) + " scaled to " + std::to_string(m_lr) + " for batch "
                                + std::to_string(m_batchSize) + " (" + t.lrScaling + " rule, base batch "
                                + std::to_string(t.baseBatchSize) + ")");
    const std::int64_t optimizerStepsPerEpoch = (m_stepsPerEpoch + t.gradAccumulation - 1) / t.gradAccumulation;
    m_schedule = std::make_unique<LrSchedule>(t, m_lr, optimizerStepsPerEpoch);
    m_optimizer = makeOptimizer(m_parameters, m_lr);
    if (m_precision.usesScaler())
        m_scaler = std::make_unique<LossScaler>(m_config.precision.initialScale, m_config.precision.growthInterval,
                                                m_device.device);
    if (m_resuming) {
        readCheckpointState(m_runDir->path() / "checkpoints", "last", *m_optimizer, m_scaler.get());
        m_deviceStepsCurrent = false;
        log(LogLevel::Info, "resumed from the checkpoint after epoch " + std::to_string(m_progress.completedEpochs)
                                + (m_progress.epochInProgress ? " (and " + std::to_string(m_progress.stepInEpoch) + " steps of epoch "
                                                                    + std::to_string(m_progress.epochInProgress) + ")"
                                                              : std::string()));
    }
    prepareCudaGraph();
}

void Trainer::prepareCudaGraph()
{
    m_graph.reset();
    m_graphWarmUps = 0;
    m_stepInputs = at::Tensor(); // a new batch size needs new buffers
    if (!m_config.compile.cudaGraph || !m_device.device.is_cuda())
        return;
    std::string why;
    if (!cudaGraphsBuilt())
        why = "this LibTorch was built without CUDA";
    else if (m_config.training.gradAccumulation != 1)
        why = "training.grad_accumulation is " + std::to_string(m_config.training.gradAccumulation) + " (a graph holds one whole step)";
    if (!why.empty()) {
        log(LogLevel::Info, "compile.cuda_graph: not used: " + why);
        return;
    }
    m_graph = std::make_unique<CudaGraphStep>(m_device.device);
    log(LogLevel::Info, "compile.cuda_graph: full batches of " + std::to_string(m_batchSize)
                            + " will train through one CUDA graph, captured after 3 warm-up steps");
}

std::unique_ptr<torch::optim::Optimizer> Trainer::makeOptimizer(const std::vector<at::Tensor>& parameters, double lr) const
{
    const auto& t = m_config.training;
    if (t.optimizer == "sgd")
        return std::make_unique<torch::optim::SGD>(
            parameters, torch::optim::SGDOptions(lr).momentum(t.momentum).nesterov(t.nesterov).weight_decay(t.weightDecay));
    return std::make_unique<torch::optim::AdamW>(parameters, torch::optim::AdamWOptions(lr).weight_decay(t.weightDecay));
}

TrialOutcome Trainer::finderTrial(std::int64_t batch)
{
    TrialOutcome out;
    const bool cuda = m_device.device.is_cuda();
    const int index = cuda ? static_cast<int>(m_device.device.index()) : -1;
    std::optional<CpuAllocationCounter> counter; // CPU: the trial's tensors, counted
    try {
        if (cuda)
            resetCudaPeakMemory(index);
        else
            counter.emplace();
        // Real steps on the run's model with a fresh optimizer (and loss scaler); runBatchFinder puts
        // the weights back afterwards.
        std::vector<at::Tensor>& parameters = m_parameters;
        auto optimizer = makeOptimizer(parameters, m_config.training.lr);
        std::unique_ptr<LossScaler> scaler;
        if (m_precision.usesScaler())
            scaler = std::make_unique<LossScaler>(m_config.precision.initialScale, m_config.precision.growthInterval, m_device.device);
        BatchLoader& loader = loaderFor(m_data.train);
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(m_config.training.seed + static_cast<std::uint64_t>(batch));
        double seconds = 0.0;
        for (int step = 0; step < 2; ++step) { // the first step also allocates the optimizer's state
            loader.start(at::randperm(m_data.train.size(), gen, at::kLong).slice(0, 0, batch), batch);
            std::optional<Batch> b = loader.next();
            const auto start = std::chrono::steady_clock::now();
            const at::Tensor loss = lossOf(forward(modelInputs(b->inputs)), b->targets);
            (scaler ? scaler->scale(loss) : loss).backward();
            if (!scaler || scaler->unscale(parameters))
                optimizer->step();
            if (scaler)
                scaler->update();
            optimizer->zero_grad(true);
            (void)loss.item<double>(); // waits for the device
            seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        out.samplesPerSecond = static_cast<double>(batch) / std::max(seconds, 1e-9);
        if (cuda) {
            // Reserved, not allocated: memory runs out when the allocator's segments plus a new one
            // exceed the device, and the budget (free + reserved) is counted the same way.
            const auto stats = cudaAllocatorStats(index);
            out.peakBytes = stats ? stats->reservedPeak : -1;
        } else {
            out.peakBytes = counter->peak();
        }
    } catch (const c10::Error& e) {
        if (!isOutOfMemoryError(e))
            throw;
        out.outOfMemory = true;
        out.peakBytes = -1;
    }
    // A trial cut short by out-of-memory skipped zero_grad: its gradients would be added into the
    // next trial (and the first training step) and hold memory the cache cannot give back.
    for (auto& p : m_parameters)
        p.mutable_grad().reset();
    emptyCudaCache(); // what the trial freed goes back, so the next trial starts clean
    return out;
}

FinderResult Trainer::runBatchFinder()
{
    const auto& f = m_config.batchFinder;
    FinderSettings settings;
    settings.margin = f.margin;
    settings.rounding = f.round;
    settings.prefer = f.prefer;
    settings.maxTrials = f.maxTrials;
    settings.exhaustive = m_options.exhaustiveFinder;
    settings.maxBatch = std::min<std::int64_t>(f.maxBatch, m_data.train.size());
    std::string budgetSource;
    if (f.memoryBudgetMb > 0) {
        settings.budgetBytes = static_cast<std::int64_t>(f.memoryBudgetMb) << 20;
        budgetSource = "batch_finder.memory_budget_mb";
    } else if (m_device.device.is_cuda()) {
        // What this process could hold: free device memory plus what its allocator already has,
        // within device.memory_fraction of the device.
        const int index = static_cast<int>(m_device.device.index());
        const auto [freeBytes, totalBytes] = cudaFreeMemory(index);
        const auto stats = cudaAllocatorStats(index);
        settings.budgetBytes = freeBytes + (stats ? stats->reserved : 0);
        settings.budgetBytes = std::min(settings.budgetBytes, static_cast<std::int64_t>(m_config.device.memoryFraction * static_cast<double>(totalBytes)));
        budgetSource = "free GPU memory";
    } else {
        // The trial's own tensors are counted (util/cpumemory.h) against what the host has free.
        settings.budgetBytes = availableHostMemory();
        if (settings.budgetBytes <= 0)
            throw std::runtime_error("batch-size finder: cannot read the available host memory (/proc/meminfo); set "
                                     "batch_finder.memory_budget_mb or training.batch_size to a number");
        budgetSource = "available host memory";
    }
    log(LogLevel::Info, "batch-size finder: budget " + std::to_string(settings.budgetBytes >> 20) + " MiB (" + budgetSource
                            + "), margin " + std::to_string(static_cast<int>(f.margin * 100 + 0.5)) + "%, batches up to "
                            + std::to_string(settings.maxBatch));
    // The trials train the model: keep its weights and buffers (batch-norm statistics) to restore.
    std::vector<at::Tensor> saved, live;
    for (const auto& p : m_model.parameters())
        live.push_back(p);
    for (const auto& b : m_model.buffers())
        live.push_back(b);
    for (const auto& t : live) // kept in host memory: on the GPU they would count in every trial's peak
        saved.push_back(t.is_cpu() ? t.detach().clone() : t.detach().to(at::kCPU));
    // ... and the random state (dropout draws from it): a run with a found batch trains exactly as
    // one given that batch.
    at::Generator cpuGenerator = at::detail::getDefaultCPUGenerator();
    const at::Tensor rngState = cpuGenerator.get_state();
    const std::vector<at::Tensor> cudaRngState = cudaRngStates();
    m_model.train(true);
    int trialNumber = 0;
    const std::int64_t target = static_cast<std::int64_t>(static_cast<double>(settings.budgetBytes) * (1.0 - settings.margin));
    const FinderResult result = findBatchSize(
        settings,
        [this](std::int64_t b) {
            if (m_control.stopRequested) // Ctrl-C or Stop between trials
                throw StoppedBeforeTraining{};
            return finderTrial(b);
        },
        [&](const FinderTrial& t) {
            FinderTrialEvent e{++trialNumber, t.batch, t.phase, t.outcome.peakBytes, target, t.outcome.samplesPerSecond,
                               t.outcome.outOfMemory ? "out of memory" : t.fits ? "ok" : "over budget"};
            m_sink.onFinderTrial(e);
        });
    {
        const at::NoGradGuard noGrad;
        for (std::size_t i = 0; i < live.size(); ++i)
            live[i].copy_(saved[i]);
    }
    cpuGenerator.set_state(rngState);
    setCudaRngStates(cudaRngState);
    if (m_runDir)
        m_runDir->writeJson("batch_finder.json", result.toJson());
    m_finderSummary = result.summary;
    log(LogLevel::Info, result.summary);
    if (result.fastest != result.largest && result.fastest > 0)
        log(LogLevel::Info, "batch-size finder: batch " + std::to_string(result.fastest) + " measured the most samples/s; "
                                "set batch_finder.prefer to \"fastest\" to use it");
    return result;
}

void Trainer::startMonitor()
{
    if (!m_config.monitor.enabled)
        return;
    MonitorOptions options{m_config.monitor.intervalMs, m_options.nvmlLibrary,
                           m_device.device.is_cuda() ? static_cast<int>(m_device.device.index()) : -1};
    auto onSample = [this](const DeviceSampleEvent& s) {
        Json gpus = Json::array();
        for (const auto& g : s.gpus)
            gpus.push_back({{"index", g.index}, {"utilisation", g.utilisation}, {"memory_used", g.memoryUsed},
                            {"memory_total", g.memoryTotal}, {"power_w", g.powerWatts}, {"temperature_c", g.temperatureC},
                            {"sm_clock_mhz", g.smClockMHz}});
        m_runDir->appendDeviceSample({{"t", s.seconds}, {"time", localTimestamp()}, {"gpus", gpus},
                                      {"allocator", {{"allocated", s.allocatorAllocated}, {"reserved", s.allocatorReserved},
                                                     {"peak", s.allocatorPeak}}},
                                      {"process_cpu_percent", s.processCpuPercent}, {"process_rss", s.processRssBytes},
                                      {"host_cpu_percent", s.hostCpuPercent}});
        for (const auto& g : s.gpus) {
            if (g.index != m_device.device.index() || !m_device.device.is_cuda())
                continue;
            std::lock_guard lock(m_epochDeviceMutex);
            if (g.utilisation >= 0) {
                m_epochGpuUtilSum += g.utilisation;
                ++m_epochGpuSamples;
            }
            if (g.memoryUsed >= 0 && g.memoryTotal > 0)
                m_epochGpuMemoryPeak = std::max(m_epochGpuMemoryPeak, g.memoryUsed / g.memoryTotal);
        }
        m_sink.onDeviceSample(s);
    };
    m_monitor = std::make_unique<DeviceMonitor>(options, onSample, [this](const std::string& note) { log(LogLevel::Info, note); });
    m_monitor->start();
}

EpochEfficiency Trainer::takeEpochEfficiency(double dataWaitPercent)
{
    EpochEfficiency e;
    e.onGpu = m_device.device.is_cuda();
    e.dataWaitPercent = dataWaitPercent;
    {
        std::lock_guard lock(m_epochDeviceMutex);
        e.meanGpuUtilisation = m_epochGpuSamples > 0 ? m_epochGpuUtilSum / m_epochGpuSamples : -1.0;
        e.peakGpuMemoryFraction = m_epochGpuMemoryPeak;
        m_epochGpuUtilSum = 0.0;
        m_epochGpuSamples = 0;
        m_epochGpuMemoryPeak = -1.0;
    }
    e.precision = m_precision.name;
    if (e.onGpu) {
        const auto info = cudaDeviceInfo(m_device.device.index());
        e.bf16Capable = info && info->bf16Native();
    }
    e.tf32 = m_config.device.tf32;
    e.batchSize = m_batchSize;
    return e;
}

void Trainer::giveAdvice(const EpochEfficiency& e)
{
    for (const auto& advice : efficiencyAdvice(e)) {
        // Each kind once per run: the same advice every epoch would drown the log.
        if (std::find(m_adviceIds.begin(), m_adviceIds.end(), advice.id) != m_adviceIds.end())
            continue;
        m_adviceIds.push_back(advice.id);
        m_adviceGiven.push_back(advice.text);
        log(LogLevel::Advice, advice.text);
    }
}

void Trainer::setBatchSize(int batch)
{
    m_batchSize = batch;
    const std::int64_t n = m_data.train.size();
    m_stepsPerEpoch = m_config.loader.dropLast ? n / m_batchSize : (n + m_batchSize - 1) / m_batchSize;
    if (m_options.maxStepsPerEpoch > 0)
        m_stepsPerEpoch = std::min(m_stepsPerEpoch, m_options.maxStepsPerEpoch);
    m_progress.batchSize = batch;
}

void Trainer::recoverFromOutOfMemory(int epoch, const std::string& what)
{
    if (m_batchSize <= 1)
        throw std::runtime_error("out of memory even with batch 1: " + what);
    m_optimizer->zero_grad(true);
    m_lossSum = at::Tensor();
    m_correct = at::Tensor();
    // The graph's private pool (and the buffers it reads) go first, so that the cache can give them back.
    m_graph.reset();
    m_stepInputs = m_stepTargets = m_stepLoss = m_stepCorrect = at::Tensor();
    emptyCudaCache();
    const int previous = m_batchSize;
    setBatchSize(std::max(1, m_batchSize / 2));
    const auto& t = m_config.training;
    // The rule that scaled lr for the configured batch scales it again for the new one.
    m_lr = scaleLearningRate(t.lr, t.lrScaling, m_batchSize, t.baseBatchSize);
    const std::int64_t optimizerStepsPerEpoch = (m_stepsPerEpoch + t.gradAccumulation - 1) / t.gradAccumulation;
    m_schedule = std::make_unique<LrSchedule>(t, m_lr, optimizerStepsPerEpoch);
    m_progress.optimizerSteps = static_cast<std::int64_t>(epoch - 1) * optimizerStepsPerEpoch;
    m_progress.epochInProgress = 0; // restart this epoch
    setLearningRate(m_schedule->at(m_progress.optimizerSteps));
    prepareCudaGraph(); // the graph was recorded for the old batch
    log(LogLevel::Warning, "out of memory with batch " + std::to_string(previous) + " in epoch " + std::to_string(epoch)
                               + ": freed the cache, continuing with batch " + std::to_string(m_batchSize) + " and lr "
                               + std::to_string(m_lr) + " (" + t.lrScaling + " rule); the epoch restarts");
}

} // namespace lathe::core
