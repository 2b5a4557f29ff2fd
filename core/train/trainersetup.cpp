// Trainer, part 1: everything before the first step: run folder, device and precision, data,
// model and optimizer (or their checkpoint when resuming), and the batch size, including the
// out-of-memory fallback that changes it. The training loop is in trainer.cpp.

#include "trainer.h"

#include "models/modelfactory.h"
#include "tune/advice.h"
#include "util/cudainfo.h"
#include "util/devicecopy.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

namespace lathe::core {

namespace fs = std::filesystem;

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
    if (c.loader.pinMemory && !m_device.device.is_cuda() && !m_loaderPlan.deviceResident)
        log(LogLevel::Info, "loader.pin_memory applies to GPUs only");
}

void Trainer::prepareLoaders()
{
    const auto memory = m_device.device.is_cuda() ? cudaFreeMemory(m_device.device.index())
                                                  : std::pair<std::int64_t, std::int64_t>{-1, -1};
    m_loaderPlan = planLoader(m_config.loader, m_data, m_device.device, memory.first);
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
    prepareRunDir();
    m_device = chooseDevice(m_config.device);
    if (!m_device.note.empty()) // expected with device "auto" on a machine without a GPU; a warning otherwise
        log(m_config.device.type == "auto" ? LogLevel::Info : LogLevel::Warning, m_device.note);
    applyDeviceSettings(m_config.device, m_device.device);
    m_precision = choosePrecision(m_config.precision, m_device.device);
    log(LogLevel::Info, "device " + m_device.description + "; precision " + m_precision.name + " (" + m_precision.reason + ")");
    if (m_device.device.is_cpu() && m_precision.mode == PrecisionChoice::Mode::Fp16)
        log(LogLevel::Warning, "fp16 on the CPU is slow and rarely supported by its kernels; consider bf16 or off");

    at::manual_seed(m_config.training.seed);
    at::globalContext().setDeterministicAlgorithms(m_config.training.deterministic, /*warn_only=*/true);
    m_data = loadDataset(m_config, [this](const std::string& s) { log(LogLevel::Info, s); });
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
    if (m_config.training.autoBatchSize)
        log(LogLevel::Warning, "training.batch_size \"auto\": the batch-size finder is not in this build yet; using "
                                   "training.base_batch_size " + std::to_string(m_batchSize));
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

    m_lr = scaleLearningRate(t.lr, t.lrScaling, m_batchSize, t.baseBatchSize);
    if (m_lr != t.lr)
        log(LogLevel::Info, "learning rate " + std::to_string(t.lr) + " scaled to " + std::to_string(m_lr) + " for batch "
                                + std::to_string(m_batchSize) + " (" + t.lrScaling + " rule, base batch "
                                + std::to_string(t.baseBatchSize) + ")");
    const std::int64_t optimizerStepsPerEpoch = (m_stepsPerEpoch + t.gradAccumulation - 1) / t.gradAccumulation;
    m_schedule = std::make_unique<LrSchedule>(t, m_lr, optimizerStepsPerEpoch);
    if (t.optimizer == "sgd") {
        m_optimizer = std::make_unique<torch::optim::SGD>(
            m_parameters, torch::optim::SGDOptions(m_lr).momentum(t.momentum).nesterov(t.nesterov).weight_decay(t.weightDecay));
    } else {
        m_optimizer = std::make_unique<torch::optim::AdamW>(m_parameters,
                                                            torch::optim::AdamWOptions(m_lr).weight_decay(t.weightDecay));
    }
    if (m_precision.usesScaler())
        m_scaler = std::make_unique<LossScaler>(m_config.precision.initialScale, m_config.precision.growthInterval,
                                                m_device.device);
    if (m_resuming) {
        readCheckpointState(m_runDir->path() / "checkpoints", "last", *m_optimizer, m_scaler.get());
        log(LogLevel::Info, "resumed from the checkpoint after epoch " + std::to_string(m_progress.completedEpochs)
                                + (m_progress.epochInProgress ? " (and " + std::to_string(m_progress.stepInEpoch) + " steps of epoch "
                                                                    + std::to_string(m_progress.epochInProgress) + ")"
                                                              : std::string()));
    }
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

void Trainer::giveAdvice(double dataWaitPercent)
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
    log(LogLevel::Warning, "out of memory with batch " + std::to_string(previous) + " in epoch " + std::to_string(epoch)
                               + ": freed the cache, continuing with batch " + std::to_string(m_batchSize) + " and lr "
                               + std::to_string(m_lr) + " (" + t.lrScaling + " rule); the epoch restarts");
}

} // namespace lathe::core
